package dev.ply.backgammon;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class BackgammonConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Backgammon();
  }

  /** Opening roll, a turn, a roll, a turn: 30 × about 15 × 21 × about 20 paths. */
  @Override
  protected int perftDepth() {
    return 4;
  }

  /** A random game of backgammon is a few hundred plies. */
  @Override
  protected int playouts() {
    return 40;
  }
}
