package dev.ply.host.cli;

import dev.ply.api.Game;
import dev.ply.api.Strategy;
import dev.ply.host.config.Suggestions;
import dev.ply.host.plugins.PluginRegistry;
import java.io.PrintWriter;

/** The one message of the commands that take a game id and a strategy id that are not loaded. */
final class Unknown {

  private Unknown() {}

  /**
   * Whether {@code game} or {@code strategy} was not found; if so, says which to {@code err} with
   * the nearest loaded id, after the command's name.
   */
  static boolean reported(
      String command,
      PluginRegistry registry,
      String gameId,
      Game game,
      String strategyId,
      Strategy strategy,
      PrintWriter err) {
    if (game != null && strategy != null) {
      return false;
    }
    err.println(
        command
            + ": unknown "
            + (game == null
                ? "game '" + gameId + "'. " + Suggestions.hint(gameId, registry.gameIds())
                : "strategy '"
                    + strategyId
                    + "'. "
                    + Suggestions.hint(strategyId, registry.strategyIds())));
    return true;
  }
}
