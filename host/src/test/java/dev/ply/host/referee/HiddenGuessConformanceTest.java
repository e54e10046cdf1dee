package dev.ply.host.referee;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

/**
 * The conformance kit on the referee's test game HiddenGuess: the kit's checks of its kind hold.
 */
class HiddenGuessConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new KindFixtures.HiddenGuess();
  }

  /** The game is 3 plies long at most. */
  @Override
  protected int perftDepth() {
    return 3;
  }
}
