package dev.ply.tictactoe;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class TicTacToeConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new TicTacToe();
  }
}
