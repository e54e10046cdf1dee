package dev.ply.go;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

/**
 * The smallest board under positional superko, where almost every move captures or repeats: the set
 * of boards seen grows and shrinks with play and undo at every ply.
 */
class GoTwoByTwoConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Go();
  }

  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("size", 2L, "komi", -1.0));
  }

  @Override
  protected int playouts() {
    return 300;
  }

  @Override
  protected int perftDepth() {
    return 8;
  }
}
