package dev.ply.classic;

import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.Negamax;
import org.pf4j.Extension;

/** Negamax: minimax written once for the side to move; every move searched, nothing pruned. */
@Extension
public final class NegamaxStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "negamax";
  }

  @Override
  public String description() {
    return "negamax: minimax from the side to move's point of view, nothing pruned";
  }

  @Override
  DepthSearch search() {
    return new Negamax();
  }

  @Override
  boolean deepensByDefault() {
    return false;
  }
}
