package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.tt.TableAccess;
import dev.ply.classic.tt.TranspositionTable;
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

  /**
   * The plies below the root whose nodes take part in the deferral (the default), where their
   * results go to the shared table ({@code AlphaBetaSolver}): Kalah(6,4) on two threads searched
   * 0.98 to 1.08 times one thread's nodes with 24, 1.19 to 1.24 with 12; on Connect Four, whose
   * results stay in the threads' local tables below about 19 plies left, it stops about where 12
   * did (12 plies down on Pons' Test_L1_R2).
   */
  static final int DEFAULT_PLIES = 24;

  private final BusyPositions busy;
  private final int plies;
  private final int width;
  private final SearchStats stats;
  private final SharedBounds.Watch watch;
  private final DuplicateWork duplicates;
  private int[][] later = new int[0][];

  /** Per ply, the position this thread searches there: its hash, depth and window. */
  private long[] hashes = new long[0];

  private int[] depths = new int[0];
  private int[] alphas = new int[0];
  private int[] betas = new int[0];
  private boolean[] entered = new boolean[0];

  /**
   * The ply of the position above on this thread's line that another thread's result settled while
   * the search returns to it, or -1; and that result.
   */
  private int settledPly = -1;

  private long settledBy;

  /**
   * A search begins at the root ({@link AlphaBetaSolver#search}): the positions of a search given
   * up (a pass another thread settled, a search stopped) are no longer searched, and none of them
   * may be found settled above a position of the new one.
   */
  void newSearch() {
    Arrays.fill(entered, false);
    settledPly = -1;
  }

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
    this.duplicates = busy.duplicateWork(stats);
  }

  /** This thread's counter of its duplicated work, or null when it is not counted. */
  DuplicateWork duplicates() {
    return duplicates;
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
   * Whether a node {@code ply} plies below the root may mark itself and defer its busy moves: only
   * in the first {@link #plies} plies, where subtrees are big enough for two threads to lose time
   * searching the same one and few enough that the shared marks cost little; and of those, the
   * search lets only the nodes whose results go to the shared table take part.
   */
  boolean defers(int ply) {
    return ply < plies;
  }

  /**
   * Marks {@code state}, {@code ply} below the root, searched {@code depth} plies deep with the
   * window {@code (alpha, beta)}, as searched by this thread.
   */
  void enter(GameState state, int ply, int depth, int alpha, int beta) {
    if (ply >= hashes.length) {
      int size = Math.max(ply + 1, plies);
      hashes = Arrays.copyOf(hashes, size);
      depths = Arrays.copyOf(depths, size);
      alphas = Arrays.copyOf(alphas, size);
      betas = Arrays.copyOf(betas, size);
      entered = Arrays.copyOf(entered, size);
    }
    entered[ply] = true;
    hashes[ply] = state.hash();
    depths[ply] = depth;
    alphas[ply] = alpha;
    betas[ply] = beta;
    if (duplicates != null) {
      duplicates.enter(state.hash(), ply);
    }
    busy.enter(state.hash());
  }

  /** Unmarks {@code state}, {@code ply} below the root: another thread settled a position above. */
  void abandon(GameState state, int ply) {
    entered[ply] = false;
    busy.leave(state.hash());
    if (duplicates != null) {
      duplicates.abandon(ply);
    }
  }

  /** Unmarks {@code state}, {@code ply} below the root: this thread has searched its moves. */
  void leave(GameState state, int ply) {
    entered[ply] = false;
    busy.leave(state.hash());
    if (duplicates != null) {
      duplicates.leave(state.hash(), ply);
    }
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

  /**
   * Whether another thread's result in the shared table settles the window of a position this
   * thread searches above {@code ply} on its line, down to ply 1: a thread that took a node's next
   * move while another searched its first would otherwise go on after the other's cutoff. The
   * highest such position is remembered ({@link #returnsTo}, {@link #takeSettled}): the search
   * returns to it, each position between giving itself up ({@link #abandon}) and storing nothing.
   */
  boolean settledAbove(int ply) {
    TranspositionTable table = busy.table();
    for (int q = 1; q < Math.min(ply, entered.length); q++) {
      if (!entered[q]) {
        continue;
      }
      long entry = table.probe(hashes[q]);
      if (TableAccess.settles(entry, depths[q], alphas[q], betas[q], q)) {
        if (duplicates != null) {
          duplicates.settledByAnother(true);
        }
        settledPly = q;
        settledBy = entry;
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the position at {@code ply} is the one {@link #settledAbove} found settled, to which
   * the search returns.
   */
  boolean returnsTo(int ply) {
    return settledPly == ply;
  }

  /** The table entry that settled the position the search returned to; forgets it. */
  long takeSettled() {
    settledPly = -1;
    return settledBy;
  }

  /**
   * The table entry by which another thread has settled the window of the position this thread
   * searches {@code ply} plies below the root, or {@link TranspositionTable#MISS}; those above it
   * are {@link #settledAbove}'s.
   */
  long settledEntry(GameState state, int depth, int alpha, int beta, int ply) {
    long entry = ply == 0 ? TranspositionTable.MISS : busy.table().probe(state.hash());
    if (!TableAccess.settles(entry, depth, alpha, beta, ply)) {
      return TranspositionTable.MISS;
    }
    if (duplicates != null) {
      duplicates.settledByAnother(false);
    }
    return entry;
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
