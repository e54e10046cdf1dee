package dev.ply.classic;

import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.Minimax;
import org.pf4j.Extension;

/** Plain minimax: every move searched, nothing pruned. */
@Extension
public final class MinimaxStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "minimax";
  }

  @Override
  public String description() {
    return "minimax: every move searched to the depth limit (or to the end), nothing pruned";
  }

  @Override
  DepthSearch search() {
    return new Minimax();
  }

  @Override
  boolean deepensByDefault() {
    return false;
  }
}
