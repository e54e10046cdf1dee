package dev.ply.classic.tt;

/**
 * A search thread's own small transposition table, and the boundary that decides which results go
 * to it rather than to the table the threads share (see {@link TableAccess}, "Two levels").
 *
 * <p>The table has {@value #ENTRIES} entries (1 MiB), small enough to stay in a core's L2 cache.
 * The boundary is a number of plies left below a position: results with fewer go here. It is learnt
 * from the results stored, whichever table they go to: each store counts, at its position's
 * remaining depth, the nodes the result took, and every {@value #REVIEW} stores the boundary
 * becomes the least remaining depth whose results took {@value #SHARED_WORK} nodes or more on
 * average; the counts are then halved, so that they follow the searches. A result that took that
 * many nodes saves more than the trip to memory a probe of a big shared table costs (on the build
 * machine about as long as one node of Connect Four), and a smaller one does not. Remaining depths
 * from 63 up are never sent here: nothing below them is known, and a solve without a depth limit
 * whose game does not tell the moves left keeps its results in the shared table, as without a local
 * one.
 *
 * <p>The same counts tell from which remaining depth the results are worth looking up before their
 * parent's moves are searched (enhanced transposition cutoffs, {@link TableAccess#big}): those that
 * took {@value #AHEAD_WORK} nodes or more on average, or only {@value #TOLD_AHEAD_WORK} where the
 * game tells a child's hash without the move being played ({@link dev.ply.api.Tactics#hashAfter}).
 *
 * <p>What is learnt is kept from one search to the next, as the table is: the searches of one
 * player (the moves of a game, the positions of a benchmark) have the same shape, so a search
 * starts with the boundary the last one ended with. Until the first review every result goes to the
 * shared table. One thread only; the shared table empties and ages the local ones with itself
 * ({@link TranspositionTable#local(int)}).
 */
public final class LocalTable {

  /** The entries of a local table: 1 MiB, which stays in a core's L2 cache. */
  public static final int ENTRIES = 1 << 16;

  /** The stores between two reviews of the boundary. */
  static final int REVIEW = 4096;

  /**
   * The mean nodes of a remaining depth's results from which they go to the shared table: on one
   * thread, and on two.
   */
  public static final int SHARED_WORK = 64;

  /**
   * The same for a parallel search of more than two threads ({@link TranspositionTable#shareFrom}):
   * the more threads, the likelier another needs a result one keeps to itself, and searches it
   * again. On the first 30 of Pons' Test_L1_R2, threads taking turns ({@link
   * dev.ply.classic.time.Lockstep}) searched with it, over one thread's nodes: sixteen 1.32 times
   * (3.47 with {@value #SHARED_WORK}), eight 1.15 (2.02), four 1.02 (1.38). Two threads searched
   * 0.82 times the nodes with it (the first 10), but took more time on the 2-core build machine,
   * each probe of the big table costing more than the nodes saved, and keep {@value #SHARED_WORK}.
   */
  public static final int MANY_THREADS_SHARED_WORK = 4;

  /** This table's threshold: {@link #SHARED_WORK} or {@link #MANY_THREADS_SHARED_WORK}. */
  private volatile int sharedWork = SHARED_WORK;

  /**
   * The mean nodes of a remaining depth's results from which a search looks them up before it
   * searches their parent's moves (enhanced transposition cutoffs): a parent probes all its
   * children, up to one trip to memory each, so they must be worth several times a probe.
   */
  static final int AHEAD_WORK = 4 * SHARED_WORK;

  /**
   * The same where the game tells a child's hash without the move being played ({@link
   * dev.ply.api.Tactics#hashAfter}): a look-up then costs little more than its probe, and most
   * children near the leaves are in the local table, in the core's cache. Results of a few nodes
   * are worth it (on Pons' Test_L1_R2, a fifth fewer nodes than from {@value #AHEAD_WORK} in the
   * same time); those of the last plies, nearly all settled by the game's tactics, are not.
   */
  static final int TOLD_AHEAD_WORK = 4;

  /** Remaining depths the learning tells apart; more count as the last, which is never local. */
  static final int DEPTHS = 64;

  final TranspositionTable entries = TranspositionTable.ofEntries(ENTRIES);

  /** The nodes the results stored at each remaining depth took, and how many they were. */
  private final long[] workAt = new long[DEPTHS];

  private final long[] storesAt = new long[DEPTHS];

  /** Results with fewer plies left than this go here. */
  private int below;

  private int untilReview = REVIEW;

  /** The least remaining depth whose results took {@value #AHEAD_WORK} nodes or more. */
  private int aheadFrom = DEPTHS - 1;

  /** The least remaining depth whose results took {@value #TOLD_AHEAD_WORK} nodes or more. */
  private int toldAheadFrom = DEPTHS - 1;

  LocalTable() {}

  /** Sets the mean nodes of work from which results go to the shared table (at the next review). */
  void shareFrom(int work) {
    sharedWork = work;
  }

  /** The mean nodes of work from which results go to the shared table. */
  public int sharedWork() {
    return sharedWork;
  }

  /**
   * Whether the results of positions with {@code remaining} plies left are worth looking up before
   * their parent's moves are searched, as of the last review: they took {@value #AHEAD_WORK} nodes
   * or more on average, or {@value #TOLD_AHEAD_WORK} when their hashes are {@code told} without
   * playing the moves. False until the first review, and when no remaining depth below the last one
   * counted was found that big.
   */
  boolean big(int remaining, boolean told) {
    int from = told ? toldAheadFrom : aheadFrom;
    return from < DEPTHS - 1 && remaining >= from;
  }

  /** Whether the result of a position with {@code remaining} plies left belongs here. */
  boolean holds(int remaining) {
    return remaining < below;
  }

  /** The remaining depth below which results go here now: 0 until the first review. */
  public int boundary() {
    return below;
  }

  /** Counts a result of {@code work} nodes, stored at a position with {@code remaining} left. */
  void learn(int remaining, long work) {
    int d = Math.min(Math.max(remaining, 0), DEPTHS - 1);
    workAt[d] += work;
    storesAt[d]++;
    if (--untilReview == 0) {
      review();
    }
  }

  private void review() {
    untilReview = REVIEW;
    below = leastWith(sharedWork);
    aheadFrom = leastWith(AHEAD_WORK);
    toldAheadFrom = leastWith(TOLD_AHEAD_WORK);
    for (int d = 0; d < DEPTHS; d++) {
      workAt[d] >>= 1;
      storesAt[d] >>= 1;
    }
  }

  /** The least remaining depth whose results took {@code work} nodes or more on average. */
  private int leastWith(int work) {
    for (int d = 0; d < DEPTHS - 1; d++) {
      if (storesAt[d] > 0 && workAt[d] >= work * storesAt[d]) {
        return d;
      }
    }
    return DEPTHS - 1;
  }
}
