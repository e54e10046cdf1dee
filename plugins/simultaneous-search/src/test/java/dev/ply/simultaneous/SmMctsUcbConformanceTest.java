package dev.ply.simultaneous;

import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import java.util.Map;

/** The strategy contract on the kit's Nim with decoupled UCT. */
class SmMctsUcbConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new SmMctsStrategy();
  }

  @Override
  protected Options options() {
    return Options.resolve(strategy().options(), Map.of("selection", "ucb"));
  }
}
