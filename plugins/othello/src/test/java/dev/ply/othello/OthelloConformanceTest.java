package dev.ply.othello;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class OthelloConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Othello();
  }
}
