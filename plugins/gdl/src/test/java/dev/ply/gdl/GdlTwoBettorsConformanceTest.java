package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

/**
 * The conformance kit on a GDL-II game where two seats choose at once with random: a simultaneous
 * ply of the seats, then a chance node, each seat seeing only the roll and the other's bet.
 */
class GdlTwoBettorsConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return GdlTwoTest.twoBettors();
  }

  /** The bets and the roll. */
  @Override
  protected int perftDepth() {
    return 2;
  }
}
