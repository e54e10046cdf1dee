package dev.ply.randomtree;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

class RandomTreeConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new RandomTree();
  }

  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("branching", 4L, "depth", 6L));
  }
}
