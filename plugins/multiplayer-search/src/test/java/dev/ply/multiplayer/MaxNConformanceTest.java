package dev.ply.multiplayer;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

class MaxNConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new MaxNStrategy();
  }
}
