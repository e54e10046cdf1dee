package dev.ply.classic.search;

import dev.ply.classic.stats.SearchStats;

/**
 * Where one thread of a parallel search repeats work, counted only when asked (the strategy's
 * {@code count-duplicates} option, for {@code ply bench solve --threads N}): a search on one thread
 * has none, and one that does not count pays nothing but a null check at the nodes that take part
 * in the deferral. The nodes of the thread's passes are sorted, where they fall, into
 *
 * <ul>
 *   <li>{@link #GIVEN_UP}: a pass given up because another thread's bound settled it ({@link
 *       SharedBounds}): what it stored may serve later passes, the rest is lost;
 *   <li>{@link #STOPPED}: the pass under way when another thread completed the search, lost;
 *   <li>{@link #joined(int)}: below a position, {@code ply} plies below the root, that another
 *       thread was searching when this one entered it (the first move of a node is never deferred,
 *       nor are the busy moves once a node has no other left): both threads in the same subtree;
 *   <li>{@link #finished(int)}: below a position that another thread had searched to the end in a
 *       pass testing the same value, whose result this thread did not find in the table (lost to
 *       another entry, or kept in that thread's local table);
 *   <li>{@link #own(int)}: below a position no other thread was in nor had finished.
 * </ul>
 *
 * The last three sort each node by its nearest ancestor in the plies of the deferral (a position
 * whose moves the thread searched), for the positions the thread completed, and overlap the first
 * two. {@link #PASSES} counts the passes the thread began. One per thread, on that thread; the
 * marks of finished positions are shared through {@link BusyPositions}.
 */
final class DuplicateWork {

  /** The report counter of the nodes of passes given up. */
  static final String GIVEN_UP = "dup-given-up-nodes";

  /** The report counter of the nodes of passes stopped because another thread completed first. */
  static final String STOPPED = "dup-stopped-nodes";

  /**
   * The report counter of the positions a thread stopped searching because another thread's result
   * in the table settled them meanwhile ({@link Deferral#settledEntry}, {@link
   * Deferral#settledAbove}).
   */
  static final String SETTLED = "dup-settled-positions";

  /**
   * The report counter of those of them that were above the position the thread was in, so that it
   * returned to them ({@link Deferral#settledAbove}).
   */
  static final String SETTLED_ABOVE = "dup-settled-above";

  /** The report counter of the passes the threads began. */
  static final String PASSES = "dup-passes";

  /** The report counter of the nodes below positions another thread was in, by ply. */
  static String joined(int ply) {
    return "dup-joined-ply-" + ply;
  }

  /** The report counter of the nodes below positions another thread had finished, by ply. */
  static String finished(int ply) {
    return "dup-finished-ply-" + ply;
  }

  /** The report counter of the nodes below positions no other thread had been in, by ply. */
  static String own(int ply) {
    return "dup-own-ply-" + ply;
  }

  private final BusyPositions busy;
  private final SearchStats stats;
  private final int thread;

  /** The value the pass under way tests, which tells its finished positions from others'. */
  private int beta;

  private long passStart;

  /**
   * Per ply of the deferral, for the position of the line being searched there: the thread's nodes
   * when it began the position's moves, the nodes of the positions below it counted already, and
   * what it found when it began (0 nothing, 1 another thread in it, 2 finished by another).
   */
  private long[] start = new long[0];

  private long[] below = new long[0];
  private byte[] kind = new byte[0];

  /**
   * Per ply of the deferral, whether the line being searched has a position there whose moves this
   * thread began and has not left: not every ply of the line has one (a position may be searched
   * without the deferral, as where its results stay in a thread's local table), and a subtree's
   * nodes go to the nearest that has, lest they be counted there and again above it.
   */
  private boolean[] open = new boolean[0];

  DuplicateWork(BusyPositions busy, SearchStats stats, int thread) {
    this.busy = busy;
    this.stats = stats;
    this.thread = thread;
  }

  /** A pass testing {@code beta} begins. */
  void passBegins(int beta) {
    this.beta = beta;
    java.util.Arrays.fill(open, false); // what a pass given up or stopped left open
    passStart = stats.nodes();
    stats.count(PASSES, 1);
  }

  /** The pass under way was given up: another thread's bound settled it. */
  void passGivenUp() {
    stats.count(GIVEN_UP, stats.nodes() - passStart);
  }

  /** The pass under way was stopped: another thread completed the search. */
  void passStopped() {
    stats.count(STOPPED, stats.nodes() - passStart);
  }

  /** This thread begins the moves of the position of {@code hash}, before marking it busy. */
  void enter(long hash, int ply) {
    if (ply >= start.length) {
      start = java.util.Arrays.copyOf(start, ply + 1);
      below = java.util.Arrays.copyOf(below, ply + 1);
      kind = java.util.Arrays.copyOf(kind, ply + 1);
      open = java.util.Arrays.copyOf(open, ply + 1);
    }
    // Nothing deeper is on the line now; a pass given up or stopped left its plies open.
    java.util.Arrays.fill(open, ply + 1, open.length, false);
    open[ply] = true;
    start[ply] = stats.nodes();
    below[ply] = 0;
    kind[ply] =
        busy.busy(hash) ? (byte) 1 : busy.finishedByAnother(hash, beta, thread) ? (byte) 2 : 0;
  }

  /**
   * This thread has searched every move of the position of {@code hash} it needed: the nodes below
   * it but not below a position of a deeper ply of the deferral are counted by what it found.
   */
  void leave(long hash, int ply) {
    count(ply);
    busy.finish(hash, beta, thread);
  }

  /** This thread gives up the position at {@code ply}: another thread settled one above it. */
  void abandon(int ply) {
    count(ply);
  }

  /**
   * Another thread's result settled a position while this one searched it: the one it was in, or
   * one {@code above} it on its line.
   */
  void settledByAnother(boolean above) {
    stats.count(SETTLED, 1);
    if (above) {
      stats.count(SETTLED_ABOVE, 1);
    }
  }

  private void count(int ply) {
    if (ply >= start.length || !open[ply]) {
      return; // begun before this thread's helpers joined, or before its pass was given up
    }
    long subtree = stats.nodes() - start[ply];
    long own = subtree - below[ply];
    stats.count(kind[ply] == 1 ? joined(ply) : kind[ply] == 2 ? finished(ply) : own(ply), own);
    open[ply] = false;
    for (int above = ply - 1; above >= 0; above--) {
      if (open[above]) {
        below[above] += subtree;
        break;
      }
    }
    start[ply] = stats.nodes();
    below[ply] = 0;
  }
}
