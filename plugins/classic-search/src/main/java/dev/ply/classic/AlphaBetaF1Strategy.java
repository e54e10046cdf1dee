package dev.ply.classic;

import dev.ply.classic.search.AlphaBetaF1;
import dev.ply.classic.search.DepthSearch;
import org.pf4j.Extension;

/**
 * Alpha-beta returning the window's bound on a cutoff (Knuth and Moore's F1), deepening iteratively
 * by default.
 */
@Extension
public final class AlphaBetaF1Strategy extends SearchStrategy {

  @Override
  public String id() {
    return "alphabeta-f1";
  }

  @Override
  public String description() {
    return "alpha-beta (negamax) as first stated by Knuth and Moore: values clamped to the window, with iterative deepening by default";
  }

  @Override
  DepthSearch search() {
    return new AlphaBetaF1();
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
