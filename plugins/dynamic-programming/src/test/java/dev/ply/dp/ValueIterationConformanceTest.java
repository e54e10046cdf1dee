package dev.ply.dp;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

/** On the kit's Nim, whose every position value iteration solves before the first move. */
class ValueIterationConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new ValueIterationStrategy();
  }
}
