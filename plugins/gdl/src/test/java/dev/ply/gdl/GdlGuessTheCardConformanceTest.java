package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

/** The conformance kit on the bundled GDL-II game: chance, hidden information, views, samples. */
class GdlGuessTheCardConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return GdlLibrary.bundled("guess-the-card");
  }

  /** The game lasts three plies: the deal, the pointing, the guess. */
  @Override
  protected int perftDepth() {
    return 3;
  }
}
