package dev.ply.dp;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.Map;
import java.util.Optional;

/** Player contexts for the tests: a game's variant and a strategy's options by name. */
final class Contexts {

  private Contexts() {}

  static PlayerContext of(
      Game game, Map<String, ?> variant, Strategy strategy, Map<String, ?> options) {
    return new PlayerContext(
        game,
        Options.resolve(game.variantOptions(), variant),
        Options.resolve(strategy.options(), options),
        Optional.empty(),
        1);
  }
}
