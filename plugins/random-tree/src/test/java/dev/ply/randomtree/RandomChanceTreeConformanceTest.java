package dev.ply.randomtree;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

/** The kit on chance trees whose chance nodes fall anywhere, one after another too. */
class RandomChanceTreeConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new RandomChanceTree();
  }

  @Override
  protected Options variant() {
    return Options.resolve(
        game().variantOptions(), Map.of("branching", 4L, "depth", 6L, "chance", "0.4"));
  }
}
