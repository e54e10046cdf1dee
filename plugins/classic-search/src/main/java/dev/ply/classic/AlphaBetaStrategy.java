package dev.ply.classic;

import dev.ply.classic.search.AlphaBetaFailSoft;
import dev.ply.classic.search.DepthSearch;
import org.pf4j.Extension;

/** Fail-soft alpha-beta in negamax form, deepening iteratively by default. */
@Extension
public final class AlphaBetaStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "alphabeta";
  }

  @Override
  public String description() {
    return "alpha-beta (negamax, fail-soft), with iterative deepening by default and an optional transposition table";
  }

  @Override
  DepthSearch search() {
    return new AlphaBetaFailSoft();
  }

  @Override
  boolean deepensByDefault() {
    return true;
  }

  @Override
  boolean usesTable() {
    return true;
  }

  @Override
  boolean usesTactics() {
    return true;
  }

  @Override
  boolean ordersMoves() {
    return true;
  }

  @Override
  boolean usesAspiration() {
    return true;
  }
}
