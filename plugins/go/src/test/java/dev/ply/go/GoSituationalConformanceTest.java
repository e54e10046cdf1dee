package dev.ply.go;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

/** 3×3 under situational superko with komi 0, so that games also end in a tie. */
class GoSituationalConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Go();
  }

  @Override
  protected Options variant() {
    return Options.resolve(
        game().variantOptions(), Map.of("size", 3L, "ko", "situational", "komi", 0.0));
  }

  @Override
  protected int perftDepth() {
    return 5;
  }
}
