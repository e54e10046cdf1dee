package dev.ply.chinesecheckers;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

class ChineseCheckersSixConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new ChineseCheckersSix();
  }

  /** Six seats play 600 moves a game: fewer games keep each check within a few seconds. */
  @Override
  protected int playouts() {
    return 40;
  }
}
