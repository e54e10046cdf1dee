package dev.ply.api;

/**
 * A mutable game position with play and undo: the object every search runs on.
 *
 * <p><b>Why mutable:</b> a search visits millions of positions; making a move in place and taking
 * it back is what makes that fast. Moves are plain {@code int}s, chosen by the game (a column, a
 * square index, a packed from-to pair); {@link #moveToText(int)} names them for logs and people.
 *
 * <p><b>Who implements it:</b> a game plugin. <b>Who calls it:</b> the referee, which owns the only
 * authoritative state of a game, and players, which receive their own {@link #copy()} each turn.
 *
 * <p><b>Threads:</b> a state is used by one thread at a time; it need not be thread-safe. Different
 * states of one game must not share mutable data (a copy must be fully independent).
 *
 * <p><b>Determinism:</b> every method is a pure function of the sequence of moves played since the
 * start position (and the variant): the same moves give equal legal-move lists in the same order,
 * the same hash and the same utilities.
 *
 * <p><b>Turn order:</b> {@link #playerToMove()} may stay the same after a move (an extra turn in
 * Kalah), and a pass may be an explicit move (Othello). No search may assume that players
 * alternate.
 */
public interface GameState {

  /**
   * What {@link #playerToMove()} returns at a chance node of a game of {@link GameFeature#CHANCE}:
   * no seat moves, the referee draws one of {@link #chanceOutcomes()} and plays it.
   */
  int CHANCE = -1;

  /**
   * What {@link #playerToMove()} returns where several seats choose at once, in a game of {@link
   * GameFeature#SIMULTANEOUS_MOVES}: each acting seat picks from {@link #legalMovesOf(int, int[])},
   * and the joint choice is played with {@link #playJoint(int[])}.
   */
  int SIMULTANEOUS = -2;

  /** What {@link #playJoint(int[])} is given for a seat that does not act. */
  int NO_MOVE = Integer.MIN_VALUE;

  /**
   * The seat to move, from {@code 0} to {@code players - 1}; {@link #CHANCE} at a chance node and
   * {@link #SIMULTANEOUS} where several seats choose at once (only in games that declare those
   * {@link Game#features()}); unspecified once terminal.
   */
  int playerToMove();

  /**
   * An upper bound on the number of legal moves in any position of this game and variant: the size
   * a caller must give the buffer of {@link #legalMoves(int[])}.
   */
  int maxMoves();

  /**
   * Writes the legal moves into {@code buffer}, starting at index 0, and returns how many there
   * are. The order is the game's preferred search order (best-first guesses help pruning) and is
   * deterministic. No allocation happens here, so searches can call it at every node.
   *
   * @param buffer at least {@link #maxMoves()} long
   * @return the number of moves written; 0 exactly when {@link #isTerminal()}
   */
  int legalMoves(int[] buffer);

  /**
   * Whether {@code move} is legal here. The referee checks every move a player returns with it. The
   * default allocates a buffer and scans {@link #legalMoves(int[])}; a game should answer directly
   * (and must return false, not throw, for any int that is no move at all).
   */
  default boolean isLegal(int move) {
    int[] buffer = new int[maxMoves()];
    int n = legalMoves(buffer);
    for (int i = 0; i < n; i++) {
      if (buffer[i] == move) {
        return true;
      }
    }
    return false;
  }

  /**
   * Plays a legal move. Behaviour for an illegal move is unspecified (a game may throw or corrupt
   * itself): callers check with {@link #isLegal(int)} or take moves from {@link
   * #legalMoves(int[])}.
   */
  void play(int move);

  /**
   * Takes back the last move played on this object (or on the state it was copied from, before the
   * copy), restoring an equal position with an equal hash.
   *
   * @throws IllegalStateException when no move has been played since the start position
   */
  void undo();

  /** How many moves have been played since the start position. */
  int plies();

  /** Whether the game is over: no moves remain and {@link #utility(int)} is defined. */
  boolean isTerminal();

  /**
   * The final result for one seat, between {@code -maxUtility} and {@code +maxUtility} of the game;
   * for a zero-sum game the utilities of all seats sum to zero. Only defined when {@link
   * #isTerminal()}; otherwise it throws {@link IllegalStateException}. A seat out of range throws
   * {@link IllegalArgumentException}.
   */
  int utility(int player);

  /**
   * A 64-bit hash of the position (board, player to move, and anything else that decides the future
   * of the game), usually by Zobrist hashing: equal positions reached by different move orders have
   * equal hashes. Transposition tables key on it.
   */
  long hash();

  /** A deep, independent copy, including the history that {@link #undo()} needs. */
  GameState copy();

  /**
   * A short, stable name for a move, such as {@code 4} or {@code b2}; never null, never blank, and
   * without whitespace (the line protocol and the records separate moves by spaces: a move of
   * several parts joins them with another character, as backgammon's {@code 8/5,6/5}).
   */
  String moveToText(int move);

  /**
   * Reads a move written by {@link #moveToText(int)} (surrounding spaces and letter case may be
   * forgiven). It only reads: the move may still be illegal here.
   *
   * @throws IllegalArgumentException when the text names no move of this game; the message says
   *     what a move looks like
   */
  int textToMove(String text);

  /**
   * How the game ended, in a few words for the record, such as {@code checkmate} or {@code
   * threefold repetition}; {@code ""} while it goes on, or for a game that has nothing more to say
   * than its result (the default). The referee puts it in the game's reason.
   */
  default String endReason() {
    return "";
  }

  /**
   * The position in the game's standard notation, for programs written for the game (FEN for chess,
   * as UCI engines read it); {@code ""} (the default) for a game that has none.
   */
  default String notation() {
    return "";
  }

  /**
   * A legal move of this position as the game's records write it (SAN for chess, as PGN files do);
   * by default {@link #moveToText(int)}. Called by the host when it exports games, with the move
   * still to be played, so a notation may depend on the position (check, disambiguation).
   */
  default String moveNotation(int move) {
    return moveToText(move);
  }

  /** The board as a few lines of text for a terminal, with the player to move; never null. */
  String render();

  /**
   * The position drawn as an SVG image, with the last move played marked; empty (the default) for a
   * game that is shown as {@link #render()}'s text.
   *
   * <p><b>Who calls it:</b> the host, never a search: the report's replay after every move of a
   * recorded game, and {@code ply export --format svg}. It calls it on one thread, on a state it
   * replayed from the start with {@link #play(int)} and {@link #playJoint(int[])} (so the state's
   * own history says what the last move was; none at the start position), terminal or not, and it
   * may be slow: milliseconds, not nanoseconds.
   *
   * <p><b>What it must guarantee:</b> the state is not changed; the same moves give the same text;
   * the text is one standalone SVG document that shows what {@link #render()} shows (the whole
   * truth: every hidden card, for the record) — well-formed XML, one {@code <svg>} root element in
   * the namespace {@code http://www.w3.org/2000/svg} with a {@code viewBox}, no DTD, no {@code
   * <script>}, no {@code <foreignObject>}, no {@code on…} event attribute, no {@code href} other
   * than to an element of the drawing ({@code #id}), and every text of the game escaped. The
   * drawing kit {@link dev.ply.api.draw} writes exactly such documents, so a game that draws with
   * it keeps the contract by construction.
   *
   * <p><b>How it fails:</b> the host checks the text against this contract; when the method throws
   * or the text breaks the contract, it shows {@link #render()}'s text instead and says why, and a
   * report or an export never fails because of a drawing.
   */
  default java.util.Optional<String> svg() {
    return java.util.Optional.empty();
  }

  /**
   * The outcomes of this chance node ({@link #playerToMove()} is {@link #CHANCE}) with their exact
   * probabilities, which sum to exactly 1; the same moves, in the same order, as {@link
   * #legalMoves(int[])} lists. Empty (the default) anywhere else.
   */
  default java.util.List<ChanceOutcome> chanceOutcomes() {
    return java.util.List.of();
  }

  /**
   * The legal moves of one seat: at a {@link #SIMULTANEOUS} position those it may choose from (none
   * for a seat that does not act); elsewhere the moves of {@link #legalMoves(int[])} for the seat
   * to move and none for any other. The default is the latter, for sequential games.
   *
   * <p>At a simultaneous position {@link #legalMoves(int[])} must still list at least one move (the
   * first acting seat's, say), so that no legal move keeps meaning the game is over.
   */
  default int legalMovesOf(int seat, int[] buffer) {
    return !isTerminal() && playerToMove() == seat ? legalMoves(buffer) : 0;
  }

  /**
   * Plays the choices of every acting seat of a {@link #SIMULTANEOUS} position at once, as one ply:
   * {@code moves[seat]} for each seat that acts, {@link #NO_MOVE} for the others. The referee
   * passes one entry per seat; a caller that does not know the number of seats ({@link Perft})
   * passes entries up to the last seat that acts, so a game reads only the entries of the seats
   * that act. {@link #undo()} takes the whole joint move back. A sequential game need not implement
   * it (the default throws).
   */
  default void playJoint(int[] moves) {
    throw new UnsupportedOperationException(
        getClass().getSimpleName() + " has no simultaneous positions");
  }

  /**
   * The move a seat that does not choose here plays, in a game where every seat moves at every step
   * and a waiting seat has a move of its own (a GDL game, whose waiting roles play their one legal
   * move, {@code noop} or whatever the rules call it): what a GGP player is told that seat played.
   * {@link #NO_MOVE} (the default) where the seat chooses, the game is over, or the game has no
   * such move (a waiting seat of a sequential game plays nothing).
   */
  default int waitingMove(int seat) {
    return NO_MOVE;
  }

  /**
   * What {@code seat} sees of the game now, as text: the line an out-of-process player of a game of
   * {@link GameFeature#HIDDEN_INFORMATION} is sent, and what the record keeps for the seat. It must
   * say everything the seat knows (its cards, the bets, the outcomes shown to it) and nothing it
   * does not. By default the whole board, {@link #render()}: everything is seen.
   */
  default String observation(int seat) {
    return render();
  }

  /**
   * The seat's view of the game, handed to its player in place of the position in a game of {@link
   * GameFeature#HIDDEN_INFORMATION}; a game of that feature must override it with a {@link View}
   * that holds only what the seat has seen. By default a view of a copy of this position, which is
   * right for games where everything is seen.
   */
  default View view(int seat) {
    return new PerfectView(copy(), seat);
  }
}
