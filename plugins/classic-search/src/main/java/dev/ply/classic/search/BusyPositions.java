package dev.ply.classic.search;

import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.tt.TranspositionTable;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The positions the threads of a parallel search are searching now, for the deferral of ABDADA
 * (Weill, "The ABDADA distributed minimax search algorithm", 1996), in the simplified form of Tom
 * Kerrigan ("A simple and effective ABDADA", 2016): a thread that reaches a move whose position
 * another thread is searching leaves it for last, and searches the position's other moves first, so
 * that two threads split a node's moves between them instead of searching the same subtree
 * together. The first move of a node is never deferred: it is the best guess, and its value gives
 * the bounds the others are searched with; nor is the root's second (see {@link AlphaBetaSolver}).
 *
 * <p>A small table of position hashes, one slot a position, written and read by every thread
 * without a lock: a thread marks a position when it starts searching its moves and unmarks it when
 * it is done. A race or a collision only changes the order in which one node's moves are searched,
 * never which moves are searched nor any value, so the table needs no more safety than that. Marks
 * left by a search stopped midway are forgotten at the next search ({@link #clear()}).
 */
final class BusyPositions {

  private static final int SLOTS = 1 << 14;
  private final long[] slots = new long[SLOTS];

  /** The transposition table the threads share, where one finds the results of the others. */
  private final TranspositionTable table;

  /**
   * @param table the transposition table the threads share
   */
  BusyPositions(TranspositionTable table) {
    this.table = table;
  }

  /** The transposition table the threads share. */
  TranspositionTable table() {
    return table;
  }

  /**
   * The bounds on the root's value the threads prove, which travel with the marks: both are what
   * the threads of one search share besides the table.
   */
  private final SharedBounds bounds = new SharedBounds();

  /**
   * When the threads count their duplicated work ({@link DuplicateWork}): the positions the threads
   * have finished, one slot a position, the key mixing its hash with the value its pass tested, and
   * which thread finished it; null otherwise.
   */
  private long[] finished;

  private int[] finishedBy;

  private final AtomicInteger threads = new AtomicInteger();

  /** Lets the threads count their duplicated work (see {@link DuplicateWork}). */
  void countDuplicates() {
    finished = new long[SLOTS];
    finishedBy = new int[SLOTS];
  }

  /** One thread's counter of its duplicated work, or null when they are not counted. */
  DuplicateWork duplicateWork(SearchStats stats) {
    return finished == null ? null : new DuplicateWork(this, stats, threads.incrementAndGet());
  }

  /**
   * Marks the position of {@code hash} finished by {@code thread} in a pass testing {@code beta}.
   */
  void finish(long hash, int beta, int thread) {
    int i = slot(hash);
    finished[i] = finishedKey(hash, beta);
    finishedBy[i] = thread;
  }

  /**
   * Whether a thread other than {@code thread} has finished the position of {@code hash} in a pass
   * testing {@code beta} (as far as can be seen).
   */
  boolean finishedByAnother(long hash, int beta, int thread) {
    int i = slot(hash);
    return finished[i] == finishedKey(hash, beta) && finishedBy[i] != thread;
  }

  private static long finishedKey(long hash, int beta) {
    return hash ^ (beta * 0x9E3779B97F4A7C15L);
  }

  /** The bounds on the root's value the threads of the search under way have proven. */
  SharedBounds sharedBounds() {
    return bounds;
  }

  /** Forgets every mark. */
  void clear() {
    Arrays.fill(slots, 0L);
    if (finished != null) {
      Arrays.fill(finished, 0L);
    }
  }

  /** Marks the position of {@code hash} as being searched by the calling thread. */
  void enter(long hash) {
    slots[slot(hash)] = hash;
  }

  /** Unmarks the position of {@code hash}, unless another position has taken its slot since. */
  void leave(long hash) {
    int i = slot(hash);
    if (slots[i] == hash) {
      slots[i] = 0L;
    }
  }

  /** Whether some thread is searching the position of {@code hash} now (as far as can be seen). */
  boolean busy(long hash) {
    return hash != 0L && slots[slot(hash)] == hash;
  }

  private static int slot(long hash) {
    return (int) (hash ^ (hash >>> 32)) & (SLOTS - 1);
  }
}
