package dev.ply.host.cli;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.StandardOptions;
import dev.ply.api.Strategy;
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
import picocli.CommandLine.Spec;

/**
 * {@code ply bench algorithms}: the leaves and nodes each search needs on synthetic trees, for the
 * comparisons of the literature (Knuth and Moore's minimal tree, NegaScout against alpha-beta ...).
 * Strategies are run through the api like any player, with iterative deepening off.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = "Benchmarks for teaching and for checking the searches.",
    subcommands = {
      BenchCommand.Algorithms.class,
      BenchSolveCommand.class,
      BenchSignatureCommand.class
    })
final class BenchCommand implements Runnable {

  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  @Command(
      name = "algorithms",
      mixinStandardHelpOptions = true,
      description = {
        "A table of the leaves evaluated and nodes visited by each search on uniform"
            + " random trees (a game that follows the game-tree convention, such as random-tree),"
            + " averaged over several trees, for each"
            + " branching, depth and ordering.",
        "Example: ply bench algorithms --branching 20,40,60 --depth 4,5",
        "Chance trees: ply bench algorithms --game random-chance-tree --branching 6 --depth 8"
      })
  static final class Algorithms implements Callable<Integer> {

    @Option(
        names = "--game",
        description =
            "A game tree: a game with branching, depth, ordering and seed options"
                + " (default: the first loaded game that says it is one, random-tree).")
    String gameId;

    @Option(
        names = "--branching",
        split = ",",
        defaultValue = "20,40",
        description = "Branching factors (default: ${DEFAULT-VALUE}).")
    List<Integer> branching;

    @Option(
        names = "--depth",
        split = ",",
        defaultValue = "4,5",
        description = "Depths (default: ${DEFAULT-VALUE}).")
    List<Integer> depth;

    @Option(
        names = "--ordering",
        split = ",",
        description =
            "Orderings: random, perfect, worst (default: random,perfect; random for a game of"
                + " chance).")
    List<String> orderings;

    @Option(
        names = "--strategies",
        split = ",",
        description =
            "Strategies to compare (default: alphabeta-f1,alphabeta-fail-hard,alphabeta,scout,"
                + "negascout,mtdf; expectiminimax,star1,star2 for a game of chance).")
    List<String> strategies;

    @Option(
        names = "--chance",
        description =
            "Where a game with a chance option (random-chance-tree) puts its chance nodes:"
                + " every-other, or a probability such as 0.3 (default: the game's).")
    String chance;

    @Option(
        names = "--threads",
        defaultValue = "1",
        description =
            "Search threads of the strategies with a threads option (Lazy SMP; they"
                + " need --tt-mb); the others search on one (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(
        names = "--tt-mb",
        defaultValue = "0",
        description =
            "Transposition table in MiB of the strategies with one; 0 for none"
                + " (default: ${DEFAULT-VALUE}).")
    int ttMb;

    @Option(
        names = "--trees",
        defaultValue = "5",
        description = "Trees (seeds) averaged per cell (default: ${DEFAULT-VALUE}).")
    int trees;

    @Mixin PluginOptions plugins;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      try (PluginRegistry registry = plugins.load(err)) {
        Optional<Game> game =
            gameId != null
                ? registry.game(gameId)
                : new java.util.TreeSet<>(registry.gameIds())
                    .stream()
                        .map(id -> registry.game(id).orElseThrow())
                        .filter(g -> Conventions.follows(g, Conventions.GAME_TREE))
                        .findFirst();
        if (game.isEmpty()) {
          err.println(
              gameId != null
                  ? "ply bench: no game '" + gameId + "' is loaded"
                  : "ply bench: no loaded game is a game tree; give --game");
          return Main.USAGE_ERROR;
        }
        boolean dice = game.get().features().contains(dev.ply.api.GameFeature.CHANCE);
        if (strategies == null) {
          strategies =
              dice
                  ? List.of("expectiminimax", "star1", "star2")
                  : List.of(
                      "alphabeta-f1",
                      "alphabeta-fail-hard",
                      "alphabeta",
                      "scout",
                      "negascout",
                      "mtdf");
        }
        if (orderings == null) {
          orderings = dice ? List.of("random") : List.of("random", "perfect");
        }
        List<Strategy> chosen = new ArrayList<>();
        for (String id : strategies) {
          Optional<Strategy> s = registry.strategy(id);
          if (s.isEmpty()) {
            err.println(
                "ply bench: unknown strategy '"
                    + id
                    + "'. "
                    + dev.ply.host.config.Suggestions.hint(id, registry.strategyIds()));
            return Main.USAGE_ERROR;
          }
          chosen.add(s.get());
        }
        out.printf(
            "%-8s %3s %5s  %-22s %14s %14s %12s %8s%n",
            "ordering", "b", "depth", "strategy", "leaves", "nodes", "vs first", "threads");
        for (String ordering : orderings) {
          for (int b : branching) {
            for (int d : depth) {
              double first = 0;
              for (Strategy strategy : chosen) {
                double[] mean = measure(game.get(), strategy, b, d, ordering);
                if (strategy == chosen.get(0)) {
                  first = mean[0];
                }
                out.printf(
                    Locale.ROOT,
                    "%-8s %3d %5d  %-22s %14.0f %14.0f %11.1f%% %8d%n",
                    ordering,
                    b,
                    d,
                    strategy.id(),
                    mean[0],
                    mean[1],
                    100.0 * mean[0] / first,
                    has(strategy, StandardOptions.THREADS) ? threads : 1);
                out.flush();
              }
            }
          }
        }
      } catch (IllegalArgumentException e) {
        err.println("ply bench: " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      return 0;
    }

    private static boolean has(Strategy strategy, String option) {
      return strategy.options().stream().map(OptionSpec::name).anyMatch(option::equals);
    }

    /** Mean leaves and nodes of one search from the roots of {@code trees} seeded trees. */
    private double[] measure(Game game, Strategy strategy, int b, int d, String ordering) {
      double leaves = 0;
      double nodes = 0;
      for (int t = 0; t < trees; t++) {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put(Conventions.BRANCHING, (long) b);
        values.put(Conventions.DEPTH, (long) d);
        values.put(Conventions.ORDERING, ordering);
        values.put(Conventions.SEED, 1000L + t);
        if (chance != null) {
          values.put("chance", chance);
        }
        Options variant = Options.resolve(game.variantOptions(), values);
        Map<String, Object> opts = new LinkedHashMap<>();
        if (has(strategy, StandardOptions.DEEPENING)) {
          opts.put(StandardOptions.DEEPENING, false);
        }
        if (has(strategy, StandardOptions.TABLE_MB)) {
          opts.put(StandardOptions.TABLE_MB, (long) ttMb);
        }
        if (has(strategy, StandardOptions.THREADS)) {
          opts.put(StandardOptions.THREADS, (long) threads);
          if (threads > 1 && has(strategy, "helpers-after")) {
            opts.put("helpers-after", 0L); // the trees are small: the helpers search them all
          }
        }
        Player player =
            strategy.newPlayer(
                new PlayerContext(
                    game, variant, Options.resolve(strategy.options(), opts), Optional.empty(), t));
        player.newGame(0, t);
        GameState root = game.newGame(variant);
        SearchReport report = player.chooseMove(root, Limits.depth(d));
        leaves += report.counter(SearchReport.Counters.LEAVES);
        nodes += report.nodes();
      }
      return new double[] {leaves / trees, nodes / trees};
    }
  }
}
