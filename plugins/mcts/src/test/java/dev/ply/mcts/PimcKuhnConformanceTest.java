package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import java.util.Map;

/** The strategy contract at Kuhn poker: the kit deals the cards and hands each seat its view. */
class PimcKuhnConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new PimcStrategy();
  }

  @Override
  protected Game game() {
    return new dev.ply.poker.KuhnPoker();
  }

  @Override
  protected Options options() {
    Strategy s = strategy();
    return Options.resolve(s.options(), Map.of("iterations", 300L));
  }
}
