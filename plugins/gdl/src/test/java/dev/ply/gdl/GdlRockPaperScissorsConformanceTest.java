package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class GdlRockPaperScissorsConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return GdlLibrary.bundled("rock-paper-scissors");
  }

  /** The game lasts three plies (rounds). */
  @Override
  protected int perftDepth() {
    return 3;
  }
}
