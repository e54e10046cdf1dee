package dev.ply.dp;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

/** On the kit's Nim, solved by policy iteration before the first move. */
class PolicyIterationConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new PolicyIterationStrategy();
  }
}
