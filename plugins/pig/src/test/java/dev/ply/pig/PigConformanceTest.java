package dev.ply.pig;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

class PigConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Pig();
  }

  /** A goal of 20 keeps the random playouts short. */
  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("goal", 20));
  }
}
