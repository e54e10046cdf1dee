package dev.ply.classic;

import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.MtdBi;
import org.pf4j.Extension;

/**
 * MTD-bi: null-window alpha-beta searches bisecting the interval that holds the value, with the
 * {@code tt-mb} transposition table if set and the game's tactics; one search to the depth limit by
 * default, the way to solve a position exactly.
 */
@Extension
public final class MtdBiStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "mtd-bi";
  }

  @Override
  public String description() {
    return "MTD-bi (C*): null-window alpha-beta searches bisecting the interval of the value, for solving positions exactly; best with a transposition table (tt-mb)";
  }

  @Override
  DepthSearch search() {
    return new MtdBi();
  }

  @Override
  boolean deepensByDefault() {
    return false;
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
