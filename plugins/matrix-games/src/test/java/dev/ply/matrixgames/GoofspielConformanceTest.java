package dev.ply.matrixgames;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class GoofspielConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Goofspiel();
  }
}
