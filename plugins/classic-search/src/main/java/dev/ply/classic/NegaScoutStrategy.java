package dev.ply.classic;

import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.NegaScout;
import org.pf4j.Extension;

/** Reinefeld's NegaScout with no re-search below depth 3, deepening iteratively by default. */
@Extension
public final class NegaScoutStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "negascout";
  }

  @Override
  public String description() {
    return "NegaScout (Reinefeld): null-window searches of later moves, re-searched when they fail high; with iterative deepening by default and an optional transposition table";
  }

  @Override
  DepthSearch search() {
    return new NegaScout(true);
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
  boolean ordersMoves() {
    return true;
  }
}
