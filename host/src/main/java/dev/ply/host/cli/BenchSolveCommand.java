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

  /** What one pass over the positions added up. */
  private static final class Totals {
    long nanos;
    long nodes;
    long resetNanos;
    long cpuNanos;
    long passNanos;
    long allocatedBytes;
    long compileMillis;
    int correct;
    final Map<String, Long> counters = new LinkedHashMap<>();

    long counter(String name) {
      return counters.getOrDefault(name, 0L);
    }
  }

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
   * The pass of one-thread solvers that share nothing but the machine: each one's node rate while
   * solving, to the one-thread pass's, and the scores they got right together; or, when it was not
   * measured, why not.
   */
  private record Apart(double[] rates, int correct, String notMeasured) {}

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
              bytes(free)));
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
    int n = cases.size();
    explain(totals, one, n, out);
    boolean allCorrect = totals.correct == n;
    if (one != null) {
      allCorrect &= one.correct == n;
      out.printf(
          Locale.ROOT,
          "one thread: mean time %s, mean nodes %.1f; %d threads are %.2f times as fast, and"
              + " search %.2f times its nodes (the duplicated work)%n",
          duration(one.nanos / (double) n),
          one.nodes / (double) n,
          threads,
          one.nanos / (double) totals.nanos,
          totals.nodes / (double) Math.max(1, one.nodes));
      double rate = (totals.nodes / (double) totals.nanos) / (one.nodes / (double) one.nanos);
      out.printf(
          Locale.ROOT,
          "speed-up: %d threads searched %.2f times one thread's nodes a second (the column"
              + " rate: each thread's while busy) and %.2f times its nodes; %.2f / %.2f = %.2f%n",
          threads,
          rate,
          totals.nodes / (double) Math.max(1, one.nodes),
          rate,
          totals.nodes / (double) Math.max(1, one.nodes),
          one.nanos / (double) totals.nanos);
      if (apart != null) {
        allCorrect &= apart.rates() == null || apart.correct() == threads * n;
        independent(apart, one, rate, totals.nodes / (double) Math.max(1, one.nodes), out);
      }
      tableUse("table use on one thread", one, out);
      duplicates(totals, one, n, out);
    }
    out.printf(
        "%-20s %9s %8s %12s %14s %12s%n",
        "file", "positions", "correct", "mean time", "mean nodes", "nodes/s");
    out.printf(
        Locale.ROOT,
        "%-20s %9d %8d %12s %14.1f %11.2fM%n",
        positions.getFileName(),
        n,
        totals.correct,
        duration(totals.nanos / (double) n),
        totals.nodes / (double) n,
        totals.nodes / (totals.nanos / 1e9) / 1e6);
    return allCorrect ? 0 : 1;
  }

  /**
   * Prints what the counters of a pass say: the table's reset before each position, its hit rate
   * and contention, and, on several threads, each thread's nodes and idle time, and with the pass
   * on {@code one} thread (or null), each thread's node rate while busy as a share of that one's:
   * what sharing the table, the caches and the memory costs a thread, apart from the work the
   * threads repeat and the time they wait.
   */
  private void explain(Totals t, Totals one, int n, PrintWriter out) {
    long wiped = t.counter("tt-wiped-bytes");
    out.printf(
        Locale.ROOT,
        "table: %d MiB; before each position %s: %s a position (outside the time measured)%s%n",
        ttMb,
        wipeTable ? "written over with zeros" : "marked stale",
        duration(t.resetNanos / (double) n),
        wiped > 0 ? String.format(Locale.ROOT, ", %s written over", bytes(wiped / n)) : "");
    tableUse("table use", t, out);
    out.printf(
        Locale.ROOT,
        "processor: the measuring thread ran %.0f%% of the pass (solves, resets and checks,"
            + " %s a position; the rest of the time it waited for a core%s)%n",
        percent(t.cpuNanos, t.passNanos),
        duration(t.passNanos / (double) n),
        threads != null && threads > 1 ? " or for the helpers" : "");
    out.printf(
        Locale.ROOT,
        "compiler: warm-up %d nodes (--warmup-nodes), %.1f s of the measuring thread's processor"
            + " time; during the pass the JIT compiled for %s%n",
        warmupNodesDone,
        warmupCpuNanos / 1e9,
        t.compileMillis < 0 ? "(not told by this JVM)" : t.compileMillis + " ms");
    if (t.allocatedBytes >= 0) {
      out.printf(
          Locale.ROOT,
          "allocation: the measuring thread allocated %s a position (solves, resets and checks;"
              + " the helpers' own not counted)%n",
          bytes(t.allocatedBytes / n));
    }
    if (threads != null && threads > 1 && !t.counters.containsKey("thread-1-nodes")) {
      out.println(
          "threads: the helpers joined none of these searches (each was smaller than the"
              + " strategy's helpers-after nodes)");
    }
    if (t.counters.containsKey("thread-0-nodes")) {
      out.printf(
          "%-8s %14s %7s %12s %12s%s%n",
          "thread",
          "nodes",
          "share",
          "busy",
          "idle",
          one == null ? "" : String.format("%9s", "rate"));
      double oneRate = one == null ? 0 : one.nodes / (double) Math.max(1, one.nanos);
      for (int i = 0; t.counters.containsKey("thread-" + i + "-nodes"); i++) {
        long nodes = t.counter("thread-" + i + "-nodes");
        long busy = t.counter("thread-" + i + "-busy-ns");
        out.printf(
            Locale.ROOT,
            "%-8d %14d %6.1f%% %12s %12s%s%n",
            i,
            nodes,
            percent(nodes, t.nodes),
            duration(busy / (double) n),
            String.format(
                Locale.ROOT,
                "%s %.0f%%",
                duration(Math.max(0, t.nanos - busy) / (double) n),
                percent(Math.max(0, t.nanos - busy), t.nanos)),
            one == null || busy == 0
                ? ""
                : String.format(Locale.ROOT, "%8.0f%%", 100 * nodes / (double) busy / oneRate));
      }
      out.printf(
          Locale.ROOT,
          "(busy and idle: mean a position; rate: nodes a second while busy, to one thread's;"
              + " deferred moves %d)%n",
          t.counter("deferred-moves"));
      long turns = t.counter("lockstep-turns");
      if (turns > 0) {
        out.printf(
            Locale.ROOT,
            "lockstep: the threads took turns, %d a position (the strategy's lockstep option):"
                + " their nodes are those of as many equal cores; their times, rates and"
                + " speed-up are those of this machine's cores taking turns%n",
            turns / n);
      }
    }
  }

  /**
   * What the independent solvers ({@link #solveApart}) searched, and the threads' search against
   * it: its node {@code rate} and {@code nodes}, each to one thread's, as the speed-up line gives
   * them.
   */
  private void independent(Apart apart, Totals one, double rate, double nodes, PrintWriter out) {
    if (apart.rates() == null) {
      out.println("independent: not measured (" + apart.notMeasured() + ")");
      return;
    }
    double oneRate = one.nodes / (double) Math.max(1, one.nanos);
    double sum = 0;
    double least = Double.MAX_VALUE;
    double most = 0;
    for (double r : apart.rates()) {
      sum += r / oneRate;
      least = Math.min(least, r / oneRate);
      most = Math.max(most, r / oneRate);
    }
    out.printf(
        Locale.ROOT,
        "independent: %d one-thread solvers, a table each, solving each position at the same"
            + " time, searched %.2f times one thread's nodes a second (each %.0f%% to %.0f%%):"
            + " what this machine gives %d threads that share nothing%n",
        threads,
        sum,
        100 * least,
        100 * most,
        threads);
    out.printf(
        Locale.ROOT,
        "  so the threads' search ran at %.0f%% of that rate (the rest is what sharing the table"
            + " and the work costs) and searched %.2f times the nodes; with neither loss, %d"
            + " threads would be %.2f times as fast here%n",
        100 * rate / sum,
        nodes,
        threads,
        sum);
  }

  /**
   * Where the threads repeated work, when the strategy counted it ({@code --option
   * count-duplicates=true}): the nodes of passes given up and stopped, and those below a position
   * another thread was in or had finished, by ply; each as a share of the nodes the threads
   * searched beyond one thread's.
   */
  private static void duplicates(Totals t, Totals one, int n, PrintWriter out) {
    if (!t.counters.containsKey("dup-passes")) {
      return;
    }
    long extra = t.nodes - one.nodes;
    out.printf(
        Locale.ROOT,
        "duplicated work: %d nodes more than one thread (%.1f%% of its nodes); passes %.2f a"
            + " position on all threads together, %.2f on one%n",
        extra,
        percent(extra, one.nodes),
        // The main thread's first pass begins before its helpers join, uncounted.
        (t.counter("dup-passes") + n) / (double) n,
        (one.counter(SearchReport.Counters.RE_SEARCHES) + n) / (double) n);
    out.printf(
        Locale.ROOT,
        "  of the threads' nodes: %.1f%% in passes given up (another thread's bound settled"
            + " them), %.1f%% in passes stopped (another thread completed the search); %.1f"
            + " positions a search settled by another thread's result while a thread searched"
            + " them%n",
        percent(t.counter("dup-given-up-nodes"), t.nodes),
        percent(t.counter("dup-stopped-nodes"), t.nodes),
        t.counter("dup-settled-positions") / (double) n);
    out.printf(
        "  %-4s %14s %14s %14s   (nodes a position, each by its nearest ancestor in the plies"
            + " of the deferral, as it was when the thread began its moves)%n",
        "ply", "no other", "another in it", "another done");
    long[] sums = new long[3];
    for (int ply = 0;
        t.counters.containsKey("dup-own-ply-" + ply)
            || t.counters.containsKey("dup-joined-ply-" + ply);
        ply++) {
      long own = t.counter("dup-own-ply-" + ply);
      long joined = t.counter("dup-joined-ply-" + ply);
      long finished = t.counter("dup-finished-ply-" + ply);
      sums[0] += own;
      sums[1] += joined;
      sums[2] += finished;
      out.printf(
          Locale.ROOT,
          "  %-4d %14.0f %14.0f %14.0f%n",
          ply,
          own / (double) n,
          joined / (double) n,
          finished / (double) n);
    }
    out.printf(
        Locale.ROOT,
        "  %-4s %14.0f %14.0f %14.0f   (%.1f%%, %.1f%% and %.1f%% of the threads' nodes)%n",
        "all",
        sums[0] / (double) n,
        sums[1] / (double) n,
        sums[2] / (double) n,
        percent(sums[0], t.nodes),
        percent(sums[1], t.nodes),
        percent(sums[2], t.nodes));
  }

  /**
   * The table's hit rate and contention over a pass, and the local tables' threshold, if the search
   * had a table.
   */
  private static void tableUse(String label, Totals t, PrintWriter out) {
    long probes = t.counter(SearchReport.Counters.TT_PROBES);
    if (probes > 0) {
      long stores = t.counter("tt-stores");
      out.printf(
          Locale.ROOT,
          "%s: %d probes, %.1f%% hits; %d stores to the shared table, %.2f%% of a position"
              + " held already (searched again), %.2f%% over another position's entry of this"
              + " search (lost)%n",
          label,
          probes,
          100.0 * t.counter(SearchReport.Counters.TT_HITS) / probes,
          stores,
          percent(t.counter("tt-rewrites"), stores),
          percent(t.counter("tt-evictions"), stores));
    }
    long searches = t.counter("tt-local-searches");
    if (searches > 0) {
      out.printf(
          Locale.ROOT,
          "%s: the results of subtrees of fewer than %d nodes on average (the strategy's"
              + " shared-work) stayed in a thread's own 1 MiB table: positions with fewer than"
              + " %.1f plies left (mean at the end of the %d solves that stored to the shared"
              + " table)%n",
          label.replace("table use", "local tables"),
          t.counter("tt-shared-work") / searches,
          t.counter("tt-local-below") / (double) searches,
          searches);
    }
  }

  private static double percent(long part, long whole) {
    return whole == 0 ? 0 : 100.0 * part / whole;
  }

  private static String bytes(long b) {
    if (b >= 1 << 20) {
      return String.format(Locale.ROOT, "%.1f MiB", b / (double) (1 << 20));
    }
    if (b >= 1 << 10) {
      return String.format(Locale.ROOT, "%.1f KiB", b / (double) (1 << 10));
    }
    return b + " bytes";
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
