package dev.ply.multiplayer;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

class ParanoidConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new ParanoidStrategy();
  }
}
