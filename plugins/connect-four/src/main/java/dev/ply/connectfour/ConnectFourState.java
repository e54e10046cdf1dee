package dev.ply.connectfour;

import dev.ply.api.GameState;
import dev.ply.api.Tactics;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * A Connect Four position on a bitboard, with the columns played so far for {@link #undo()}.
 *
 * <p><b>Rules:</b> two players drop discs in turn into one of {@code width} columns of {@code
 * height} cells; a disc falls to the lowest empty cell. Four discs of one player in a row,
 * horizontally, vertically or diagonally, win; a full board without one is a draw. X (seat 0) moves
 * first. Allis (1988) proved the 7 × 6 game a first-player win.
 *
 * <p><b>Moves:</b> a move is a column index, {@code 0 .. width - 1}, written as the column number
 * {@code 1 .. width} from the left, as in the public benchmark strings such as {@code 4453} (see
 * {@link #fromMoves(int, int, String)}). Legal moves are listed centre first.
 *
 * <p><b>Representation:</b> the standard Connect Four bitboard (the layout is drawn in {@code
 * BoardGeometry}: each column takes {@code height + 1} bits, bottom cell first, the top bit an
 * always-empty sentinel). The state keeps two 64-bit words and a little bookkeeping:
 *
 * <pre>
 *   field    meaning
 *   mover    the discs of the player to move
 *   mask     every disc on the board; the opponent's discs are mask ^ mover
 *   history  the column of each move played, history[0 .. plies - 1], for moves()
 *   discs    the cell each move filled, and hashes the hash before it: what undo puts back
 *   won      whether the last move made four in a row (then the game is over)
 *   hash     Zobrist hash: the xor of KEYS[64 * player + bit] over every disc, and SIDE if O is
 *            to move
 * </pre>
 *
 * <p>A move adds {@code bottom[col]} to the column's discs, which carries into the next empty cell:
 * the new disc is {@code (mask & column[col]) + bottom[col]}. Four in a row is found by shifting
 * the mover's board along each of the four directions (see {@link #fourInARow(long)}). {@link
 * #legalMoves(int[])}, {@link #play(int)}, {@link #undo()} and {@link #isLegal(int)} allocate
 * nothing and do a constant amount of work.
 */
public final class ConnectFourState implements GameState, Tactics {

  /**
   * Zobrist keys (Zobrist 1970): one per player and bit of the 64-bit board, from a fixed seed, so
   * hashes are the same in every run; boards of every size share them.
   */
  private static final long[] KEYS = new long[2 * 64];

  /** Xored in when the second player (O) is to move. */
  private static final long SIDE;

  static {
    SplittableRandom random = new SplittableRandom(0xC0FFEE4L);
    for (int p = 0; p < 2; p++) {
      for (int bit = 0; bit < 64; bit++) {
        KEYS[p << 6 | bit] = random.nextLong();
      }
    }
    SIDE = random.nextLong();
  }

  private final BoardGeometry geometry;
  // Copies of the geometry's tables and shifts, read at every node.
  private final long[] bottom;
  private final long[] top;
  private final long[] column;
  private final int[] centreFirst;
  private final int width;
  // The bit distance to the next cell along a row and along the two diagonals.
  private final int horizontal;
  private final int falling;
  private final int rising;

  private final int[] history;
  private final long[] discs;
  private final long[] hashes;

  /** Scratch space for {@link #nonLosingMoves(int[])}: the score of each move written. */
  private final int[] scores;

  private long mover;
  private long mask;
  private int plies;
  private boolean won;
  private long hash;

  /**
   * The cells of the non-losing moves of this position, when {@link #nonLosingKnown}: what {@link
   * #everyMoveLoses()} found, kept for the {@link #nonLosingMoves} that follows it. Every move and
   * undo forgets it.
   */
  private long nonLosing;

  private boolean nonLosingKnown;

  ConnectFourState(BoardGeometry geometry) {
    this.geometry = geometry;
    this.bottom = geometry.bottom;
    this.top = geometry.top;
    this.column = geometry.column;
    this.centreFirst = geometry.centreFirst;
    this.width = geometry.width;
    this.horizontal = geometry.height + 1;
    this.falling = geometry.height;
    this.rising = geometry.height + 2;
    this.history = new int[geometry.cells];
    this.discs = new long[geometry.cells];
    this.hashes = new long[geometry.cells];
    this.scores = new int[geometry.width];
  }

  /** The empty board of a {@code width} × {@code height} game. */
  public static ConnectFourState empty(int width, int height) {
    return new ConnectFourState(BoardGeometry.of(width, height));
  }

  /**
   * The position after the moves of {@code digits}, one digit per move, the column number from 1 on
   * the left, first player first: the format of Pascal Pons' benchmark sets ({@code 4453}).
   *
   * @throws IllegalArgumentException when the board size is not playable, a character is not a
   *     column of this board, a column is full, or a move comes after the game is over
   */
  public static ConnectFourState fromMoves(int width, int height, String digits) {
    Objects.requireNonNull(digits, "digits");
    ConnectFourState s = empty(width, height);
    for (int i = 0; i < digits.length(); i++) {
      char ch = digits.charAt(i);
      int col = ch - '1';
      String where = "move " + (i + 1) + " of '" + digits + "'";
      if (col < 0 || col >= width) {
        throw new IllegalArgumentException(
            where + " is '" + ch + "', but a move is a column number from 1 to " + width);
      }
      if (s.isTerminal()) {
        throw new IllegalArgumentException(
            where + " comes after the game is over (" + s.result() + ")");
      }
      if (!s.isLegal(col)) {
        throw new IllegalArgumentException(where + " is column " + (col + 1) + ", which is full");
      }
      s.play(col);
    }
    return s;
  }

  /** {@link #fromMoves(int, int, String)} on the standard 7 × 6 board. */
  public static ConnectFourState fromMoves(String digits) {
    return fromMoves(7, 6, digits);
  }

  /** The columns played so far, in the format {@link #fromMoves(int, int, String)} reads. */
  public String moves() {
    StringBuilder sb = new StringBuilder(plies);
    for (int i = 0; i < plies; i++) {
      sb.append((char) ('1' + history[i]));
    }
    return sb.toString();
  }

  /** The number of columns. */
  public int width() {
    return width;
  }

  /** The number of rows. */
  public int height() {
    return geometry.height;
  }

  @Override
  public int playerToMove() {
    return plies & 1;
  }

  @Override
  public int maxMoves() {
    return width;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (won) {
      return 0;
    }
    int n = 0;
    for (int i = 0; i < width; i++) {
      int col = centreFirst[i];
      if ((mask & top[col]) == 0) {
        buffer[n++] = col;
      }
    }
    return n;
  }

  @Override
  public boolean isLegal(int move) {
    return move >= 0 && move < width && !won && (mask & top[move]) == 0;
  }

  @Override
  public void play(int move) {
    long disc = (mask & column[move]) + bottom[move];
    long mine = mover | disc;
    won = fourInARow(mine);
    history[plies] = move;
    discs[plies] = disc;
    hashes[plies] = hash;
    hash ^= KEYS[(plies & 1) << 6 | Long.numberOfTrailingZeros(disc)] ^ SIDE;
    plies++;
    mask |= disc;
    mover = mine ^ mask;
    nonLosingKnown = false;
  }

  @Override
  public long hashAfter(int move) {
    long disc = (mask & column[move]) + bottom[move];
    return hash ^ KEYS[(plies & 1) << 6 | Long.numberOfTrailingZeros(disc)] ^ SIDE;
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    long disc = discs[--plies];
    long mine = mover ^ mask; // the discs of the player who made the move
    mask ^= disc;
    mover = mine ^ disc;
    won = false; // no move is played after a win, so the position before the last move was open
    hash = hashes[plies];
    nonLosingKnown = false;
  }

  /**
   * The leftmost column where the player to move completes four in a row now, or -1 (see {@link
   * Threats}).
   */
  @Override
  public int winningMove() {
    if (isTerminal()) {
      return -1;
    }
    long wins = Threats.cells(mover, mask, geometry) & Threats.playable(mask, geometry);
    return wins == 0 ? -1 : Long.numberOfTrailingZeros(wins) / horizontal;
  }

  /**
   * The moves that leave the opponent no immediate win, the ones that create the most threats of
   * the mover's first, centre first among equals (Pons 2019). When the opponent has a threat it can
   * play now, only the move that blocks it remains, and none when it has two; a move directly below
   * an opponent's threat is never offered, since the opponent would play on top of it and win.
   */
  @Override
  public int nonLosingMoves(int[] buffer) {
    long possible = nonLosingKnown ? nonLosing : nonLosingCells();
    if ((possible & (possible - 1)) == 0) { // one move or none: nothing to order
      if (possible == 0) {
        return 0;
      }
      buffer[0] = Long.numberOfTrailingZeros(possible) / horizontal;
      return 1;
    }
    int n = 0;
    for (int i = 0; i < width; i++) {
      int col = centreFirst[i];
      long disc = possible & column[col];
      if (disc == 0) {
        continue;
      }
      int score = Long.bitCount(Threats.cells(mover | disc, mask | disc, geometry));
      int j = n++;
      for (; j > 0 && scores[j - 1] < score; j--) {
        scores[j] = scores[j - 1];
        buffer[j] = buffer[j - 1];
      }
      scores[j] = score;
      buffer[j] = col;
    }
    return n;
  }

  /**
   * Whether the opponent has two threats it can play now, or one that the move blocking it would
   * put a disc right under, or every playable cell lies under one of its threats: the test of
   * {@link #nonLosingMoves} without the ordering.
   */
  @Override
  public boolean everyMoveLoses() {
    nonLosing = nonLosingCells();
    nonLosingKnown = true;
    return nonLosing == 0;
  }

  /** The cells of the moves {@link #nonLosingMoves} offers, one per column at most. */
  private long nonLosingCells() {
    long possible = Threats.playable(mask, geometry);
    long opponentThreats = Threats.cells(mover ^ mask, mask, geometry);
    long forced = possible & opponentThreats;
    if (forced != 0) {
      if ((forced & (forced - 1)) != 0) {
        return 0; // two threats to block at once: lost
      }
      possible = forced;
    }
    return possible & ~(opponentThreats >>> 1);
  }

  /** The empty cells: every move fills one. */
  @Override
  public int movesLeftAtMost() {
    return history.length - plies;
  }

  /**
   * Whether {@code discs} hold four in a row. For each direction {@code d}, {@code m = b & (b >>>
   * d)} marks the discs with a neighbour {@code d} bits on, and {@code m & (m >>> 2d)} the starts
   * of four in a row. The sentinel row keeps lines from wrapping over the top of a column.
   */
  private boolean fourInARow(long discs) {
    long m = discs & (discs >>> 1); // vertical
    if ((m & (m >>> 2)) != 0) {
      return true;
    }
    m = discs & (discs >>> horizontal);
    if ((m & (m >>> 2 * horizontal)) != 0) {
      return true;
    }
    m = discs & (discs >>> falling);
    if ((m & (m >>> 2 * falling)) != 0) {
      return true;
    }
    m = discs & (discs >>> rising);
    return (m & (m >>> 2 * rising)) != 0;
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    return won || plies == history.length;
  }

  @Override
  public int utility(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("Connect Four has seats 0 and 1, not " + player);
    }
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    if (!won) {
      return 0;
    }
    int winner = (plies - 1) & 1; // the player who made the last move
    return player == winner ? 1 : -1;
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public ConnectFourState copy() {
    ConnectFourState c = new ConnectFourState(geometry);
    System.arraycopy(history, 0, c.history, 0, plies);
    System.arraycopy(discs, 0, c.discs, 0, plies);
    System.arraycopy(hashes, 0, c.hashes, 0, plies);
    c.mover = mover;
    c.mask = mask;
    c.plies = plies;
    c.won = won;
    c.hash = hash;
    return c;
  }

  @Override
  public String moveToText(int move) {
    return Integer.toString(move + 1);
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim();
    if (t.length() == 1 && t.charAt(0) >= '1' && t.charAt(0) < '1' + width) {
      return t.charAt(0) - '1';
    }
    throw new IllegalArgumentException(
        "a move is a column number from 1 to " + width + "; got '" + text + "'");
  }

  /**
   * The board, top row first, X for the first player and O for the second, the column numbers under
   * it, and a last line that says who is to move or how the game ended.
   */
  @Override
  public String render() {
    long x = discsOf(0);
    long o = discsOf(1);
    StringBuilder sb = new StringBuilder();
    for (int row = geometry.height - 1; row >= 0; row--) {
      for (int col = 0; col < width; col++) {
        long bit = geometry.bit(col, row);
        sb.append((x & bit) != 0 ? 'X' : (o & bit) != 0 ? 'O' : '.');
        sb.append(col < width - 1 ? ' ' : '\n');
      }
    }
    for (int col = 0; col < width; col++) {
      sb.append(col + 1).append(col < width - 1 ? ' ' : '\n');
    }
    sb.append(isTerminal() ? result() : (playerToMove() == 0 ? "X" : "O") + " to move");
    return sb.toString();
  }

  /** The rack drawn with the api's kit: {@link ConnectFourDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    String caption = isTerminal() ? result() : (playerToMove() == 0 ? "X" : "O") + " to move";
    return java.util.Optional.of(
        ConnectFourDrawing.draw(
            geometry, width, discsOf(0), discsOf(1), plies > 0 ? discs[plies - 1] : 0, caption));
  }

  @Override
  public String toString() {
    return render();
  }

  private String result() {
    return !won ? "draw" : utility(0) > 0 ? "X wins" : "O wins";
  }

  /** The discs of seat {@code player}. */
  private long discsOf(int player) {
    return player == playerToMove() ? mover : mover ^ mask;
  }

  /** The discs of the player to move (for the evaluator). */
  long moverDiscs() {
    return mover;
  }

  /** The discs of the player who moved last (for the evaluator). */
  long opponentDiscs() {
    return mover ^ mask;
  }

  BoardGeometry geometry() {
    return geometry;
  }
}
