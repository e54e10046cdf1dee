package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

/** The test game keeps the game contract, so what the strategy tests show on it is meaningful. */
class KingmakerConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Kingmaker();
  }

  @Override
  protected int perftDepth() {
    return 2;
  }
}
