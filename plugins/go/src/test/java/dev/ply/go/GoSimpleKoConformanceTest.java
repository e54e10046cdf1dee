package dev.ply.go;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

/** 5×5 under the simple ko rule, whose ko point is part of the hash and of undo. */
class GoSimpleKoConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Go();
  }

  @Override
  protected Options variant() {
    return Options.resolve(
        game().variantOptions(), Map.of("size", 5L, "ko", "simple", "komi", 0.5));
  }
}
