package dev.ply.host.referee;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

/** The conformance kit on the referee's test game DiceRace: the kit's checks of its kind hold. */
class DiceRaceConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new KindFixtures.DiceRace(2, 2, 2);
  }

  /** The game is a few plies long at most. */
  @Override
  protected int perftDepth() {
    return 4;
  }
}
