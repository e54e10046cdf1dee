package dev.ply.host.cli;

import dev.ply.api.Game;
import dev.ply.api.GameSolver;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Solution;
import dev.ply.api.SolveStep;
import dev.ply.api.Strategy;
import dev.ply.api.Values;
import dev.ply.host.plugins.PluginRegistry;
import java.io.PrintWriter;
import java.util.ArrayList;
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
      description =
          "The search (default: mtdf, one search to the end: iterative deepening is off unless"
              + " --option iterative-deepening=true; for a game mtdf cannot play, such as Pig or"
              + " Kuhn poker, the first strategy that solves whole games and fits it, such as"
              + " value-iteration or cfr-plus).")
  String strategyId;

  @Option(
      names = "--iterations",
      paramLabel = "N",
      description =
          "The iterations of a strategy that solves the whole game (CFR's iterations, value"
              + " iteration's most sweeps): its option iterations (or max-sweeps).")
  Long iterations;

  @Option(
      names = "--svg",
      paramLabel = "FILE",
      description =
          "With a strategy that solves the whole game: draw each figure it reports (value,"
              + " exploitability …) over the iterations into this SVG file.")
  java.nio.file.Path svg;

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
      boolean named = strategyId != null;
      if (!named) {
        strategyId = game == null ? DEFAULT_STRATEGY : defaultStrategy(registry, game);
      }
      Strategy strategy = registry.strategy(strategyId).orElse(null);
      if (Unknown.reported("ply solve", registry, gameId, game, strategyId, strategy, err)) {
        return Main.USAGE_ERROR;
      }
      List<String> able = solvers(registry, game);
      if (!named && !dev.ply.host.plugins.Fit.fits(strategy, game)) {
        err.println(
            "ply solve: no loaded strategy solves "
                + game.id()
                + ": "
                + strategy.id()
                + " "
                + dev.ply.host.plugins.Fit.whyNot(strategy, game).orElse("cannot play it")
                + ", and no strategy that solves whole games fits it"
                + (able.isEmpty() ? "" : "; try: " + String.join(", ", able)));
        return Main.USAGE_ERROR;
      }
      if (strategy instanceof GameSolver solver) {
        return solveWhole(game, strategy, solver, out, err);
      }
      if (!strategy.solves()) {
        err.println(
            "ply solve: strategy "
                + strategy.id()
                + " cannot solve: it neither searches to the end of the game (Strategy.solves) nor"
                + " solves whole games (GameSolver); "
                + (able.isEmpty()
                    ? "none of the loaded strategies can solve " + game.id()
                    : "strategies that can: " + String.join(", ", able)));
        return Main.USAGE_ERROR;
      }
      if (iterations != null || svg != null) {
        err.println(
            "ply solve: --iterations and --svg are for a strategy that solves the whole game"
                + " (such as value-iteration or cfr-plus); "
                + strategy.id()
                + " searches the position");
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

  static final String DEFAULT_STRATEGY = "mtdf";

  /** The loaded strategies that can solve {@code game}: by search to the end, or whole. */
  private static List<String> solvers(PluginRegistry registry, Game game) {
    return registry.strategyIds().stream()
        .sorted()
        .filter(
            id -> {
              Strategy s = registry.strategy(id).orElseThrow();
              return (s.solves() || s instanceof GameSolver)
                  && dev.ply.host.plugins.Fit.fits(s, game);
            })
        .toList();
  }

  /**
   * The strategy {@code ply solve} uses when none is named: mtdf where it can play the game, else
   * the first strategy (by id) that solves whole games and fits the game, else mtdf (whose misfit
   * is then reported).
   */
  static String defaultStrategy(PluginRegistry registry, Game game) {
    Optional<Strategy> search = registry.strategy(DEFAULT_STRATEGY);
    if (search.isPresent() && dev.ply.host.plugins.Fit.fits(search.get(), game)) {
      return DEFAULT_STRATEGY;
    }
    return registry.strategyIds().stream()
        .sorted()
        .map(id -> registry.strategy(id).orElseThrow())
        .filter(s -> s instanceof GameSolver && dev.ply.host.plugins.Fit.fits(s, game))
        .map(Strategy::id)
        .findFirst()
        .orElse(DEFAULT_STRATEGY);
  }

  /** Runs a strategy that solves the whole game, printing its steps as a table as they come. */
  private int solveWhole(
      Game game, Strategy strategy, GameSolver solver, PrintWriter out, PrintWriter err) {
    PlayerContext context;
    GameState state;
    try {
      Options v =
          Options.resolve(
              game.variantOptions(), OptionArguments.typed(game.variantOptions(), variant, gameId));
      state = position(game, v, moves);
      if (state.isTerminal()) {
        throw new IllegalArgumentException("the game is already over after these moves");
      }
      Optional<String> unfit = dev.ply.host.plugins.Fit.whyNot(strategy, game, v);
      if (unfit.isPresent()) {
        throw new IllegalArgumentException("strategy " + strategy.id() + " " + unfit.get());
      }
      Map<String, String> texts = new LinkedHashMap<>(strategyOptions);
      if (iterations != null) {
        texts.put(iterationOption(strategy), String.valueOf(iterations));
      }
      Map<String, Object> opts =
          OptionArguments.typed(strategy.options(), texts, "strategy " + strategy.id());
      context =
          new PlayerContext(
              game, v, Options.resolve(strategy.options(), opts), Optional.empty(), 1);
    } catch (IllegalArgumentException e) {
      err.println("ply solve: " + e.getMessage());
      return Main.USAGE_ERROR;
    }
    if (svg != null) {
      java.nio.file.Path folder = svg.toAbsolutePath().getParent();
      if (folder == null || !java.nio.file.Files.isDirectory(folder)) {
        err.println("ply solve: cannot write " + svg + ": there is no folder " + folder);
        return Main.USAGE_ERROR;
      }
      if (!java.nio.file.Files.isWritable(folder)) {
        err.println("ply solve: cannot write " + svg + ": the folder " + folder + " is read-only");
        return Main.USAGE_ERROR;
      }
    }
    String heading =
        String.format(
            "%s after %d plies, solved by %s: %s",
            game.displayName(), state.plies(), strategy.id(), strategy.description());
    boolean[] headed = {false};
    List<SolveStep> steps = new ArrayList<>();
    java.util.function.Consumer<SolveStep> table = printer(out, steps);
    long start = System.nanoTime();
    Solution solution;
    try {
      solution =
          solver.solve(
              context,
              state.copy(),
              step -> {
                if (!headed[0]) {
                  out.println(heading); // once the solver has accepted the position
                  headed[0] = true;
                }
                table.accept(step);
              });
    } catch (IllegalArgumentException e) {
      err.println("ply solve: " + strategy.id() + " cannot solve this: " + e.getMessage());
      return Main.USAGE_ERROR;
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    if (!headed[0]) {
      out.println(heading);
    }
    out.printf(Locale.ROOT, "value %s for player 1%n", figure(solution.value()));
    solution.figures().forEach((k, x) -> out.println(k + " " + figure(x)));
    if (solution.move() != GameState.NO_MOVE) {
      out.println("best move " + state.moveToText(solution.move()));
    }
    out.printf(Locale.ROOT, "%.3f s%n", seconds);
    if (svg != null) {
      if (steps.isEmpty()) {
        err.println("ply solve: " + strategy.id() + " reported no steps to draw");
        return 1;
      }
      try {
        java.nio.file.Files.writeString(
            svg,
            dev.ply.host.report.SolveCurve.svg(
                game.displayName() + " solved by " + strategy.id(), steps));
      } catch (java.io.IOException e) {
        err.println("ply solve: cannot write " + svg + ": " + e.getMessage());
        return 1;
      }
      out.println("curves written to " + svg);
    }
    return 0;
  }

  /**
   * Hears a solver's steps: keeps each in {@code steps} and prints it as a line of a table whose
   * header (the figures' names) comes with the first.
   */
  static java.util.function.Consumer<SolveStep> printer(PrintWriter out, List<SolveStep> steps) {
    return step -> {
      if (steps.isEmpty()) {
        StringBuilder h = new StringBuilder(String.format(Locale.ROOT, "%10s", "iteration"));
        step.figures().keySet().forEach(k -> h.append(String.format(Locale.ROOT, " %16s", k)));
        out.println(h);
      }
      steps.add(step);
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%10d", step.iteration()));
      step.figures()
          .values()
          .forEach(x -> line.append(String.format(Locale.ROOT, " %16s", figure(x))));
      out.println(line);
      out.flush();
    };
  }

  /** The option {@code --iterations} sets: {@code iterations}, or else {@code max-sweeps}. */
  private static String iterationOption(Strategy strategy) {
    for (String name : List.of("iterations", "max-sweeps")) {
      if (strategy.options().stream().anyMatch(o -> o.name().equals(name))) {
        return name;
      }
    }
    throw new IllegalArgumentException(
        "strategy " + strategy.id() + " has no option iterations or max-sweeps for --iterations");
  }

  /** A figure with six significant digits, in full below a million. */
  static String figure(double x) {
    if (x == Math.rint(x) && Math.abs(x) < 1e15) {
      return Long.toString((long) x);
    }
    return String.format(Locale.ROOT, "%.6g", x)
        .replaceFirst("(\\.\\d*?)0+(e|$)", "$1$2")
        .replaceFirst("\\.(e|$)", "$1");
  }

  /**
   * A player of {@code strategy} for solving: no evaluator, the transposition table of {@code ttMb}
   * MiB if the strategy takes one, and the options given on the command line.
   *
   * @throws IllegalArgumentException for an unknown option or a bad value
   */
  static Player solvingPlayer(
      Game game, Options variant, Strategy strategy, long ttMb, Map<String, String> optionTexts) {
    Optional<String> unfit = dev.ply.host.plugins.Fit.whyNot(strategy, game, variant);
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
    for (String text : split(moves, state)) {
      int move = state.textToMove(text);
      if (state.isTerminal() || !state.isLegal(move)) {
        throw new IllegalArgumentException(
            "move " + text + " is not legal after " + state.plies() + " plies");
      }
      state.play(move);
    }
    return state;
  }

  /**
   * The moves of {@code moves}: separated by spaces; or, written together, one move when the game
   * reads the whole text as a legal first move ({@code roll}, {@code a1}), else one a character
   * (Connect Four's {@code 4453}).
   */
  static String[] split(String moves, GameState start) {
    String t = moves.trim();
    if (t.isEmpty()) {
      return new String[0];
    }
    if (t.contains(" ")) {
      return t.split("\\s+");
    }
    try {
      if (!start.isTerminal() && start.isLegal(start.textToMove(t))) {
        return new String[] {t};
      }
    } catch (RuntimeException notOneMove) {
      // not a move of this game: one a character
    }
    return t.split("");
  }
}
