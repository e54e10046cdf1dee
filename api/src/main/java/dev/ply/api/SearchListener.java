package dev.ply.api;

/**
 * Hears every position a search visits, in the order it visits them, so that a tool can show why a
 * branch was searched, cut or searched again ({@code ply trace}).
 *
 * <p><b>Who implements it:</b> the host, or any tool that drives a {@link Player}. <b>Who attaches
 * it:</b> the same caller, through {@link Player#trace(SearchListener)}, before {@link
 * Player#chooseMove(GameState, Limits)}. <b>Who calls it:</b> the player's search, on the thread
 * that runs {@code chooseMove}, synchronously, while it searches: a listener must be quick and must
 * not throw (what it throws ends the search, and so the move). Every argument is a primitive,
 * nothing is null. A deterministic search reports the same events every time. A search with no
 * listener attached must not pay for one beyond a null check.
 *
 * <p><b>Order:</b> events nest like the search. {@link #enter} opens a position and {@link #leave}
 * closes the position opened last; between them come the positions searched below it, then {@link
 * #pruned} for each move it left unsearched. A search may enter the root more than once (iterative
 * deepening, MTD passes, aspiration re-searches), and a position may be entered a second time right
 * after the first ({@link #RE_SEARCH}). A search stopped by its {@link Limits} leaves the positions
 * it was in unclosed.
 *
 * <p><b>Values:</b> windows and values are in the scale of {@link Values} and from the point of
 * view of the {@code player} named at {@link #enter}: the side to move, in negamax searches. A full
 * window, {@code (-Values.INFINITY, Values.INFINITY)}, also stands for "no window" (minimax, a
 * finished game). A value at or below alpha is an upper bound (the search failed low), at or above
 * beta a lower bound (it failed high), and strictly inside the window the exact value.
 */
public interface SearchListener {

  /** Flag of {@link #enter}: a second search of the position just searched, or of the root. */
  int RE_SEARCH = 1;

  /**
   * Flag of {@link #enter}: the position is only tested against a threshold (Pearl's TEST), as a
   * null window: {@code (v, v + 1)} asks "above v?", {@code (v - 1, v)} asks "below v?". The value
   * left says which side of the window it is on.
   */
  int TEST = 2;

  /**
   * Flag of {@link #enter}: a position the search looked at only to read a result that game
   * knowledge ({@link Tactics}) announced, such as the immediate win of the move named. A result
   * read further on (the opponent's winning answer to it) is reported as this one position.
   */
  int LOOK_AHEAD = 4;

  /** Flag of {@link #leave}: the value came from a transposition table, not from a search. */
  int TABLE = 1;

  /**
   * The search enters a position.
   *
   * @param ply plies below the search root, 0 at the root
   * @param move the move that leads here from the position entered last at {@code ply - 1}, as the
   *     game's int ({@link GameState#moveToText(int)}); {@code -1} at the root
   * @param player the seat whose point of view {@code alpha}, {@code beta} and the value at {@link
   *     #leave} take
   * @param alpha the lower end of the window the position is searched with
   * @param beta the upper end of the window, greater than {@code alpha}
   * @param flags {@link #RE_SEARCH}, {@link #TEST}, {@link #LOOK_AHEAD}, or 0
   */
  void enter(int ply, int move, int player, int alpha, int beta, int flags);

  /**
   * The search leaves the position entered last and not yet left.
   *
   * @param value the value the search returned for it, from the point of view of the {@code player}
   *     named at {@link #enter}
   * @param flags {@link #TABLE}, or 0
   */
  void leave(int value, int flags);

  /**
   * A move of the position entered last, and not yet left, will not be searched: a value reached
   * the window's bound (a beta cutoff, in negamax terms), so the opponent will not let the game
   * come here. Called once per move left out, in the order the search would have tried them, just
   * before {@link #leave}.
   *
   * @param move the move left unsearched
   */
  void pruned(int move);
}
