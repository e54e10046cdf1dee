package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class GdlFourWayRaceConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return GdlLibrary.bundled("four-way-race");
  }
}
