package dev.ply.api;

/**
 * Optional game knowledge that lets an exact search skip what a rule of the game settles at once:
 * an immediate win, and the moves that hand the opponent one. A {@link GameState} may implement it;
 * a search that finds it uses it (classic-search's alpha-beta family does, unless its {@code
 * tactics} option is off), and a search that ignores it stays correct.
 *
 * <p><b>Who implements it:</b> the {@link GameState} of a two-player game in which the turn passes
 * to the other player after every move (Connect Four, tic-tac-toe); a game with extra turns or
 * passes must not. <b>Who calls it:</b> a search, on the thread that owns the state, at positions
 * that are not terminal. Both methods are pure functions of the position, allocate nothing, and
 * must be exact: a search trusts them as it trusts the rules.
 */
public interface Tactics {

  /**
   * A legal move after which the game is over and won by the player who made it, or {@code -1} when
   * there is none. When several exist, any one of them (deterministically).
   */
  int winningMove();

  /**
   * Writes into {@code buffer} the legal moves after which the opponent has no immediately winning
   * move, best first by the game's own guess, and returns how many there are. Called only when
   * {@link #winningMove()} is {@code -1}.
   *
   * <p>Every legal move left out must let the opponent win with its very next move; so when this
   * returns {@code 0}, the position is lost in two plies whatever the side to move plays.
   *
   * @param buffer at least {@link GameState#maxMoves()} long
   */
  int nonLosingMoves(int[] buffer);

  /**
   * Whether every legal move lets the opponent win with its very next move: exactly whether {@link
   * #nonLosingMoves} would return {@code 0}. A search asks it before it looks the position up in
   * its transposition table and before the moves are ordered, as Pons' solver does: a position
   * where it is true is settled at once and never stored, and one where it is false has a value no
   * lower than a loss four plies on, which may settle it at once too. Called only when the side to
   * move has no immediate win ({@link #winningMove()} would be {@code -1}; the search knows it
   * without asking, below a move from {@link #nonLosingMoves}).
   *
   * <p>The default asks {@link #nonLosingMoves} and so orders the moves, into a buffer it allocates
   * (this interface is implemented by a {@link GameState}, whose {@link GameState#maxMoves()} sizes
   * it). A game overrides it with a test that does neither, as Connect Four does with its threat
   * bitboards.
   */
  default boolean everyMoveLoses() {
    return nonLosingMoves(new int[((GameState) this).maxMoves()]) == 0;
  }

  /**
   * An upper bound on the number of moves left before the game ends, whatever is played (in Connect
   * Four, the empty cells). A search uses it to know that a result can no longer come in time: with
   * fewer than three moves left, the side to move, which cannot win at once, cannot win at all.
   */
  int movesLeftAtMost();

  /**
   * The {@link GameState#hash()} the position would have after the legal {@code move}, without
   * playing it: what a search reads to look a child up in its transposition table before it decides
   * to visit it (as Stockfish's {@code Position::key_after}). A pure function of the position and
   * the move.
   *
   * <p>The default plays the move, reads the hash and undoes it. A game overrides it when the hash
   * after a move is cheaper to compute than the move is to play, as Connect Four's Zobrist hash is.
   */
  default long hashAfter(int move) {
    GameState state = (GameState) this;
    state.play(move);
    long hash = state.hash();
    state.undo();
    return hash;
  }
}
