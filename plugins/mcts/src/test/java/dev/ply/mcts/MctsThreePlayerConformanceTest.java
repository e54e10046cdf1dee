package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;

/** The strategy contract in a three-player game whose seats do not move in turn. */
class MctsThreePlayerConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new MctsStrategy();
  }

  @Override
  protected Game game() {
    return new Kingmaker();
  }
}
