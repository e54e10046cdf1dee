package dev.ply.kalah;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

/**
 * Three pits of twelve seeds, capturing only a full opposite pit: sowings go round the board, past
 * the pit sown from, so undo must take seeds back from cells sown twice.
 */
class KalahManySeedsConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Kalah();
  }

  @Override
  protected Options variant() {
    return Options.resolve(
        game().variantOptions(), Map.of("pits", 3L, "seeds", 12L, "capture-empty-opposite", false));
  }
}
