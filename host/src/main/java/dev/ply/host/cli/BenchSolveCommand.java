package dev.ply.host.cli;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.StandardOptions;
import dev.ply.api.Strategy;
import dev.ply.host.bench.MachineSettings;
import dev.ply.host.cli.SolvePassReport.Apart;
import dev.ply.host.cli.SolvePassReport.Totals;
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
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
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
          + " and print positions, correct, mean time, mean nodes and nodes/second; above"
          + " them the machine's settings, the table's reset, hit rate and contention, the local tables' threshold, and with"
          + " --threads N each thread's nodes, idle time and node rate, and a one-thread pass"
          + " for the speed-up, split into the threads' node rate and the work they repeat,"
          + " then N one-thread solvers at once, sharing nothing, for the rate this machine"
          + " gives N threads.",
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
          "Search threads: the strategy's threads option (Lazy SMP); default its own (1)."
              + " With more than 1, a pass on one thread comes first, for the speed-up and the"
              + " duplicated work, then the independent solvers (--independent).")
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
      names = "--warmup-nodes",
      defaultValue = "25000000",
      description =
          "Nodes to search solving positions of the file, round and round, before measuring"
              + " (default: ${DEFAULT-VALUE}, about 3 s on the build machine), a solve counting"
              + " 100 more; a count, not a time, so that what the strategy learns from search to"
              + " search is the same at the start of the measured pass in every run.")
  long warmupNodes;

  @Option(
      names = "--independent",
      negatable = true,
      defaultValue = "true",
      fallbackValue = "true",
      description =
          "With --threads N, after the one-thread pass: N one-thread solvers, a table each,"
              + " solve every position at the same time, for what this machine gives N threads"
              + " that share nothing (default); --no-independent leaves this pass out.")
  boolean independent;

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
      Player oneThread = null;
      Map<String, String> oneThreadOptions = Map.of();
      try {
        if (game.benchmarkScoreConvention(variant).isEmpty()) {
          throw new IllegalArgumentException(
              "game "
                  + game.id()
                  + " has no benchmark score to check a file's scores against (its plugin's"
                  + " Game.benchmarkScore)");
        }
        if (warmupNodes < 0) {
          throw new IllegalArgumentException(
              "--warmup-nodes must be 0 (no warm-up) or more, was " + warmupNodes);
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
        if (threads != null && threads > 1) {
          options.put(StandardOptions.THREADS, "1");
          oneThread = SolveCommand.solvingPlayer(game, variant, strategy, ttMb, options);
          oneThreadOptions = Map.copyOf(options);
        }
      } catch (IllegalArgumentException e) {
        err.println("ply bench solve: " + e.getMessage());
        return Main.USAGE_ERROR;
      } catch (IOException e) {
        err.println("ply bench solve: cannot read " + positions + ": " + e.getMessage());
        return Main.USAGE_ERROR;
      }
      List<String> machine = MachineSettings.describe(); // before the warm-up (see describe)
      Totals one = null;
      Apart apart = null;
      if (oneThread != null) {
        // The one-thread pass first, on code compiled for one thread, as in a run of its own.
        // After the threads' pass it ran on code compiled for them, 8% slower on the first 60 of
        // Test_L1_R2 (median of three, 162 ms against 150 in runs of its own), and the speed-up
        // it printed was as much too high.
        warmUp(oneThread, game, variant, cases, warmupNodes); // the same as a 1-thread run
        one = solve(oneThread, game, variant, cases, err);
        // Before the threads' warm-up, for the same reason: this pass runs one-thread code.
        Map<String, String> more = oneThreadOptions;
        apart =
            solveApart(
                oneThread,
                () -> SolveCommand.solvingPlayer(game, variant, strategy, ttMb, more),
                game,
                variant,
                cases,
                err);
      }
      warmUp(player, game, variant, cases, warmupNodes);
      return measure(player, game, variant, cases, one, apart, machine, out, err);
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

  /**
   * Solves positions of the file, round and round, through the measured loop's own code ({@link
   * #solveOne}), until {@code nodes} nodes have been searched, each solve counting {@value
   * #SOLVE_NODES} more for its own cost (a set of positions won at the first move, 4 nodes each,
   * would otherwise warm up for minutes), so that the measurement times compiled code. Not
   * measured. A count of nodes rather than a time (it was 3 s of processor time until November
   * 2026): the player keeps what it learns from one search to the next (the local tables' boundary
   * of {@code classic-search}, reviewed every 4,096 results stored), and after a warm-up of another
   * length the measured positions were searched with other boundaries, their nodes moving by up to
   * 0.1% from run to run on one thread. The work the compiler sees is the same either way: nodes,
   * not seconds on a clock that other work inflates.
   */
  private void warmUp(Player player, Game game, Options variant, List<Case> cases, long nodes) {
    long cpuStart = MachineSettings.threadCpuNanos();
    Totals done = new Totals();
    for (int i = 0; done.nodes + SOLVE_NODES * i < nodes; i++) {
      solveOne(player, game, variant, cases.get(i % cases.size()), done, null);
    }
    warmupNodesDone = done.nodes;
    warmupCpuNanos = MachineSettings.threadCpuNanos() - cpuStart;
  }

  /** What a solve's own cost counts for in the warm-up: about twice a tiny solve's time. */
  private static final long SOLVE_NODES = 100;

  /** The nodes of the last warm-up. */
  private long warmupNodesDone;

  /** The processor time of the last warm-up. */
  private long warmupCpuNanos;

  /** Solves every position once, each after a new game (outside the time measured). */
  private Totals solve(
      Player player, Game game, Options variant, List<Case> cases, PrintWriter err) {
    Totals totals = new Totals();
    long lastProgress = System.nanoTime();
    long cpuStart = MachineSettings.threadCpuNanos();
    long allocatedStart = MachineSettings.threadAllocatedBytes();
    long compileStart = MachineSettings.compilationMillis();
    long passStart = System.nanoTime();
    for (int i = 0; i < cases.size(); i++) {
      solveOne(player, game, variant, cases.get(i), totals, err);
      if (System.nanoTime() - lastProgress > 10_000_000_000L) {
        lastProgress = System.nanoTime();
        err.printf(
            Locale.ROOT,
            "... %d of %d positions, %d correct%n",
            i + 1,
            cases.size(),
            totals.correct);
        err.flush();
      }
    }
    // The measuring thread's processor time over the pass, resets and checks included: a figure
    // the machine's other work does not inflate, as it does the times (the thread waits for a
    // core). Read once a pass: a read costs about a microsecond, a tiny solve a few.
    totals.cpuNanos = MachineSettings.threadCpuNanos() - cpuStart;
    totals.passNanos = System.nanoTime() - passStart;
    totals.allocatedBytes =
        allocatedStart < 0 ? -1 : MachineSettings.threadAllocatedBytes() - allocatedStart;
    totals.compileMillis =
        compileStart < 0 ? -1 : MachineSettings.compilationMillis() - compileStart;
    return totals;
  }

  /**
   * Solves one position after a new game (the table's reset, timed apart) and adds it to {@code
   * totals}; a wrong score is told to {@code err}, when not null.
   */
  private static void solveOne(
      Player player, Game game, Options variant, Case c, Totals totals, PrintWriter err) {
    reset(player, c, totals);
    solveReset(player, game, variant, c, totals, err);
  }

  /** A new game for {@code player} before it solves {@code c}: empties its table. */
  private static void reset(Player player, Case c, Totals totals) {
    long reset = System.nanoTime();
    player.newGame(c.state().playerToMove(), 1); // empties the transposition table
    totals.resetNanos += System.nanoTime() - reset;
  }

  /** {@link #solveOne} after its {@link #reset}. */
  private static void solveReset(
      Player player, Game game, Options variant, Case c, Totals totals, PrintWriter err) {
    GameState state = c.state().copy();
    long start = System.nanoTime();
    SearchReport report = player.chooseMove(state, Limits.none());
    long nanos = System.nanoTime() - start;
    totals.nanos += nanos;
    totals.nodes += report.nodes();
    report.counters().forEach((name, count) -> totals.counters.merge(name, count, Long::sum));
    java.util.OptionalInt found = game.benchmarkScore(variant, c.state(), report.value());
    Integer score = found.isPresent() ? found.getAsInt() : null;
    if (score != null && score == c.expected()) {
      totals.correct++;
    } else if (err != null) {
      err.printf("line %d: %s scored %s, expected %d%n", c.line(), c.moves(), score, c.expected());
    }
  }

  /**
   * What this machine gives {@link #threads} threads that share nothing: as many one-thread
   * solvers, {@code first} and {@code more} new ones, each with a table of its own, solve every
   * position at the same time (each empties its table, then all start together, and the next
   * position waits for the last of them). They search the same tree, so they end about together.
   * Their node rates, each to the one-thread pass's, add up to the most that many threads could
   * reach here repeating no work and sharing no table; what a parallel search loses beyond it is
   * the sharing's. On a machine with fewer cores than threads, they share the cores.
   */
  private Apart solveApart(
      Player first,
      Supplier<Player> more,
      Game game,
      Options variant,
      List<Case> cases,
      PrintWriter err) {
    if (!independent) {
      return new Apart(null, 0, "--no-independent");
    }
    Runtime heap = Runtime.getRuntime();
    long free = heap.maxMemory() - (heap.totalMemory() - heap.freeMemory());
    if ((threads - 1) * (ttMb << 20) > free / 2) {
      return new Apart(
          null,
          0,
          String.format(
              Locale.ROOT,
              "%d more tables of %d MiB would take more than half the heap's free %s; -Xmx in"
                  + " PLY_JAVA_OPTS gives it more",
              threads - 1,
              ttMb,
              SolvePassReport.bytes(free)));
    }
    List<Player> solvers = new ArrayList<>(List.of(first));
    while (solvers.size() < threads) {
      solvers.add(more.get());
    }
    CyclicBarrier together = new CyclicBarrier(threads);
    Totals[] totals = new Totals[threads];
    AtomicReference<Throwable> failure = new AtomicReference<>();
    List<Thread> workers = new ArrayList<>();
    for (int k = 0; k < threads; k++) {
      Player solver = solvers.get(k);
      Totals own = new Totals();
      totals[k] = own;
      boolean reports = k == 0;
      workers.add(
          new Thread(
              () -> {
                long lastProgress = System.nanoTime();
                try {
                  for (int i = 0; i < cases.size(); i++) {
                    reset(solver, cases.get(i), own);
                    together.await();
                    solveReset(solver, game, variant, cases.get(i), own, err);
                    together.await(); // no table is written over while another solves
                    if (reports && System.nanoTime() - lastProgress > 10_000_000_000L) {
                      lastProgress = System.nanoTime();
                      err.printf(
                          "... independent solvers: %d of %d positions%n", i + 1, cases.size());
                      err.flush();
                    }
                  }
                } catch (BrokenBarrierException e) {
                  // another solver failed: its failure is reported
                } catch (InterruptedException e) {
                  failure.compareAndSet(null, e);
                  together.reset();
                } catch (RuntimeException | Error e) {
                  failure.compareAndSet(null, e);
                  together.reset(); // the others stop waiting
                }
              },
              "ply-bench-independent-" + k));
    }
    workers.forEach(Thread::start);
    for (Thread worker : workers) {
      try {
        worker.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while the independent solvers ran", e);
      }
    }
    if (failure.get() != null) {
      throw new IllegalStateException(
          "an independent solver failed: " + failure.get(), failure.get());
    }
    double[] rates = new double[threads];
    int correct = 0;
    for (int k = 0; k < threads; k++) {
      rates[k] = totals[k].nodes / (double) Math.max(1, totals[k].nanos);
      correct += totals[k].correct;
    }
    return new Apart(rates, correct, null);
  }

  private int measure(
      Player player,
      Game game,
      Options variant,
      List<Case> cases,
      Totals one,
      Apart apart,
      List<String> machine,
      PrintWriter out,
      PrintWriter err) {
    for (String line : machine) {
      out.println(line);
    }
    Totals totals = solve(player, game, variant, cases, err);
    return new SolvePassReport(
            positions.getFileName().toString(),
            ttMb,
            wipeTable,
            threads,
            warmupNodesDone,
            warmupCpuNanos)
        .print(totals, one, apart, cases.size(), out);
  }
}
