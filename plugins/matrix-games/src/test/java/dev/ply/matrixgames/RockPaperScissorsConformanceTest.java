package dev.ply.matrixgames;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class RockPaperScissorsConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new RockPaperScissors();
  }

  /** One round is one ply: there is no longer path to count. */
  @Override
  protected int perftDepth() {
    return 1;
  }
}
