package dev.ply.classic.tt;

import dev.ply.classic.stats.SearchStats;

/**
 * How one search reads and writes its {@link TranspositionTable}: probes counted in the search's
 * {@link SearchStats}, the rule by which an entry settles a window (Marsland 1986; the same rule as
 * Stockfish's {@code search.cpp}, "Step 4. Transposition table lookup"), and stores whose bound
 * type is read from the window the position was searched with (fail-soft: an upper bound when it
 * failed low, a lower bound when it failed high, else exact).
 *
 * <p>Proven values are stored relative to their position ({@link TranspositionTable#toTable}). The
 * statistics are only counted here; nothing here reads them.
 *
 * <p><b>Two levels.</b> With a thread's {@link LocalTable}, a position goes to one of two tables by
 * the plies left below it: its remaining depth, or the moves left in the game when the game tells
 * and that is fewer. Below the local table's boundary, learnt from the work of the results, it goes
 * to the thread's small table, which stays in the core's cache; else to the shared one, which every
 * thread and later searches read. Most positions of a search are near its leaves, and their results
 * rarely save more than a probe of a big table costs: on Pons' Test_L1_R2 (64 MiB) a Connect Four
 * solve takes about 0.6 of the time it takes with the shared table alone, for about a tenth more
 * nodes.
 */
public final class TableAccess {

  private final TranspositionTable table;

  /** This thread's local table, or null for none. */
  private final LocalTable local;

  /** This thread's log of the slots it fills in {@code table}. */
  private final WriteLog log;

  private final SearchStats stats;

  /**
   * @param table the table, possibly holding entries of earlier searches
   * @param stats the counters of the search, for probes and hits
   */
  public TableAccess(TranspositionTable table, SearchStats stats) {
    this(table, null, stats);
  }

  /**
   * @param local this thread's local table ({@link TranspositionTable#local(int)}), or null to keep
   *     every result in {@code table}
   */
  public TableAccess(TranspositionTable table, LocalTable local, SearchStats stats) {
    this(table, 0, local, stats);
  }

  /**
   * @param thread the search thread (0 the main thread, 1 and up the helpers of a parallel search):
   *     it chooses the thread's log of the slots it fills, for {@link TranspositionTable#wipe()}
   */
  public TableAccess(TranspositionTable table, int thread, LocalTable local, SearchStats stats) {
    this.table = table;
    this.local = local;
    this.log = table.writeLog(thread);
    this.stats = stats;
  }

  /**
   * The table's entry for {@code hash}, or {@link TranspositionTable#MISS}; counted.
   *
   * @param remaining the plies left below the position: its remaining depth, or the moves left in
   *     the game if fewer; it chooses the level
   */
  public long probe(long hash, int remaining) {
    long entry = (local != null && local.holds(remaining) ? local.entries : table).probe(hash);
    stats.probe(entry != TranspositionTable.MISS);
    return entry;
  }

  /**
   * Whether the results of positions with {@code remaining} plies left are big enough to be looked
   * up before their parent's moves are searched (enhanced transposition cutoffs, see {@code
   * dev.ply.classic.search.TranspositionCutoffs}), with their hashes {@code told} by the game
   * without the moves played ({@link dev.ply.api.Tactics#hashAfter}) or not: learnt by the thread's
   * local table ({@link LocalTable#AHEAD_WORK}, {@link LocalTable#TOLD_AHEAD_WORK}); never without
   * one.
   */
  public boolean big(int remaining, boolean told) {
    return local != null && local.big(remaining, told);
  }

  /**
   * Whether the result of a position with {@code remaining} plies left goes to the shared table,
   * where the other threads of a parallel search read it: always without a local table, else above
   * the local table's boundary ({@link LocalTable}).
   */
  public boolean shares(int remaining) {
    return local == null || !local.holds(remaining);
  }

  /**
   * Whether a table {@code entry} settles the window {@code (alpha, beta)} of a position searched
   * {@code depth} plies deep, {@code ply} plies below the root: it was searched at least as deep,
   * and it is exact, a lower bound at or above beta, or an upper bound at or below alpha. Depths
   * beyond {@link TranspositionTable#MAX_DEPTH} count as that depth.
   */
  public static boolean settles(long entry, int depth, int alpha, int beta, int ply) {
    if (entry == TranspositionTable.MISS
        || TranspositionTable.depth(entry) < Math.min(depth, TranspositionTable.MAX_DEPTH)) {
      return false;
    }
    int value = TranspositionTable.fromTable(TranspositionTable.value(entry), ply);
    return switch (TranspositionTable.bound(entry)) {
      case TranspositionTable.EXACT -> true;
      case TranspositionTable.LOWER -> value >= beta;
      case TranspositionTable.UPPER -> value <= alpha;
      default -> false;
    };
  }

  /**
   * The bound type of a fail-soft {@code value} of a position searched with the window {@code
   * (alpha, beta)}: an upper bound when it failed low, a lower bound when it failed high, else
   * exact.
   */
  public static int bound(int value, int alpha, int beta) {
    return value <= alpha
        ? TranspositionTable.UPPER
        : value >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
  }

  /**
   * Stores the {@code value} of the position of {@code hash} searched {@code depth} plies deep,
   * {@code ply} plies below the root, with its {@code bound} type ({@link #bound}). The best move
   * is kept only when the value is not an upper bound (a fail-low's "best" move is noise).
   *
   * @param remaining the plies left below the position, as given to {@link #probe}
   * @param horizon whether the value rests on a heuristic value at the horizon
   * @param work the nodes visited below the position (see {@link TranspositionTable#store})
   */
  public void store(
      long hash,
      int depth,
      int remaining,
      int ply,
      int value,
      int bound,
      int bestMove,
      boolean horizon,
      long work) {
    TranspositionTable to = table;
    if (local != null) {
      if (local.holds(remaining)) {
        to = local.entries;
      }
      local.learn(remaining, work);
    }
    int done =
        to.store(
            hash,
            depth,
            TranspositionTable.toTable(value, ply),
            bound,
            bound == TranspositionTable.UPPER ? -1 : bestMove,
            horizon,
            work,
            to == table ? log : to.ownLog());
    if (to == table) {
      stats.sharedStore(done == TranspositionTable.REWROTE, done == TranspositionTable.EVICTED);
    }
  }
}
