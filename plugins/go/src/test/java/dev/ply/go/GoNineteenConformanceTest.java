package dev.ply.go;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.conformance.GameConformanceTest;
import java.util.Map;

/** The full board, whose random games run to several hundred plies: fewer of them. */
class GoNineteenConformanceTest extends GameConformanceTest {
  @Override
  protected Game game() {
    return new Go();
  }

  @Override
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of("size", 19L, "komi", 6.5));
  }

  @Override
  protected int playouts() {
    return 6;
  }

  @Override
  protected int perftDepth() {
    return 2;
  }
}
