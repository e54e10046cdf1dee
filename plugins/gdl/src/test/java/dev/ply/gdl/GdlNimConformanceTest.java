package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class GdlNimConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return GdlLibrary.bundled("nim");
  }
}
