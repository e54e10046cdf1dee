package dev.ply.chinesecheckers;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

class ChineseCheckersFourConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new ChineseCheckersFour();
  }

  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("size", 3));
  }
}
