package dev.ply.random;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

class RandomStrategyConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new RandomStrategy();
  }
}
