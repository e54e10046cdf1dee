package dev.ply.randomtree;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

/** The kit on Ballard's regular trees: move, chance, move, chance ... */
class EveryOtherChanceTreeConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new RandomChanceTree();
  }

  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("branching", 3L, "depth", 7L));
  }
}
