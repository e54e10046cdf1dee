package dev.ply.nim;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class NimConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Nim();
  }
}
