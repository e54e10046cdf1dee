package dev.ply.multiplayer;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

class BestReplyConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new BestReplyStrategy();
  }
}
