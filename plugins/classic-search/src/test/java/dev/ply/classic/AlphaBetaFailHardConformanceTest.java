package dev.ply.classic;

import dev.ply.api.Game;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import dev.ply.tictactoe.TicTacToe;

class AlphaBetaFailHardConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new AlphaBetaFailHardStrategy();
  }

  @Override
  protected Game game() {
    return new TicTacToe();
  }
}
