package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.classic.stats.SearchStats;
import java.util.Arrays;

/**
 * One thread's part in ABDADA's deferral (see {@link BusyPositions}): the marks it shares with the
 * other threads of a parallel search, the plies below the root whose nodes take part, and, per ply,
 * the buffer of the moves a node leaves for last because another thread is searching them; and its
 * watch on the bounds the threads prove ({@link SharedBounds}), which settles its passes. A search
 * on one thread has none ({@link SearchContext#deferral()} is null), since there it could change
 * nothing.
 */
final class Deferral {

  /** The plies below the root whose nodes take part in the deferral (the default). */
  static final int DEFAULT_PLIES = 12;

  private final BusyPositions busy;
  private final int plies;
  private final int width;
  private final SearchStats stats;
  private final SharedBounds.Watch watch;
  private int[][] later = new int[0][];

  /**
   * @param busy the marks shared by every thread of the search
   * @param plies the plies below the root whose nodes take part
   * @param width the most legal moves a position of the game has
   * @param stats the thread's statistics, which count the moves left for later
   */
  Deferral(BusyPositions busy, int plies, int width, SearchStats stats) {
    this.busy = busy;
    this.plies = plies;
    this.width = width;
    this.stats = stats;
    this.watch = busy.sharedBounds().watch();
  }

  /** The bounds on the root's value the threads have proven ({@link SharedBounds}). */
  SharedBounds sharedBounds() {
    return busy.sharedBounds();
  }

  /** This thread's watch on its passes, for {@link SharedBounds#begin} and {@link #checkPass}. */
  SharedBounds.Watch watch() {
    return watch;
  }

  /**
   * Called at every node: gives up the thread's null-window pass when another thread's bound has
   * settled it ({@link SharedBounds}).
   *
   * @throws PassSettled then
   */
  void checkPass() {
    watch.check();
  }

  /**
   * Whether a node {@code ply} plies below the root marks itself and defers its busy moves: only in
   * the first {@link #plies} plies, where subtrees are big enough for two threads to lose time
   * searching the same one and few enough that the shared marks cost little.
   */
  boolean defers(int ply) {
    return ply < plies;
  }

  /** Marks {@code state} as searched by this thread. */
  void enter(GameState state) {
    busy.enter(state.hash());
  }

  /** Unmarks {@code state}. */
  void leave(GameState state) {
    busy.leave(state.hash());
  }

  /**
   * Whether the move that led to {@code state} is left for later, because another thread is
   * searching {@code state} now; counted in the statistics if it is.
   */
  boolean leavesForLater(GameState state) {
    if (!busy.busy(state.hash())) {
      return false;
    }
    stats.deferredMove();
    return true;
  }

  /** The buffer of the moves the node at {@code ply} leaves for last. */
  int[] laterMoves(int ply) {
    if (ply >= later.length) {
      int[][] grown = Arrays.copyOf(later, Math.max(ply + 1, 2 * later.length));
      for (int i = later.length; i < grown.length; i++) {
        grown[i] = new int[width];
      }
      later = grown;
    }
    return later[ply];
  }
}
