package dev.ply.dp;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import java.util.Map;

/** The strategy contract at Pig, whose dice the kit draws as the referee does. */
class HoldAtConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new HoldAtStrategy();
  }

  @Override
  protected Game game() {
    return new dev.ply.pig.Pig();
  }

  @Override
  protected Options options() {
    Strategy s = strategy();
    return Options.resolve(s.options(), Map.of());
  }
}
