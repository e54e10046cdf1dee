package dev.ply.api.conformance;

import dev.ply.api.Game;

class NimFixtureConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new NimFixture();
  }
}
