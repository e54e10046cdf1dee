package dev.ply.connectfour;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class ConnectFourConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new ConnectFour();
  }
}
