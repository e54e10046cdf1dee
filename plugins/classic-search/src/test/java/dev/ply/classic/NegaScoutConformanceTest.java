package dev.ply.classic;

import dev.ply.api.Game;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import dev.ply.tictactoe.TicTacToe;

class NegaScoutConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new NegaScoutStrategy();
  }

  @Override
  protected Game game() {
    return new TicTacToe();
  }
}
