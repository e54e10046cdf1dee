package dev.ply.classic;

import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.MtdF;
import org.pf4j.Extension;

/**
 * MTD(f) from the first guess 0, with the {@code tt-mb} transposition table if set, deepening
 * iteratively by default.
 */
@Extension
public final class MtdFStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "mtdf";
  }

  @Override
  public String description() {
    return "MTD(f): null-window alpha-beta searches converging on the value, first guess 0, best with a transposition table (tt-mb); with iterative deepening by default";
  }

  @Override
  DepthSearch search() {
    return new MtdF();
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
}
