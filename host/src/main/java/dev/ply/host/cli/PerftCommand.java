package dev.ply.host.cli;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Perft;
import dev.ply.host.config.Suggestions;
import dev.ply.host.plugins.PluginRegistry;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ply perft GAME DEPTH}: counts move paths, the standard check of a move generator. */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = {
      "Count the move paths of exactly DEPTH plies from the start position (a game"
          + " that ends sooner is not extended), and time it.",
      "nodes/second counts the positions reached at the last ply per second of wall-clock time,"
          + " as perft tools usually do.",
      "Convention: only paths of exactly DEPTH plies count (a pass is a ply); a game that ends"
          + " sooner is not a leaf. For Othello this equals the published counts up to depth 9"
          + " and differs from depth 10 on (24,571,056 rather than 24,571,284)."
    })
final class PerftCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "A game id (see ply list).")
  String gameId;

  @Parameters(index = "1", paramLabel = "DEPTH", description = "Plies to count, 1 to 64.")
  int depth;

  @Option(
      names = "--variant",
      paramLabel = "NAME=VALUE",
      description = "A variant option of the game, such as width=5 (repeatable).")
  Map<String, String> variant = new LinkedHashMap<>();

  @Option(
      names = "--moves",
      paramLabel = "MOVES",
      description = "Moves to play from the start first, separated by spaces.")
  String moves = "";

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (depth < 1 || depth > 64) {
      err.println("ply perft: DEPTH must be from 1 to 64, got " + depth);
      return Main.USAGE_ERROR;
    }
    try (PluginRegistry registry = plugins.load(err)) {
      Optional<Game> found = registry.game(gameId);
      if (found.isEmpty()) {
        err.println(
            "ply perft: unknown game '"
                + gameId
                + "'. "
                + Suggestions.hint(gameId, registry.gameIds()));
        return Main.USAGE_ERROR;
      }
      Game game = found.get();
      GameState state;
      try {
        state =
            game.newGame(
                Options.resolve(
                    game.variantOptions(),
                    OptionArguments.typed(game.variantOptions(), variant, game.id())));
        for (String m : moves.trim().isEmpty() ? new String[0] : moves.trim().split("\\s+")) {
          int move = state.textToMove(m);
          if (!state.isLegal(move)) {
            throw new IllegalArgumentException(
                "move " + m + " is not legal after " + state.plies() + " plies");
          }
          state.play(move);
        }
      } catch (IllegalArgumentException e) {
        err.println("ply perft: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      long start = System.nanoTime();
      long leaves = Perft.count(state, depth);
      double seconds = (System.nanoTime() - start) / 1e9;
      out.printf(Locale.ROOT, "perft %s depth %d: %d%n", game.id(), depth, leaves);
      out.printf(
          Locale.ROOT,
          "time %.3f s, %.1f M nodes/second%n",
          seconds,
          leaves / Math.max(seconds, 1e-9) / 1e6);
    }
    return 0;
  }
}
