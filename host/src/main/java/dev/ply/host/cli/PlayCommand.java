package dev.ply.host.cli;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.Values;
import dev.ply.host.config.Durations;
import dev.ply.host.config.Suggestions;
import dev.ply.host.plugins.PluginRegistry;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code ply play GAME --against STRATEGY}: a human against a strategy, in the terminal. */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Play a game against a strategy in the terminal. Type moves as the game writes"
          + " them (ply list shows the games); 'help' lists the legal moves, 'undo' takes back your"
          + " last move and the computer's reply, 'quit' ends the game."
    })
final class PlayCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "A game id (see ply list).")
  String gameId;

  @Option(
      names = "--against",
      paramLabel = "STRATEGY",
      required = true,
      description = "The strategy to play against.")
  String strategyId;

  @Option(names = "--evaluator", paramLabel = "ID", description = "Its evaluator, if it uses one.")
  String evaluatorId;

  @Option(
      names = "--option",
      paramLabel = "NAME=VALUE",
      description = "A strategy option (repeatable).")
  Map<String, String> options = new LinkedHashMap<>();

  @Option(
      names = "--variant",
      paramLabel = "NAME=VALUE",
      description = "A variant option of the game (repeatable).")
  Map<String, String> variant = new LinkedHashMap<>();

  @Option(names = "--depth", paramLabel = "D", description = "The computer's depth limit.")
  Integer depth;

  @Option(
      names = "--time",
      paramLabel = "DURATION",
      defaultValue = "2s",
      description = "The computer's time per move (default: ${DEFAULT-VALUE}).")
  String time;

  @Option(names = "--second", description = "Let the computer move first.")
  boolean second;

  @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed.")
  long seed;

  @Mixin PluginOptions plugins;

  @ParentCommand Main parent;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try (PluginRegistry registry = plugins.load(err)) {
      Game game;
      Player computer;
      Budget budget;
      try {
        game =
            registry
                .game(gameId)
                .orElseThrow(
                    () ->
                        new IllegalArgumentException(
                            "unknown game '"
                                + gameId
                                + "'. "
                                + Suggestions.hint(gameId, registry.gameIds())));
        Strategy strategy =
            registry
                .strategy(strategyId)
                .orElseThrow(
                    () ->
                        new IllegalArgumentException(
                            "unknown strategy '"
                                + strategyId
                                + "'. "
                                + Suggestions.hint(strategyId, registry.strategyIds())));
        Optional<String> unfit = dev.ply.host.plugins.Fit.whyNot(strategy, game);
        if (unfit.isPresent()) {
          throw new IllegalArgumentException(strategyId + " " + unfit.get());
        }
        Optional<Evaluator> evaluator =
            Optional.ofNullable(evaluatorId)
                .map(
                    id ->
                        registry
                            .evaluator(id)
                            .orElseThrow(
                                () ->
                                    new IllegalArgumentException(
                                        "unknown evaluator '"
                                            + id
                                            + "'. "
                                            + Suggestions.hint(id, registry.evaluatorIds()))));
        Options variantOptions =
            Options.resolve(
                game.variantOptions(),
                OptionArguments.typed(game.variantOptions(), variant, gameId));
        computer =
            strategy.newPlayer(
                new PlayerContext(
                    game,
                    variantOptions,
                    Options.resolve(
                        strategy.options(),
                        OptionArguments.typed(strategy.options(), options, strategyId)),
                    evaluator,
                    seed));
        Duration perMove = Durations.parse(time);
        budget =
            () ->
                new Limits(
                    depth == null ? Limits.NO_DEPTH_LIMIT : depth,
                    Limits.NO_NODE_LIMIT,
                    System.nanoTime() + perMove.toNanos());
        return play(game, game.newGame(variantOptions), computer, budget, out);
      } catch (IllegalArgumentException e) {
        err.println("ply play: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
    }
  }

  /** A fresh budget for each of the computer's moves. */
  private interface Budget {
    Limits create();
  }

  private int play(Game game, GameState state, Player computer, Budget budget, PrintWriter out)
      throws IOException {
    int computerSeat = second ? 0 : 1;
    computer.newGame(computerSeat, seed);
    BufferedReader in = parent.in;
    int[] buffer = new int[state.maxMoves()];
    banner(game, state, computerSeat, buffer, out);
    // The ply count before each of your moves, and every move's text, for undo.
    Deque<Integer> yourMoves = new ArrayDeque<>();
    List<String> played = new ArrayList<>();
    while (true) {
      out.println();
      out.println(state.render());
      if (state.isTerminal()) {
        int u = state.utility(1 - computerSeat);
        out.println(u > 0 ? "You win." : u < 0 ? "The computer wins." : "A draw.");
        return 0;
      }
      if (state.playerToMove() == computerSeat) {
        long start = System.nanoTime();
        SearchReport report = computer.chooseMove(state.copy(), budget.create());
        double seconds = (System.nanoTime() - start) / 1e9;
        if (report == null || !state.isLegal(report.move())) {
          out.println("The computer returned no legal move; the game stops here.");
          return Main.RUNTIME_FAILURE;
        }
        out.printf(
            Locale.ROOT,
            "The computer plays %s (depth %d, value %s, %.2f s)%n",
            state.moveToText(report.move()),
            report.depth(),
            report.hasValue() ? Values.describe(report.value()) : "-",
            seconds);
        played.add(state.moveToText(report.move()));
        state.play(report.move());
        continue;
      }
      out.print("Your move: ");
      out.flush();
      String line = in.readLine();
      String word = line == null ? "quit" : line.trim().toLowerCase(Locale.ROOT);
      if (word.equals("quit")) {
        out.println();
        out.println("Game abandoned.");
        return 0;
      }
      int n = state.legalMoves(buffer);
      if (word.equals("help") || word.equals("?")) {
        out.println("Legal moves: " + legal(state, buffer, n));
        out.println(
            "Commands: help (this list), undo (take back your last move and the"
                + " computer's reply), quit");
        continue;
      }
      if (word.equals("undo")) {
        undo(state, yourMoves, played, out);
        continue;
      }
      int move;
      try {
        move = state.textToMove(line);
      } catch (IllegalArgumentException e) {
        out.println("'" + line.trim() + "' is not a move: " + e.getMessage());
        out.println("Legal moves: " + legal(state, buffer, n));
        continue;
      }
      if (!state.isLegal(move)) {
        out.println(line.trim() + " is not legal here. Legal moves: " + legal(state, buffer, n));
        continue;
      }
      yourMoves.push(state.plies());
      played.add(state.moveToText(move));
      state.play(move);
    }
  }

  /** Who plays which side, who moves first, and the commands. */
  private void banner(Game game, GameState state, int computerSeat, int[] buffer, PrintWriter out) {
    int yourSeat = 1 - computerSeat;
    int n = state.legalMoves(buffer);
    out.printf(
        "%s against %s. You are player %d and move %s; the computer is player %d.%n",
        game.displayName(),
        strategyId,
        yourSeat + 1,
        yourSeat == 0 ? "first" : "second",
        computerSeat + 1);
    out.println(
        "Type a move as the game writes it"
            + (n > 0 ? " (such as " + state.moveToText(buffer[0]) + ")" : "")
            + "; 'help' lists the legal moves, 'undo'"
            + " takes back your last move and the computer's reply, 'quit' ends the game.");
  }

  /** Takes back your last move and every move after it (the computer's reply). */
  private static void undo(
      GameState state, Deque<Integer> yourMoves, List<String> played, PrintWriter out) {
    if (yourMoves.isEmpty()) {
      out.println("Nothing to undo: you have not moved yet.");
      return;
    }
    int target = yourMoves.pop();
    List<String> taken = new ArrayList<>(played.subList(target, played.size()));
    while (state.plies() > target) {
      state.undo();
      played.remove(played.size() - 1);
    }
    out.println(
        "Took back "
            + String.join(
                " and ",
                taken.size() == 1
                    ? List.of("your move " + taken.get(0))
                    : List.of(
                        "your move " + taken.get(0),
                        "the reply " + String.join(" ", taken.subList(1, taken.size()))))
            + ".");
  }

  private static String legal(GameState state, int[] moves, int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "" : " ").append(state.moveToText(moves[i]));
    }
    return sb.toString();
  }
}
