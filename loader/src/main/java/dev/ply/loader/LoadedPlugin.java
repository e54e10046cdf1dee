package dev.ply.loader;

import java.nio.file.Path;
import java.util.List;

/**
 * A plugin that loaded and started, with the ids of what it provides.
 *
 * @param id the plugin's id from its manifest
 * @param version the plugin's version from its manifest
 * @param description the plugin's description, possibly empty
 * @param path the jar it was loaded from
 * @param games the ids of its games
 * @param strategies the ids of its strategies
 * @param evaluators the ids of its evaluators
 */
public record LoadedPlugin(
    String id,
    String version,
    String description,
    Path path,
    List<String> games,
    List<String> strategies,
    List<String> evaluators) {

  public LoadedPlugin {
    games = List.copyOf(games);
    strategies = List.copyOf(strategies);
    evaluators = List.copyOf(evaluators);
  }

  /** {@code connect-four 1.0.0}. */
  public String label() {
    return id + " " + version;
  }
}
