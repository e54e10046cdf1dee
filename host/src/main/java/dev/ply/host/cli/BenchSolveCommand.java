package dev.ply.host.cli;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.StandardOptions;
import dev.ply.api.Strategy;
import dev.ply.host.plugins.PluginRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ply bench solve connect-four --positions FILE}: solves every position of a benchmark file
 * in Pascal Pons' format ({@code <moves> <score>} per line) with a generic strategy through the
 * api, checks each score, and prints the figures his tutorial publishes for its solvers: positions,
 * correct, mean time, mean nodes and nodes per second.
 *
 * <p>As in Pons' protocol the transposition table is emptied before each position (by a new game
 * for the player, outside the time measured), and the time of a position is that of its search. It
 * is emptied as his solver empties it, by writing zeros over it (the strategy's {@code tt-wipe}
 * option), so that both searches start with the table in the processor's cache; with {@code
 * --no-wipe-table} the player marks its entries stale instead, as in a tournament, and the first
 * probes of each position miss the cache. Before the measured run the JVM is warmed up by solving
 * positions of the same file, so that the figures are those of compiled code.
 */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solve each position of a benchmark file (Pons' format: moves and score per line)"
          + " and print positions, correct, mean time, mean nodes and nodes/second.",
      "Example: ply bench solve connect-four --positions benchmarks/connect4/Test_L2_R1"
    })
final class BenchSolveCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "GAME", description = "A game id (see ply list).")
  String gameId;

  @Option(
      names = "--positions",
      required = true,
      paramLabel = "FILE",
      description = "The benchmark file: one position per line, its moves and its exact score.")
  Path positions;

  @Option(
      names = "--limit",
      paramLabel = "N",
      description = "Solve only the first N positions of the file.")
  Integer limit;

  @Option(
      names = "--strategy",
      defaultValue = "mtd-bi",
      description = "The search (default: ${DEFAULT-VALUE}).")
  String strategyId;

  @Option(
      names = "--option",
      paramLabel = "NAME=VALUE",
      description =
          "An option of the strategy (repeatable); iterative-deepening is false unless"
              + " set here.")
  Map<String, String> strategyOptions = new LinkedHashMap<>();

  @Option(
      names = "--tt-mb",
      defaultValue = "64",
      description = "Transposition table size in MiB (default: ${DEFAULT-VALUE}).")
  long ttMb;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "Search threads: the strategy's threads option (Lazy SMP); default its own" + " (1).")
  Integer threads;

  @Option(
      names = "--wipe-table",
      negatable = true,
      defaultValue = "true",
      fallbackValue = "true",
      description =
          "Empty the table before each position by writing zeros over it, as Pons'"
              + " solver does (the strategy's tt-wipe option; default); --no-wipe-table marks its"
              + " entries stale instead, as between the games of a tournament.")
  boolean wipeTable;

  @Option(
      names = "--warmup-seconds",
      defaultValue = "3",
      description =
          "Seconds spent solving positions of the file before measuring"
              + " (default: ${DEFAULT-VALUE}).")
  double warmupSeconds;

  @Mixin PluginOptions plugins;

  @Spec CommandSpec spec;

  /** One line of the file: the position and the score it should have. */
  private record Case(int line, String moves, GameState state, int expected) {}

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try (PluginRegistry registry = plugins.load(err)) {
      Game game = registry.game(gameId).orElse(null);
      Strategy strategy = registry.strategy(strategyId).orElse(null);
      if (Unknown.reported("ply bench solve", registry, gameId, game, strategyId, strategy, err)) {
        return Main.USAGE_ERROR;
      }
      Options variant = Options.resolve(game.variantOptions(), Map.of());
      List<Case> cases;
      Player player;
      try {
        if (game.benchmarkScoreConvention(variant).isEmpty()) {
          throw new IllegalArgumentException(
              "game "
                  + game.id()
                  + " has no benchmark score to check a file's scores against (its plugin's"
                  + " Game.benchmarkScore)");
        }
        cases = read(game, variant);
        Map<String, String> options = new LinkedHashMap<>(strategyOptions);
        if (threads != null) {
          if (!StandardOptions.declares(strategy, StandardOptions.THREADS)) {
            throw new IllegalArgumentException(
                "strategy " + strategy.id() + " has no threads option");
          }
          options.put(StandardOptions.THREADS, threads.toString());
        }
        if (wipeTable
            && !options.containsKey(StandardOptions.TABLE_WIPE)
            && StandardOptions.declares(strategy, StandardOptions.TABLE_WIPE)) {
          options.put(StandardOptions.TABLE_WIPE, "true");
        }
        player = SolveCommand.solvingPlayer(game, variant, strategy, ttMb, options);
      } catch (IllegalArgumentException e) {
        err.println("ply bench solve: " + e.getMessage());
        return Main.USAGE_ERROR;
      } catch (IOException e) {
        err.println("ply bench solve: cannot read " + positions + ": " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      warmUp(player, game, variant, cases);
      return measure(player, game, variant, cases, out, err);
    }
  }

  private List<Case> read(Game game, Options variant) throws IOException {
    List<String> lines = Files.readAllLines(positions);
    List<Case> cases = new ArrayList<>();
    for (int i = 0; i < lines.size() && (limit == null || cases.size() < limit); i++) {
      String line = lines.get(i).trim();
      if (line.isEmpty()) {
        continue;
      }
      String[] parts = line.split("\\s+");
      String where = positions + ":" + (i + 1) + ": ";
      if (parts.length != 2) {
        throw new IllegalArgumentException(
            where + "expected '<moves> <score>', got '" + line + "'");
      }
      int expected;
      try {
        expected = Integer.parseInt(parts[1]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            where + "the score '" + parts[1] + "' is not a whole number");
      }
      GameState state;
      try {
        state = SolveCommand.position(game, variant, parts[0]);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + e.getMessage());
      }
      if (state.isTerminal()) {
        throw new IllegalArgumentException(where + "the game is already over");
      }
      cases.add(new Case(i + 1, parts[0], state, expected));
    }
    if (cases.isEmpty()) {
      throw new IllegalArgumentException(positions + " has no positions");
    }
    return cases;
  }

  /** Solves positions of the file, round and round, for {@link #warmupSeconds}; not measured. */
  private void warmUp(Player player, Game game, Options variant, List<Case> cases) {
    long end = System.nanoTime() + (long) (warmupSeconds * 1e9);
    for (int i = 0; System.nanoTime() < end; i++) {
      Case c = cases.get(i % cases.size());
      player.newGame(c.state().playerToMove(), 1);
      player.chooseMove(c.state().copy(), Limits.none());
    }
  }

  private int measure(
      Player player,
      Game game,
      Options variant,
      List<Case> cases,
      PrintWriter out,
      PrintWriter err) {
    long totalNanos = 0;
    long totalNodes = 0;
    int correct = 0;
    long lastProgress = System.nanoTime();
    for (int i = 0; i < cases.size(); i++) {
      Case c = cases.get(i);
      player.newGame(c.state().playerToMove(), 1); // empties the transposition table
      GameState state = c.state().copy();
      long start = System.nanoTime();
      SearchReport report = player.chooseMove(state, Limits.none());
      long nanos = System.nanoTime() - start;
      totalNanos += nanos;
      totalNodes += report.nodes();
      java.util.OptionalInt found = game.benchmarkScore(variant, c.state(), report.value());
      Integer score = found.isPresent() ? found.getAsInt() : null;
      if (score != null && score == c.expected()) {
        correct++;
      } else {
        err.printf(
            "line %d: %s scored %s, expected %d%n", c.line(), c.moves(), score, c.expected());
      }
      if (System.nanoTime() - lastProgress > 10_000_000_000L) {
        lastProgress = System.nanoTime();
        err.printf(
            Locale.ROOT, "... %d of %d positions, %d correct%n", i + 1, cases.size(), correct);
        err.flush();
      }
    }
    int n = cases.size();
    out.printf(
        "%-20s %9s %8s %12s %14s %12s%n",
        "file", "positions", "correct", "mean time", "mean nodes", "nodes/s");
    out.printf(
        Locale.ROOT,
        "%-20s %9d %8d %12s %14.1f %11.2fM%n",
        positions.getFileName(),
        n,
        correct,
        duration(totalNanos / (double) n),
        totalNodes / (double) n,
        totalNodes / (totalNanos / 1e9) / 1e6);
    return correct == n ? 0 : 1;
  }

  /** A time in the unit that reads best: µs, ms or s. */
  static String duration(double nanos) {
    if (nanos < 1e6) {
      return String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
    }
    if (nanos < 1e9) {
      return String.format(Locale.ROOT, "%.2f ms", nanos / 1e6);
    }
    return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }
}
