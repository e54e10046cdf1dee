package dev.ply.connectfour;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

/** The 5 × 4 board, where random games often fill the board. */
class ConnectFourSmallBoardConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new ConnectFour();
  }

  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("width", 5, "height", 4));
  }
}
