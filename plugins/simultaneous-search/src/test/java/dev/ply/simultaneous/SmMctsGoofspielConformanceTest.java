package dev.ply.simultaneous;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import java.util.Map;

/** The strategy contract at Goofspiel: the kit asks each seat for its part of the joint move. */
class SmMctsGoofspielConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new SmMctsStrategy();
  }

  @Override
  protected Game game() {
    return new dev.ply.matrixgames.Goofspiel();
  }

  @Override
  protected Options options() {
    Strategy s = strategy();
    return Options.resolve(s.options(), Map.of("iterations", 300L));
  }
}
