package dev.ply.tictactoe;

import dev.ply.api.GameState;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A tic-tac-toe position: two 9-bit boards, one per player, and the list of squares played.
 *
 * <p>Squares are numbered 0..8 from the bottom-left, row by row; a move is the square's number and
 * is written as its column letter and row number, {@code a1} (bottom-left) to {@code c3}
 * (top-right), as on a chess board. X (seat 0) moves first.
 */
final class TicTacToeState implements GameState {

  /** The eight lines of three, as bit masks over the nine squares. */
  private static final int[] LINES = {
    0b000_000_111, 0b000_111_000, 0b111_000_000, // rows
    0b001_001_001, 0b010_010_010, 0b100_100_100, // columns
    0b100_010_001, 0b001_010_100 // diagonals
  };

  private static final int FULL = 0b111_111_111;

  /** Zobrist keys: one per player and square, fixed by a seed so hashes are stable across runs. */
  private static final long[][] ZOBRIST = new long[2][9];

  private static final long SIDE_TO_MOVE;

  static {
    SplittableRandom random = new SplittableRandom(0x7E7AC70EL);
    for (int p = 0; p < 2; p++) {
      for (int sq = 0; sq < 9; sq++) {
        ZOBRIST[p][sq] = random.nextLong();
      }
    }
    SIDE_TO_MOVE = random.nextLong();
  }

  private final int[] boards = new int[2];
  private final int[] history = new int[9];
  private int plies;
  private long hash;

  @Override
  public int playerToMove() {
    return plies & 1;
  }

  @Override
  public int maxMoves() {
    return 9;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (isTerminal()) {
      return 0;
    }
    int empty = ~(boards[0] | boards[1]) & FULL;
    int n = 0;
    for (int sq = 0; sq < 9; sq++) {
      if ((empty & (1 << sq)) != 0) {
        buffer[n++] = sq;
      }
    }
    return n;
  }

  @Override
  public boolean isLegal(int move) {
    return move >= 0 && move < 9 && !isTerminal() && ((boards[0] | boards[1]) & (1 << move)) == 0;
  }

  @Override
  public void play(int move) {
    int p = plies & 1;
    boards[p] |= 1 << move;
    history[plies++] = move;
    hash ^= ZOBRIST[p][move] ^ SIDE_TO_MOVE;
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    int move = history[--plies];
    int p = plies & 1;
    boards[p] &= ~(1 << move);
    hash ^= ZOBRIST[p][move] ^ SIDE_TO_MOVE;
  }

  @Override
  public int plies() {
    return plies;
  }

  private static boolean hasLine(int board) {
    for (int line : LINES) {
      if ((board & line) == line) {
        return true;
      }
    }
    return false;
  }

  @Override
  public boolean isTerminal() {
    return plies == 9 || hasLine(boards[0]) || hasLine(boards[1]);
  }

  @Override
  public int utility(int player) {
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    int winner = hasLine(boards[0]) ? 0 : hasLine(boards[1]) ? 1 : -1;
    return winner < 0 ? 0 : winner == player ? 1 : -1;
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public GameState copy() {
    TicTacToeState c = new TicTacToeState();
    c.boards[0] = boards[0];
    c.boards[1] = boards[1];
    System.arraycopy(history, 0, c.history, 0, plies);
    c.plies = plies;
    c.hash = hash;
    return c;
  }

  @Override
  public String moveToText(int move) {
    return "" + (char) ('a' + move % 3) + (move / 3 + 1);
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.length() == 2
        && t.charAt(0) >= 'a'
        && t.charAt(0) <= 'c'
        && t.charAt(1) >= '1'
        && t.charAt(1) <= '3') {
      return (t.charAt(1) - '1') * 3 + (t.charAt(0) - 'a');
    }
    throw new IllegalArgumentException(
        "a move is a square from a1 (bottom-left) to c3 (top-right); got '" + text + "'");
  }

  /** The grid drawn with the api's kit: {@link TicTacToeDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    String caption;
    if (!isTerminal()) {
      caption = (playerToMove() == 0 ? "X" : "O") + " to move";
    } else {
      int u = utility(0);
      caption = u > 0 ? "X wins" : u < 0 ? "O wins" : "draw";
    }
    return java.util.Optional.of(
        TicTacToeDrawing.draw(boards[0], boards[1], plies > 0 ? history[plies - 1] : -1, caption));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    for (int row = 2; row >= 0; row--) {
      sb.append(row + 1).append(' ');
      for (int col = 0; col < 3; col++) {
        int bit = 1 << (row * 3 + col);
        sb.append((boards[0] & bit) != 0 ? 'X' : (boards[1] & bit) != 0 ? 'O' : '.');
        sb.append(col < 2 ? " " : "\n");
      }
    }
    sb.append("  a b c\n");
    if (!isTerminal()) {
      sb.append(playerToMove() == 0 ? "X" : "O").append(" to move");
    } else {
      int u = utility(0);
      sb.append(u > 0 ? "X wins" : u < 0 ? "O wins" : "draw");
    }
    return sb.toString();
  }
}
