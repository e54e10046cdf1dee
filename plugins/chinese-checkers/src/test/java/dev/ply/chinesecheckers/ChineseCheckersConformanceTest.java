package dev.ply.chinesecheckers;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class ChineseCheckersConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new ChineseCheckers();
  }
}
