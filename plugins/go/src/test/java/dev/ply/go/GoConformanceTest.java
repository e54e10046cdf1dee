package dev.ply.go;

import dev.ply.api.Game;
import dev.ply.api.conformance.GameConformanceTest;

/** The default variant: 9×9, komi 7.5, positional superko. */
class GoConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Go();
  }

  @Override
  protected int perftDepth() {
    return 3;
  }
}
