package dev.ply.classic;

import dev.ply.classic.search.AlphaBetaFailHard;
import dev.ply.classic.search.DepthSearch;
import org.pf4j.Extension;

/**
 * Fail-hard alpha-beta in negamax form (Knuth and Moore's F2), deepening iteratively by default.
 */
@Extension
public final class AlphaBetaFailHardStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "alphabeta-fail-hard";
  }

  @Override
  public String description() {
    return "alpha-beta (negamax, fail-hard), with iterative deepening by default";
  }

  @Override
  DepthSearch search() {
    return new AlphaBetaFailHard();
  }

  @Override
  boolean deepensByDefault() {
    return true;
  }

  @Override
  boolean ordersMoves() {
    return true;
  }
}
