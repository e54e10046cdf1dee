package dev.ply.chance;

import dev.ply.chance.search.ChanceSearch;
import dev.ply.chance.search.Expectiminimax;
import org.pf4j.Extension;

/** {@link Expectiminimax} with iterative deepening by default. */
@Extension
public final class ExpectiminimaxStrategy extends ChanceSearchStrategy {

  @Override
  public String id() {
    return "expectiminimax";
  }

  @Override
  public String description() {
    return "expectiminimax (Michie 1966): minimax over the moves, the probability-weighted mean over the dice, nothing pruned";
  }

  @Override
  ChanceSearch search() {
    return new Expectiminimax();
  }
}
