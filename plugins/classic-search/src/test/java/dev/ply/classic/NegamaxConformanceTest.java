package dev.ply.classic;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

class NegamaxConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new NegamaxStrategy();
  }
}
