package dev.ply.chess;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

class Chess960ConformanceTest extends GameConformanceTest {

  @Override
  protected Game game() {
    return new Chess();
  }

  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("chess960", 123L));
  }

  @Override
  protected int playouts() {
    return 20;
  }

  @Override
  protected int perftDepth() {
    return 3;
  }
}
