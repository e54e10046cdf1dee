package dev.ply.simultaneous;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

/** The strategy contract on the kit's Nim, where one seat moves at a time. */
class SmMctsConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new SmMctsStrategy();
  }
}
