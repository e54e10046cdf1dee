package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class GdlConnectFourConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return GdlLibrary.bundled("connect-four");
  }
}
