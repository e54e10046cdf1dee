package dev.ply.api;

/**
 * One participant in a game, made by a {@link Strategy} and kept for a whole match.
 *
 * <p><b>Who calls it:</b> the referee. It calls {@link #newGame(int, long)} before each game and
 * {@link #chooseMove(GameState, Limits)} on each of the player's turns, always one call at a time
 * but not necessarily from the same thread: the referee runs the player on a thread of its own so
 * that it can stop waiting for it.
 *
 * <p><b>Failure:</b> whatever a player does wrong (throwing, returning an illegal move or no move,
 * running past its deadline plus the referee's grace) loses that game, with the reason recorded;
 * the match goes on. A player may keep state across moves and games (a transposition table, a
 * reused tree).
 */
public interface Player {

  /**
   * A new game begins.
   *
   * @param seat the seat this player takes, from 0
   * @param seed a seed for any randomness in this game; the same seed must give the same moves
   */
  void newGame(int seat, long seed);

  /**
   * Chooses a move for the position.
   *
   * @param state the player's own copy of the position, with this player to move (or, at a {@link
   *     GameState#SIMULTANEOUS} position, with this player among those who choose: it picks from
   *     {@link GameState#legalMovesOf(int, int[])} for its seat); it may be changed freely (it is
   *     thrown away afterwards)
   * @param limits the budget of this move: depth, nodes, deadline and the referee's stop signal;
   *     poll {@link Limits#shouldStop(long)} every few thousand nodes and return the best move
   *     found so far when it says so
   * @return the chosen move and what the search saw; never null
   */
  SearchReport chooseMove(GameState state, Limits limits);

  /**
   * Chooses a move knowing only what the seat has seen: how the referee asks a player in a game of
   * {@link GameFeature#HIDDEN_INFORMATION} (only a strategy that {@link Strategy#handles()} it is
   * seated there). The default refuses.
   *
   * @param view the seat's own view, with the seat to act; the player may keep it
   * @param limits as for {@link #chooseMove(GameState, Limits)}
   * @return one of the view's legal moves
   */
  default SearchReport chooseMove(View view, Limits limits) {
    throw new UnsupportedOperationException(
        getClass().getSimpleName() + " cannot play a game of hidden information");
  }

  /**
   * Asks the player to report every position its later searches visit to {@code listener}, for
   * teaching and debugging tools ({@code ply trace}); the referee never calls it. The listener
   * stays attached for the life of the player. The default reports nothing and returns false.
   *
   * <p>A player that says yes calls the listener from the thread running {@link
   * #chooseMove(GameState, Limits)}, in the order its {@link SearchListener} describes, once per
   * position it counts in {@link SearchReport#nodes()}: the positions heard and the positions
   * counted must be the same.
   *
   * @param listener never null
   * @return whether this player will report its searches
   */
  default boolean trace(SearchListener listener) {
    return false;
  }

  /**
   * The tree this player's last search grew and kept (Monte Carlo tree search's), for {@code ply
   * trace}, which shows it for players that do not {@link #trace report each position} as
   * alpha-beta does; the referee never calls it. Empty by default, and for a player that keeps no
   * tree.
   *
   * @param maxNodes at most this many nodes: the most visited children first, breadth by breadth
   * @return the root, whose {@code mover} is the seat that was to move
   */
  default java.util.Optional<GrownNode> grownTree(int maxNodes) {
    return java.util.Optional.empty();
  }
}
