package dev.ply.classic;

import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.Scout;
import org.pf4j.Extension;

/** Pearl's SCOUT, deepening iteratively by default. */
@Extension
public final class ScoutStrategy extends SearchStrategy {

  @Override
  public String id() {
    return "scout";
  }

  @Override
  public String description() {
    return "SCOUT (Pearl): later moves only tested against the best so far, searched when they beat it; with iterative deepening by default";
  }

  @Override
  DepthSearch search() {
    return new Scout();
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
