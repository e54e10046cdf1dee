package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import java.util.Map;

/** The strategy contract at Pig, a game of chance: the kit draws the dice as the referee does. */
class MctsPigConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new MctsStrategy();
  }

  @Override
  protected Game game() {
    return new dev.ply.pig.Pig();
  }

  @Override
  protected Options options() {
    Strategy s = strategy();
    return Options.resolve(s.options(), Map.of("iterations", 300L));
  }
}
