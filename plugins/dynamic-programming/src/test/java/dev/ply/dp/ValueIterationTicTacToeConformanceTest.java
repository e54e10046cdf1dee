package dev.ply.dp;

import dev.ply.api.Game;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import dev.ply.tictactoe.TicTacToe;

class ValueIterationTicTacToeConformanceTest extends StrategyConformanceTest {

  /** Shared, so that its players share one solution. */
  private static final Strategy STRATEGY = new ValueIterationStrategy();

  @Override
  protected Strategy strategy() {
    return STRATEGY;
  }

  @Override
  protected Game game() {
    return new TicTacToe();
  }
}
