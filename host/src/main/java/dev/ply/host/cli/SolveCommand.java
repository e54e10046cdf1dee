package dev.ply.host.cli;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.Values;
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

/**
 * {@code ply solve GAME [MOVES]}: the exact value of a position, by a generic search strategy run
 * through the api to the end of the game (no solver hidden in a game plugin).
 */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solve a position exactly: search it to the end of the game with a strategy"
          + " (MTD(f) with a transposition table by default; mtd-bi for Connect Four) and print its value for the side to"
          + " move, the best move, the nodes and the time.",
      "Example: ply solve kalah --variant pits=4 --variant seeds=4"
    })
final class SolveCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "A game id (see ply list).")
  String gameId;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "MOVES",
      description =
          "Moves from the start, separated by spaces or, for one-character moves, not"
              + " at all (Connect Four: 4453).")
  String moves = "";

  @Option(
      names = "--variant",
      paramLabel = "NAME=VALUE",
      description = "A variant option of the game (repeatable).")
  Map<String, String> variant = new LinkedHashMap<>();

  @Option(
      names = "--strategy",
      defaultValue = "mtdf",
      description =
          "The search (default: ${DEFAULT-VALUE}, one search to the end: iterative"
              + " deepening is off unless --option iterative-deepening=true).")
  String strategyId;

  @Option(
      names = "--tt-mb",
      defaultValue = "256",
      description =
          "Transposition table size in MiB, if the strategy takes one"
              + " (default: ${DEFAULT-VALUE}).")
  long ttMb;

  @Option(
      names = "--option",
      paramLabel = "NAME=VALUE",
      description = "An option of the strategy (repeatable), such as iterative-deepening=false.")
  Map<String, String> strategyOptions = new LinkedHashMap<>();

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try (PluginRegistry registry = plugins.load(err)) {
      Game game = registry.game(gameId).orElse(null);
      Strategy strategy = registry.strategy(strategyId).orElse(null);
      if (Unknown.reported("ply solve", registry, gameId, game, strategyId, strategy, err)) {
        return Main.USAGE_ERROR;
      }
      GameState state;
      Player player;
      Options v;
      try {
        v =
            Options.resolve(
                game.variantOptions(),
                OptionArguments.typed(game.variantOptions(), variant, gameId));
        state = position(game, v, moves);
        if (state.isTerminal()) {
          throw new IllegalArgumentException("the game is already over after these moves");
        }
        player = solvingPlayer(game, v, strategy, ttMb, strategyOptions);
      } catch (IllegalArgumentException e) {
        err.println("ply solve: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      player.newGame(state.playerToMove(), 1);
      long start = System.nanoTime();
      SearchReport report = player.chooseMove(state.copy(), Limits.none());
      double seconds = (System.nanoTime() - start) / 1e9;
      int value = report.value();
      out.printf(
          "%s after %d plies, player %d to move%n",
          game.displayName(), state.plies(), state.playerToMove() + 1);
      out.printf(
          Locale.ROOT,
          "value %s (%s)%n",
          Values.isProven(value) ? String.valueOf(Values.utilityOf(value)) : "0",
          Values.isProven(value) ? Values.describe(value) : "a draw");
      game.benchmarkScore(v, state, value)
          .ifPresent(
              score ->
                  out.println("score " + score + " (" + game.benchmarkScoreConvention(v) + ")"));
      out.println("best move " + state.moveToText(report.move()));
      out.printf(
          Locale.ROOT,
          "%d nodes in %.3f s, %.2f M nodes/second%n",
          report.nodes(),
          seconds,
          report.nodes() / Math.max(seconds, 1e-9) / 1e6);
    }
    return 0;
  }

  /**
   * A player of {@code strategy} for solving: no evaluator, the transposition table of {@code ttMb}
   * MiB if the strategy takes one, and the options given on the command line.
   *
   * @throws IllegalArgumentException for an unknown option or a bad value
   */
  static Player solvingPlayer(
      Game game, Options variant, Strategy strategy, long ttMb, Map<String, String> optionTexts) {
    Optional<String> unfit = dev.ply.host.plugins.Fit.whyNot(strategy, game);
    if (unfit.isPresent()) {
      throw new IllegalArgumentException("strategy " + strategy.id() + " " + unfit.get());
    }
    Map<String, Object> opts = new LinkedHashMap<>(strategy.solvingOptions(ttMb));
    opts.putAll(
        OptionArguments.typed(strategy.options(), optionTexts, "strategy " + strategy.id()));
    return strategy.newPlayer(
        new PlayerContext(
            game, variant, Options.resolve(strategy.options(), opts), Optional.empty(), 1));
  }

  /**
   * The position after {@code moves} from the start of {@code game}.
   *
   * @throws IllegalArgumentException when a move cannot be read or is not legal
   */
  static GameState position(Game game, Options variant, String moves) {
    GameState state = game.newGame(variant);
    for (String text : split(moves)) {
      int move = state.textToMove(text);
      if (state.isTerminal() || !state.isLegal(move)) {
        throw new IllegalArgumentException(
            "move " + text + " is not legal after " + state.plies() + " plies");
      }
      state.play(move);
    }
    return state;
  }

  static String[] split(String moves) {
    String t = moves.trim();
    if (t.isEmpty()) {
      return new String[0];
    }
    return t.contains(" ") ? t.split("\\s+") : t.split("");
  }
}
