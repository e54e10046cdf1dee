package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import dev.ply.tictactoe.TicTacToe;

/** The strategy contract with the default options on tic-tac-toe. */
class MctsTicTacToeConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new MctsStrategy();
  }

  @Override
  protected Game game() {
    return new TicTacToe();
  }
}
