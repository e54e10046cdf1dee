package dev.ply.chess;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class ChessConformanceTest extends GameConformanceTest {

  @Override
  protected Game game() {
    return new Chess();
  }

  @Override
  protected int playouts() {
    return 30;
  }

  @Override
  protected int perftDepth() {
    return 3;
  }
}
