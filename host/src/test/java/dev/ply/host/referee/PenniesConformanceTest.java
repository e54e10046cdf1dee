package dev.ply.host.referee;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

/** The conformance kit on the referee's test game Pennies: the kit's checks of its kind hold. */
class PenniesConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new KindFixtures.Pennies();
  }

  /** The game is 1 plies long at most. */
  @Override
  protected int perftDepth() {
    return 1;
  }
}
