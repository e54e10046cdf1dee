package dev.ply.kalah;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class KalahConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Kalah();
  }
}
