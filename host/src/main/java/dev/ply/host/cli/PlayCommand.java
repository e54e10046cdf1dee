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
      names = "--evaluator-option",
      paramLabel = "NAME=VALUE",
      description = "An option of its evaluator, such as a weight (repeatable).")
  Map<String, String> evaluatorOptions = new LinkedHashMap<>();

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

  @Option(
      names = "--seat",
      paramLabel = "N",
      description =
          "Your seat, from 1 (a game of more players: the computer takes every other seat).")
  Integer seat;

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
        Optional<Evaluator> chosen =
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
        Optional<Evaluator> evaluator = OptionArguments.configured(chosen, evaluatorOptions);
        Options variantOptions =
            Options.resolve(
                game.variantOptions(),
                OptionArguments.typed(game.variantOptions(), variant, gameId));
        // What the strategy can say only of the variant (a tree too large for cfr's tables).
        Optional<String> unfitVariant =
            dev.ply.host.plugins.Fit.whyNot(strategy, game, variantOptions);
        if (unfitVariant.isPresent()) {
          throw new IllegalArgumentException(strategyId + " " + unfitVariant.get());
        }
        Options strategyOptions =
            Options.resolve(
                strategy.options(), OptionArguments.typed(strategy.options(), options, strategyId));
        computer =
            strategy.newPlayer(
                new PlayerContext(game, variantOptions, strategyOptions, evaluator, seed));
        List<Player> computers = new ArrayList<>();
        for (int s = 0; s < game.players(); s++) {
          computers.add(
              s == 0
                  ? computer
                  : strategy.newPlayer(
                      new PlayerContext(
                          game, variantOptions, strategyOptions, evaluator, seed + s)));
        }
        Duration perMove = Durations.parse(time);
        budget =
            () ->
                new Limits(
                    depth == null ? Limits.NO_DEPTH_LIMIT : depth,
                    Limits.NO_NODE_LIMIT,
                    System.nanoTime() + perMove.toNanos());
        int human = seat != null ? seat - 1 : second ? 1 : 0;
        if (human < 0 || human >= game.players()) {
          throw new IllegalArgumentException(
              "--seat " + seat + ": " + game.id() + " has seats 1 to " + game.players());
        }
        if (game.players() != 2 || !game.features().isEmpty()) {
          return new TableAtTheTerminal(game, game.newGame(variantOptions), human, computers)
              .play(budget, out);
        }
        return play(game, game.newGame(variantOptions), computer, budget, out);
      } catch (IllegalArgumentException e) {
        err.println("ply play: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
    }
  }

  /**
   * A game of any kind at the terminal: you at one seat, the computer at every other (a player of
   * its own a seat), chance drawn from the seed, and in a game of hidden information only what your
   * seat sees shown (your observation), never the board. At a simultaneous position the computer
   * chooses before you are asked, from a position without your choice.
   */
  private final class TableAtTheTerminal {
    private final Game game;
    private final GameState state;
    private final int human;
    private final List<Player> computers;
    private final boolean hidden;
    private final java.util.SplittableRandom chance;

    TableAtTheTerminal(Game game, GameState state, int human, List<Player> computers) {
      this.game = game;
      this.state = state;
      this.human = human;
      this.computers = computers;
      this.hidden = game.features().contains(dev.ply.api.GameFeature.HIDDEN_INFORMATION);
      this.chance = new java.util.SplittableRandom(seed ^ 0x5DEECE66DL);
    }

    int play(Budget budget, PrintWriter out) throws IOException {
      for (int s = 0; s < game.players(); s++) {
        if (s != human) {
          computers.get(s).newGame(s, seed + s);
        }
      }
      out.printf(
          "%s, %d players: you are player %d, %s plays every other seat.%n",
          game.displayName(), game.players(), human + 1, strategyId);
      out.println(
          "Type a move as the game writes it; 'help' lists your legal moves, 'quit' ends the game"
              + (hidden ? ". You see only what your seat sees." : "."));
      int[] buffer = new int[state.maxMoves()];
      String shown = null;
      while (true) {
        String now = hidden ? "You see: " + state.observation(human) : state.render();
        if (!now.equals(shown)) {
          // Only what changed: a deal to another seat shows you nothing new.
          out.println();
          out.println(now);
          shown = now;
        }
        if (state.isTerminal()) {
          if (hidden) {
            out.println("The whole game: " + state.render());
          }
          out.println(ending());
          return 0;
        }
        int toMove = state.playerToMove();
        if (toMove == GameState.CHANCE) {
          List<dev.ply.api.ChanceOutcome> outcomes = state.chanceOutcomes();
          int move = outcomes.get(drawIndex(outcomes)).move();
          if (!hidden) {
            out.println("Chance: " + state.moveToText(move));
          }
          state.play(move);
          continue;
        }
        if (toMove == GameState.SIMULTANEOUS) {
          int[] joint = new int[game.players()];
          java.util.Arrays.fill(joint, GameState.NO_MOVE);
          for (int s = 0; s < game.players(); s++) {
            if (s != human && state.legalMovesOf(s, buffer) > 0) {
              joint[s] = computerMove(s, budget, out, false);
              if (joint[s] == GameState.NO_MOVE) {
                return Main.RUNTIME_FAILURE;
              }
            }
          }
          if (state.legalMovesOf(human, buffer) > 0) {
            Integer mine = ask(out, buffer);
            if (mine == null) {
              return 0;
            }
            joint[human] = mine;
          }
          StringBuilder chosen = new StringBuilder();
          for (int s = 0; s < joint.length; s++) {
            if (s != human && joint[s] != GameState.NO_MOVE) {
              chosen.append(chosen.length() == 0 ? "" : ", ");
              chosen.append("player ").append(s + 1).append(' ').append(state.moveToText(joint[s]));
            }
          }
          out.println("Chosen at the same time: " + chosen);
          state.playJoint(joint);
          continue;
        }
        if (toMove == human) {
          Integer mine = ask(out, buffer);
          if (mine == null) {
            return 0;
          }
          state.play(mine);
          continue;
        }
        int move = computerMove(toMove, budget, out, true);
        if (move == GameState.NO_MOVE) {
          return Main.RUNTIME_FAILURE;
        }
        state.play(move);
      }
    }

    /** Your move, read until it is legal; null when you quit. */
    private Integer ask(PrintWriter out, int[] buffer) throws IOException {
      while (true) {
        int n = state.legalMovesOf(human, buffer);
        out.print("Your move: ");
        out.flush();
        String line = parent.in.readLine();
        String word = line == null ? "quit" : line.trim().toLowerCase(Locale.ROOT);
        if (word.equals("quit")) {
          out.println();
          out.println("Game abandoned.");
          return null;
        }
        if (word.equals("help") || word.equals("?") || word.equals("undo")) {
          out.println("Legal moves: " + legal(state, buffer, n));
          if (word.equals("undo")) {
            out.println(
                "undo is offered only in games of two players without chance, hidden information"
                    + " or simultaneous moves.");
          }
          continue;
        }
        try {
          int move = state.textToMove(line);
          for (int i = 0; i < n; i++) {
            if (buffer[i] == move) {
              return move;
            }
          }
          out.println(line.trim() + " is not legal here. Legal moves: " + legal(state, buffer, n));
        } catch (IllegalArgumentException e) {
          out.println("'" + line.trim() + "' is not a move: " + e.getMessage());
          out.println("Legal moves: " + legal(state, buffer, n));
        }
      }
    }

    /**
     * The computer's move in seat {@code s}, from a copy or its view; {@link GameState#NO_MOVE}
     * (with a line saying so) when it has none that is legal.
     */
    private int computerMove(int s, Budget budget, PrintWriter out, boolean say) {
      SearchReport report =
          hidden
              ? computers.get(s).chooseMove(state.view(s), budget.create())
              : computers.get(s).chooseMove(state.copy(), budget.create());
      int[] buffer = new int[state.maxMoves()];
      int n = state.legalMovesOf(s, buffer);
      boolean legal = false;
      for (int i = 0; report != null && i < n; i++) {
        legal |= buffer[i] == report.move();
      }
      if (!legal) {
        out.println("The computer returned no legal move; the game stops here.");
        return GameState.NO_MOVE;
      }
      if (say) {
        // In a game of hidden information a move of another seat may be hidden too: its text
        // is shown only where the game shows everything.
        out.println(
            "Player "
                + (s + 1)
                + (hidden ? " has moved." : " plays " + state.moveToText(report.move())));
      }
      return report.move();
    }

    private int drawIndex(List<dev.ply.api.ChanceOutcome> outcomes) {
      double r = chance.nextDouble();
      double sum = 0;
      for (int i = 0; i < outcomes.size(); i++) {
        sum += outcomes.get(i).probability();
        if (r < sum) {
          return i;
        }
      }
      return outcomes.size() - 1;
    }

    /** Every seat's result, and yours in words. */
    private String ending() {
      int[] u = new int[game.players()];
      StringBuilder all = new StringBuilder();
      for (int s = 0; s < u.length; s++) {
        u[s] = state.utility(s);
        all.append(s == 0 ? "" : ", ").append("player ").append(s + 1).append(' ').append(u[s]);
      }
      double score = dev.ply.host.referee.GameRecord.placementScores(u).get(human);
      String words = score == 1 ? "You win." : score == 0 ? "You lose." : "You share a place.";
      return words + " Results: " + all + ".";
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
