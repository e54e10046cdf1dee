package dev.ply.connectfour;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

/** The 8 × 7 board, whose bitboard uses all 64 bits, the sign bit included. */
class ConnectFourFullWordConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new ConnectFour();
  }

  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("width", 8, "height", 7));
  }
}
