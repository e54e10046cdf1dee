package dev.ply.chance;

import dev.ply.chance.search.ChanceSearch;
import dev.ply.chance.search.Star1;
import org.pf4j.Extension;

/** {@link Star1} with iterative deepening by default. */
@Extension
public final class Star1Strategy extends ChanceSearchStrategy {

  @Override
  public String id() {
    return "star1";
  }

  @Override
  public String description() {
    return "Star1 (Ballard 1983): expectiminimax's value with alpha-beta at the moves and cutoffs at the chance nodes from bounds on the values";
  }

  @Override
  ChanceSearch search() {
    return new Star1();
  }
}
