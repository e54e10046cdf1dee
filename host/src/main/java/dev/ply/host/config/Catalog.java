package dev.ply.host.config;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.Strategy;
import java.util.Optional;
import java.util.Set;

/**
 * The plugins a config may name: what {@link RunConfigLoader} needs from the plugin registry.
 *
 * <p><b>Who implements it:</b> the host's plugin registry; tests use a small in-memory one. <b>Who
 * calls it:</b> the config loader, on the caller's thread, while it checks a file. Lookups are by
 * exact id; nothing returned is null. The id sets are used to suggest the nearest id and to list
 * the available ones, so an implementation should return them in a stable (for example sorted)
 * order.
 */
public interface Catalog {

  /** The game with this {@link Game#id()}, if one is loaded. */
  Optional<Game> game(String id);

  /** The strategy with this {@link Strategy#id()}, if one is loaded. */
  Optional<Strategy> strategy(String id);

  /** The evaluator with this {@link Evaluator#id()}, if one is loaded. */
  Optional<Evaluator> evaluator(String id);

  /** The ids of every loaded game. */
  Set<String> gameIds();

  /** The ids of every loaded strategy. */
  Set<String> strategyIds();

  /** The ids of every loaded evaluator. */
  Set<String> evaluatorIds();

  /**
   * Why {@code id} of this kind ({@code game}, {@code strategy}, {@code evaluator}) cannot be used
   * although it was offered: two loaded plugins offer it (a sentence naming both jars), or empty.
   * Such an id is not returned by the lookups, so that no run silently takes either.
   */
  default Optional<String> conflict(String kind, String id) {
    return Optional.empty();
  }
}
