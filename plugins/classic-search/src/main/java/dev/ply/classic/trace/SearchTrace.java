package dev.ply.classic.trace;

import dev.ply.api.SearchListener;
import dev.ply.api.Values;
import dev.ply.classic.stats.SearchStats;
import java.util.Arrays;

/**
 * Turns what one search tells its {@code NodeEvents} and {@code MovePicker} into the events of a
 * {@link SearchListener}: it exists only while a listener is attached, so a search that is not
 * traced pays one null check per call and nothing more.
 *
 * <p>The searches need not name the move that leads to each position: the trace remembers the moves
 * of every open position in the order they are searched (as the move picker hands them out) and
 * counts the positions entered below it, so the k-th position entered below one is its k-th move. A
 * re-search is the position entered right after the search counted one in {@link
 * SearchStats#reSearches()}: every search counts a re-search just before it starts it (SCOUT,
 * NegaScout, MTD passes, aspiration windows), and then searches the same move again.
 *
 * <p>One search thread; no allocation per position after the first positions of a ply.
 */
public final class SearchTrace {

  private static final int NO_MOVE = -1;

  private final SearchListener listener;
  private final SearchStats stats;

  /** The moves of the open position at each ply, in the order searched, and how many there are. */
  private int[][] moves = new int[0][];

  private int[] moveCount = new int[0];

  /** How many distinct moves of the open position at each ply have been entered. */
  private int[] entered = new int[0];

  /** Whether the open position at each ply was cut off. */
  private boolean[] cut = new boolean[0];

  /** Positions entered and not yet left: the ply of the next position entered. */
  private int open;

  private long reSearchesSeen;
  private int lookAheadMove = NO_MOVE;

  /**
   * @param listener the listener to tell
   * @param stats the counters of the search traced, read to recognise re-searches
   */
  public SearchTrace(SearchListener listener, SearchStats stats) {
    this.listener = listener;
    this.stats = stats;
    this.reSearchesSeen = stats.reSearches();
  }

  /**
   * The search enters a position {@code ply} plies down, searching it with the window {@code
   * (alpha, beta)} from {@code player}'s point of view.
   *
   * @param flags {@link SearchListener#TEST} or 0; re-searches are recognised here
   */
  public void enter(int ply, int player, int alpha, int beta, int flags) {
    int all = flags;
    boolean reSearch = stats.reSearches() != reSearchesSeen;
    if (reSearch) {
      reSearchesSeen = stats.reSearches();
      all |= SearchListener.RE_SEARCH;
    }
    int move = NO_MOVE;
    if (lookAheadMove != NO_MOVE) {
      move = lookAheadMove;
      lookAheadMove = NO_MOVE;
      all |= SearchListener.LOOK_AHEAD;
    } else if (ply > 0) {
      int parent = ply - 1;
      if (!reSearch || entered[parent] == 0) {
        entered[parent]++;
      }
      int k = entered[parent] - 1;
      move = k < moveCount[parent] ? moves[parent][k] : NO_MOVE;
    }
    ensure(ply);
    entered[ply] = 0;
    moveCount[ply] = 0;
    cut[ply] = false;
    open = ply + 1;
    listener.enter(ply, move, player, alpha, beta, all);
  }

  /** The moves of the position at {@code ply}, in the order they will be searched. */
  public void moves(int ply, int[] buffer, int n) {
    ensure(ply);
    if (moves[ply] == null || moves[ply].length < n) {
      moves[ply] = new int[Math.max(n, 8)];
    }
    System.arraycopy(buffer, 0, moves[ply], 0, n);
    moveCount[ply] = n;
  }

  /** The position at {@code ply} stops searching its moves: one reached beta. */
  public void cutoff(int ply) {
    ensure(ply);
    cut[ply] = true;
  }

  /** The next position entered is a look-ahead reached by {@code move} (game tactics). */
  public void lookAhead(int move) {
    lookAheadMove = move;
  }

  /**
   * The search leaves the position entered last, with {@code value}, after reporting the moves it
   * cut off.
   *
   * @param flags {@link SearchListener#TABLE} or 0
   */
  public void leave(int value, int flags) {
    int ply = open - 1;
    if (ply < 0) {
      throw new IllegalStateException("a search left more positions than it entered");
    }
    if (cut[ply]) {
      for (int k = entered[ply]; k < moveCount[ply]; k++) {
        listener.pruned(moves[ply][k]);
      }
    }
    open = ply;
    listener.leave(value, flags);
  }

  /**
   * A finished game below the position open, scored {@code value} for {@code player}: entered and
   * left at once, without a window. (A look-ahead two plies on is reported one ply down, as the
   * move that leads to it.)
   */
  public void finished(int player, int value) {
    enter(open, player, -Values.INFINITY, Values.INFINITY, 0);
    leave(value, 0);
  }

  private void ensure(int ply) {
    if (ply < entered.length) {
      return;
    }
    int size = Math.max(ply + 1, 2 * entered.length);
    moves = Arrays.copyOf(moves, size);
    moveCount = Arrays.copyOf(moveCount, size);
    entered = Arrays.copyOf(entered, size);
    cut = Arrays.copyOf(cut, size);
  }
}
