package dev.ply.host.cli;

import dev.ply.api.SearchReport;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What a pass of {@code ply bench solve} prints ({@link BenchSolveCommand}): what its counters say
 * (the table's reset, use and contention, the local tables' threshold, each thread's nodes, idle
 * time and rate), then, on several threads, the one-thread pass, the speed-up split into the
 * threads' node rate and their nodes, what the machine gives as many threads sharing nothing, and
 * where the threads repeated work; last the table row of the file.
 */
final class SolvePassReport {

  /** What one pass over the positions added up. */
  static final class Totals {
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

  /**
   * The pass of one-thread solvers that share nothing but the machine: each one's node rate while
   * solving, to the one-thread pass's, and the scores they got right together; or, when it was not
   * measured, why not.
   */
  record Apart(double[] rates, int correct, String notMeasured) {}

  private final String file;
  private final long ttMb;
  private final boolean wipeTable;
  private final Integer threads;
  private final long warmupNodesDone;
  private final long warmupCpuNanos;

  /**
   * The report of a pass over {@code file} with a table of {@code ttMb} MiB, {@code wipeTable}
   * written over with zeros before each position (else marked stale), on {@code threads} threads
   * (null: the strategy's own), after a warm-up of {@code warmupNodesDone} nodes that took the
   * measuring thread {@code warmupCpuNanos} of processor time.
   */
  SolvePassReport(
      String file,
      long ttMb,
      boolean wipeTable,
      Integer threads,
      long warmupNodesDone,
      long warmupCpuNanos) {
    this.file = file;
    this.ttMb = ttMb;
    this.wipeTable = wipeTable;
    this.threads = threads;
    this.warmupNodesDone = warmupNodesDone;
    this.warmupCpuNanos = warmupCpuNanos;
  }

  /**
   * Prints the pass {@code totals} over {@code n} positions, with the one-thread pass {@code one}
   * and the independent solvers {@code apart} (each null when not run).
   *
   * @return 0 when every score of every pass was right, else 1
   */
  int print(Totals totals, Totals one, Apart apart, int n, PrintWriter out) {
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
        file,
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
   * What the independent solvers ({@code BenchSolveCommand.solveApart}) searched, and the threads'
   * search against it: its node {@code rate} and {@code nodes}, each to one thread's, as the
   * speed-up line gives them.
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
            + " them, %.1f of them above the position it was in, to which it returned%n",
        percent(t.counter("dup-given-up-nodes"), t.nodes),
        percent(t.counter("dup-stopped-nodes"), t.nodes),
        t.counter("dup-settled-positions") / (double) n,
        t.counter("dup-settled-above") / (double) n);
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

  /** A size in the unit that reads best: bytes, KiB or MiB. */
  static String bytes(long b) {
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
