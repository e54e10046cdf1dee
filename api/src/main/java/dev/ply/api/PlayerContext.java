package dev.ply.api;

import java.util.Objects;
import java.util.Optional;

/**
 * Everything a {@link Strategy} needs to make a {@link Player}.
 *
 * @param game the game to be played
 * @param variant the game's variant values, defaults filled in
 * @param options the strategy's option values, checked against {@link Strategy#options()}, defaults
 *     filled in
 * @param evaluator the heuristic chosen in the config, or empty for none
 * @param seed a seed for any randomness that is not per game
 */
public record PlayerContext(
    Game game, Options variant, Options options, Optional<Evaluator> evaluator, long seed) {

  /** Checks that nothing is null. */
  public PlayerContext {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(evaluator, "evaluator");
  }
}
