package dev.ply.cfr;

import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import java.util.Map;

/**
 * The strategy kit on its small Nim (a game of perfect information, about a million positions): a
 * few iterations, and one strategy for every test so that the policy is trained once.
 */
class CfrPlusConformanceTest extends StrategyConformanceTest {

  private static final Strategy STRATEGY = new CfrPlusStrategy();

  @Override
  protected Strategy strategy() {
    return STRATEGY;
  }

  @Override
  protected Options options() {
    return Options.resolve(STRATEGY.options(), Map.of("iterations", 3));
  }
}
