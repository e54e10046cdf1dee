package dev.ply.classic.search;

/**
 * Whether the subtree being searched reached the horizon: a position in it was scored by the
 * evaluator, directly or through a table entry that was. Search state, not a statistic: it decides
 * the horizon bit of each stored entry, and whether deepening may stop (a search that never reached
 * the horizon exhausted the tree). One search thread.
 *
 * <p>A search with a table brackets the moves of each position with {@link #open()} and {@link
 * #close(boolean)}, so that what it stores tells whether that position's own subtree reached the
 * horizon; the flag of the whole search is the union of them all.
 */
final class Horizon {

  private boolean reached;

  /** Whether a position searched since the last {@link #reset()} was scored at the horizon. */
  boolean reached() {
    return reached;
  }

  /** Starts an iteration: no position has reached the horizon yet. */
  void reset() {
    reached = false;
  }

  /** A position was scored at the horizon, or rests on a table entry that was. */
  void reach() {
    reached = true;
  }

  /**
   * Begins the subtree of a position's moves: the flag is cleared, so that it tells afterwards
   * whether this subtree reached the horizon. Returns the flag as it was, for {@link #close}.
   */
  boolean open() {
    boolean before = reached;
    reached = false;
    return before;
  }

  /** Ends the subtree begun by {@link #open()}, which returned {@code before}. */
  void close(boolean before) {
    reached |= before;
  }
}
