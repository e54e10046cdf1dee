package dev.ply.classic.stats;

import dev.ply.api.SearchReport;

/**
 * The counters one search keeps while it runs. Plain fields, no synchronisation: a search runs on
 * one thread, and the figures are read only when it is done. Statistics only: no search reads them
 * to decide anything (the trace reads {@link #reSearches} to name what it reports).
 */
public final class SearchStats {
  /** The report counter of {@link #helperNodes}. */
  public static final String HELPER_NODES = "helper-nodes";
  /** The report counter of the moves left for last because another thread was searching them. */
  public static final String DEFERRED_MOVES = "deferred-moves";

  /** Positions visited, the root and terminal positions included. */
  public long nodes;
  /** Positions scored without looking further: finished games and positions at the horizon. */
  public long leaves;
  /** Searches of a node that stopped early because a move reached beta. */
  public long cutoffs;
  /**
   * Positions searched a second time because a first, narrower search only bounded their value:
   * SCOUT's search after a successful TEST, NegaScout's re-search after a null-window fail-high,
   * every MTD(f) pass after the first.
   */
  public long reSearches;
  /** The deepest ply below the root that the search visited. */
  public int maxPly;
  /** Transposition-table probes. */
  public long ttProbes;
  /** Transposition-table probes that found their position. */
  public long ttHits;
  /** Whether the search had a transposition table (then the two counters above are reported). */
  public boolean usesTable;

  /** Of {@link #nodes}, those visited by the helper threads of a parallel search. */
  public long helperNodes;
  /** Moves a node left for last because another thread was searching them (ABDADA). */
  public long deferredMoves;
  /** Whether the search ran on more than one thread (then the counter above is reported). */
  public boolean parallel;

  /** Adds the counters of {@code other} (a helper thread's) to these; the deepest ply is kept. */
  public void add(SearchStats other) {
    parallel = true;
    helperNodes += other.nodes;
    nodes += other.nodes;
    leaves += other.leaves;
    cutoffs += other.cutoffs;
    reSearches += other.reSearches;
    ttProbes += other.ttProbes;
    ttHits += other.ttHits;
    deferredMoves += other.deferredMoves;
  }

  /** Adds the counters to a report being built. */
  public void addTo(SearchReport.Builder report) {
    report.nodes(nodes)
        .counter(SearchReport.Counters.LEAVES, leaves)
        .counter(SearchReport.Counters.CUTOFFS, cutoffs)
        .counter(SearchReport.Counters.RE_SEARCHES, reSearches);
    if (usesTable) {
      report.counter(SearchReport.Counters.TT_PROBES, ttProbes)
          .counter(SearchReport.Counters.TT_HITS, ttHits);
    }
    if (parallel) {
      report.counter(HELPER_NODES, helperNodes);
      report.counter(DEFERRED_MOVES, deferredMoves);
    }
  }
}
