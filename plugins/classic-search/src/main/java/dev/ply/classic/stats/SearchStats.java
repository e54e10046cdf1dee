package dev.ply.classic.stats;

import dev.ply.api.SearchReport;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The counters one search keeps while it runs. The searches count through the methods below (a
 * node, a leaf, a cutoff, a re-search), never by writing a field; no synchronisation: a search runs
 * on one thread, and the figures are read only when it is done. Statistics only: no search reads
 * them to decide anything (the clock reads {@link #nodes()} for a node limit, the trace reads
 * {@link #reSearches()} to name what it reports).
 */
public final class SearchStats {
  /** The report counter of {@link #helperNodes}. */
  public static final String HELPER_NODES = "helper-nodes";

  /** The report counter of the moves left for last because another thread was searching them. */
  public static final String DEFERRED_MOVES = "deferred-moves";

  /** The report counter of {@link #aheadCuts}. */
  public static final String AHEAD_CUTS = "ahead-cuts";

  /** The report counter of {@link #aheadSkips}. */
  public static final String AHEAD_SKIPS = "ahead-skips";

  /** The report counter of {@link #sharedStores}. */
  public static final String TT_STORES = "tt-stores";

  /**
   * The report counter of the bytes of table the player wrote zeros over since its last search (a
   * new game's wipe); reported when there were any.
   */
  public static final String TT_WIPED_BYTES = "tt-wiped-bytes";

  /**
   * The report counters of the local tables ({@link dev.ply.classic.tt.LocalTable}), reported by a
   * search whose main thread has one and stored results to the shared table (a tiny search, whose
   * results all stay local, pays nothing for them): {@code tt-shared-work}, the mean nodes of work
   * from which results go to the shared table; {@code tt-local-below}, the main thread's boundary
   * at the end of the search, below which they went to its local table; and {@code
   * tt-local-searches}, 1, so that a sum over searches tells how many reported.
   */
  public static final String TT_SHARED_WORK = "tt-shared-work";

  /** See {@link #TT_SHARED_WORK}. */
  public static final String TT_LOCAL_BELOW = "tt-local-below";

  /** See {@link #TT_SHARED_WORK}. */
  public static final String TT_LOCAL_SEARCHES = "tt-local-searches";

  /** The report counter of {@link #rewrites}. */
  public static final String TT_REWRITES = "tt-rewrites";

  /** The report counter of {@link #evictions}. */
  public static final String TT_EVICTIONS = "tt-evictions";

  /**
   * The report counters of one thread of a parallel search: {@code thread-I-nodes} and {@code
   * thread-I-busy-ns} for thread I (0 the main one), the nodes it visited and the nanoseconds it
   * spent searching; the rest of the search's time it was idle (not started yet, or done and
   * waiting).
   */
  public static String threadCounter(int thread, String what) {
    return "thread-" + thread + "-" + what;
  }

  /** Positions visited, the root and terminal positions included. */
  private long nodes;

  /** Positions scored without looking further: finished games and positions at the horizon. */
  private long leaves;

  /** Searches of a node that stopped early because a move reached beta. */
  private long cutoffs;

  /**
   * Positions searched a second time because a first, narrower search only bounded their value:
   * SCOUT's search after a successful TEST, NegaScout's re-search after a null-window fail-high,
   * every MTD(f) pass after the first.
   */
  private long reSearches;

  /** The deepest ply below the root that the search visited. */
  private int maxPly;

  /** The count of nodes when the position open at each ply was entered, for {@link #nodesBelow}. */
  private long[] enteredAt = new long[64];

  /** Transposition-table probes. */
  private long ttProbes;

  /** Transposition-table probes that found their position. */
  private long ttHits;

  /**
   * Positions settled by a child's table entry before any move was searched (enhanced transposition
   * cutoffs); reported when there were any.
   */
  private long aheadCuts;

  /** Moves not searched because a child's table entry showed they fail low; reported likewise. */
  private long aheadSkips;

  /** Results written to the shared table (not to a thread's local one). */
  private long sharedStores;

  /**
   * Of {@link #sharedStores}, those that wrote over the entry of the same position: its subtree was
   * searched again, by a re-search or, in a parallel search, by another thread as well.
   */
  private long rewrites;

  /**
   * Of {@link #sharedStores}, those that wrote over the entry of another position the current
   * search had written or read, which is lost.
   */
  private long evictions;

  /** The nanoseconds this thread spent searching (set by the driver; 0 when not measured). */
  private long busyNanos;

  /** Of a parallel search, each helper's nodes and busy nanoseconds, in helper order. */
  private long[] helperNodesEach = NONE;

  private long[] helperBusyEach = NONE;

  private static final long[] NONE = {};

  /** Whether the search had a transposition table (then the probes and hits are reported). */
  private final boolean usesTable;

  /** Of {@link #nodes}, those visited by the helper threads of a parallel search. */
  private long helperNodes;

  /** Moves a node left for last because another thread was searching them (ABDADA). */
  private long deferredMoves;

  /** Whether the search ran on more than one thread (then the counter above is reported). */
  private boolean parallel;

  /**
   * Counters a search keeps only when asked to explain itself (a parallel search's duplicated work,
   * see {@code dev.ply.classic.search.DuplicateWork}), by report name; null until the first.
   */
  private Map<String, Long> named;

  /** The counters of a search without a transposition table. */
  public SearchStats() {
    this(false);
  }

  /**
   * @param usesTable whether the search has a transposition table, whose probes and hits are then
   *     reported
   */
  public SearchStats(boolean usesTable) {
    this.usesTable = usesTable;
  }

  /** A position visited {@code ply} plies below the root. */
  public void node(int ply) {
    nodes++;
    if (ply > maxPly) {
      maxPly = ply;
      if (ply >= enteredAt.length) {
        enteredAt = Arrays.copyOf(enteredAt, 2 * ply);
      }
    }
    enteredAt[ply] = nodes;
  }

  /** A position game tactics looked at beyond a node: a node, but not a ply deeper. */
  public void lookAheadNode() {
    nodes++;
  }

  /** A position scored without looking further (a finished game, the horizon). */
  public void leaf() {
    leaves++;
  }

  /** A search of a node stopped early because a move reached beta. */
  public void cutoff() {
    cutoffs++;
  }

  /** A position about to be searched again (see {@link #reSearches()}). */
  public void reSearch() {
    reSearches++;
  }

  /** A transposition-table probe, which found its position when {@code hit}. */
  public void probe(boolean hit) {
    ttProbes++;
    if (hit) {
      ttHits++;
    }
  }

  /**
   * A result written to the shared table, which wrote over the entry of the same position ({@code
   * rewrote}) or of another position of this search ({@code evicted}), or neither.
   */
  public void sharedStore(boolean rewrote, boolean evicted) {
    sharedStores++;
    if (rewrote) {
      rewrites++;
    } else if (evicted) {
      evictions++;
    }
  }

  /** A position settled by a child's table entry (enhanced transposition cutoffs). */
  public void aheadCut() {
    aheadCuts++;
  }

  /** A move not searched because a child's table entry showed it fails low. */
  public void aheadSkip() {
    aheadSkips++;
  }

  /** A move left for last because another thread was searching it (ABDADA). */
  public void deferredMove() {
    deferredMoves++;
  }

  /**
   * Adds {@code amount} to the report counter {@code name}, one a search keeps only when asked to
   * explain itself; reported as it is, and summed over the threads of a parallel search.
   */
  public void count(String name, long amount) {
    if (named == null) {
      named = new LinkedHashMap<>();
    }
    named.merge(name, amount, Long::sum);
  }

  /** An iteration begins: the deepest ply is measured anew. */
  public void newIteration() {
    maxPly = 0;
  }

  /** Sets the nanoseconds this thread spent searching (the driver measures them). */
  public void busyNanos(long nanos) {
    busyNanos = nanos;
  }

  /** The search ran on more than one thread, so the report names each one. */
  public void markParallel() {
    parallel = true;
  }

  /** Positions visited so far, the root and terminal positions included. */
  public long nodes() {
    return nodes;
  }

  /**
   * The positions visited below the one open at {@code ply} since it was entered ({@link
   * #node(int)}): the work of its subtree so far, which a transposition table weighs its entries
   * by.
   */
  public long nodesBelow(int ply) {
    return nodes - enteredAt[ply];
  }

  /** Positions scored without looking further so far. */
  public long leaves() {
    return leaves;
  }

  /**
   * Positions searched a second time so far (see the field's definition): a search counts one just
   * before it starts it.
   */
  public long reSearches() {
    return reSearches;
  }

  /** Moves left for last so far because another thread was searching them. */
  public long deferredMoves() {
    return deferredMoves;
  }

  /** The deepest ply below the root visited since the last {@link #newIteration()}. */
  public int maxPly() {
    return maxPly;
  }

  /** Adds the counters of {@code other} (a helper thread's) to these; the deepest ply is kept. */
  public void add(SearchStats other) {
    parallel = true;
    helperNodesEach = Arrays.copyOf(helperNodesEach, helperNodesEach.length + 1);
    helperBusyEach = Arrays.copyOf(helperBusyEach, helperBusyEach.length + 1);
    helperNodesEach[helperNodesEach.length - 1] = other.nodes;
    helperBusyEach[helperBusyEach.length - 1] = other.busyNanos;
    sharedStores += other.sharedStores;
    rewrites += other.rewrites;
    evictions += other.evictions;
    helperNodes += other.nodes;
    nodes += other.nodes;
    leaves += other.leaves;
    cutoffs += other.cutoffs;
    reSearches += other.reSearches;
    ttProbes += other.ttProbes;
    ttHits += other.ttHits;
    aheadCuts += other.aheadCuts;
    aheadSkips += other.aheadSkips;
    deferredMoves += other.deferredMoves;
    if (other.named != null) {
      other.named.forEach(this::count);
    }
  }

  /** The results this search stored to the shared table. */
  public long sharedStores() {
    return sharedStores;
  }

  /** Adds the counters to a report being built. */
  public void addTo(SearchReport.Builder report) {
    report
        .nodes(nodes)
        .counter(SearchReport.Counters.LEAVES, leaves)
        .counter(SearchReport.Counters.CUTOFFS, cutoffs)
        .counter(SearchReport.Counters.RE_SEARCHES, reSearches);
    if (usesTable) {
      report
          .counter(SearchReport.Counters.TT_PROBES, ttProbes)
          .counter(SearchReport.Counters.TT_HITS, ttHits);
      if (sharedStores > 0) { // none in a small search, whose results stay in the local table
        report
            .counter(TT_STORES, sharedStores)
            .counter(TT_REWRITES, rewrites)
            .counter(TT_EVICTIONS, evictions);
      }
      if (aheadCuts + aheadSkips > 0) {
        report.counter(AHEAD_CUTS, aheadCuts).counter(AHEAD_SKIPS, aheadSkips);
      }
    }
    if (parallel) {
      report.counter(HELPER_NODES, helperNodes);
      report.counter(DEFERRED_MOVES, deferredMoves);
      report.counter(threadCounter(0, "nodes"), nodes - helperNodes);
      report.counter(threadCounter(0, "busy-ns"), busyNanos);
      for (int i = 0; i < helperNodesEach.length; i++) {
        report.counter(threadCounter(i + 1, "nodes"), helperNodesEach[i]);
        report.counter(threadCounter(i + 1, "busy-ns"), helperBusyEach[i]);
      }
    }
    if (named != null) {
      named.forEach(report::counter);
    }
  }
}
