package dev.ply.mcts;

import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

/** The strategy contract with the default options on the kit's Nim, a game seen whole. */
class IsmctsConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new IsmctsStrategy();
  }
}
