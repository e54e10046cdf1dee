package dev.ply.host.config;

import dev.ply.api.Game;
import dev.ply.api.Options;
import java.util.Objects;

/**
 * The game of a match: the {@code game} and {@code variant} keys of a match file, resolved.
 *
 * @param game the game plugin named by {@code game}
 * @param variant the {@code variant} values, checked against {@link Game#variantOptions()}, with
 *     defaults filled in; {@link Game#newGame(Options)} accepted them when the file was loaded
 */
public record GameSpec(Game game, Options variant) {

  /** Checks that nothing is null. */
  public GameSpec {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(variant, "variant");
  }
}
