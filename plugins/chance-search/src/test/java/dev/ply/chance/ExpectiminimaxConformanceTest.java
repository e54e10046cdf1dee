package dev.ply.chance;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

/** The kit's small Nim: a game without chance, which the chance searches play too. */
class ExpectiminimaxConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new ExpectiminimaxStrategy();
  }
}
