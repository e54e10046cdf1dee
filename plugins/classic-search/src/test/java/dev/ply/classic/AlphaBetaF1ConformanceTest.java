package dev.ply.classic;

import dev.ply.api.Game;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import dev.ply.tictactoe.TicTacToe;

class AlphaBetaF1ConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new AlphaBetaF1Strategy();
  }

  @Override
  protected Game game() {
    return new TicTacToe();
  }
}
