package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class GdlLadderClimbConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return GdlLibrary.bundled("ladder-climb");
  }

  /** Up to 30 moves a ply: depth 3 is already some 20,000 paths. */
  @Override
  protected int perftDepth() {
    return 3;
  }
}
