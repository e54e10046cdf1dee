package dev.ply.matrixgames;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

class RockPaperScissorsRoundsConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new RockPaperScissors();
  }

  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("rounds", 5));
  }
}
