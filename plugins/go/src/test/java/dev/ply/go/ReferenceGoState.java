package dev.ply.go;

import dev.ply.api.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of Go written as plainly as they are stated, to check {@link GoState} against: a board
 * of characters copied for every move tried, chains found by flood fill each time, and every
 * earlier position kept as text. Slow and obviously right; no hash, no incremental anything.
 *
 * <p>Its repetition rules are stated on whole positions, not on ko shapes: {@code simple} refuses a
 * move whose board equals the board before the opponent's last move (which is the single-stone ko
 * recapture and nothing else), {@code positional} one whose board equals any earlier board, and
 * {@code situational} one whose board and player to move equal any earlier position's, the
 * positions after passes included.
 */
final class ReferenceGoState implements GameState {

  private record Position(String board, int toMove, int passes) {}

  private final int size;
  private final KoRule rule;
  private final int komi2;
  private char[] board;
  private int toMove;
  private int passes;
  private final List<Position> history = new ArrayList<>();

  /** Points the last {@link #legalMoves(int[])} refused only because of the repetition rule. */
  private int refusedByRepetition;

  ReferenceGoState(int size, KoRule rule, int komi2) {
    this.size = size;
    this.rule = rule;
    this.komi2 = komi2;
    this.board = ".".repeat(size * size).toCharArray();
  }

  private int pass() {
    return size * size;
  }

  private List<Integer> neighbours(int p) {
    List<Integer> out = new ArrayList<>(4);
    int row = p / size;
    int column = p % size;
    if (row > 0) {
      out.add(p - size);
    }
    if (row < size - 1) {
      out.add(p + size);
    }
    if (column > 0) {
      out.add(p - 1);
    }
    if (column < size - 1) {
      out.add(p + 1);
    }
    return out;
  }

  private List<Integer> chain(char[] b, int p) {
    List<Integer> chain = new ArrayList<>();
    boolean[] in = new boolean[b.length];
    chain.add(p);
    in[p] = true;
    for (int i = 0; i < chain.size(); i++) {
      for (int q : neighbours(chain.get(i))) {
        if (!in[q] && b[q] == b[p]) {
          in[q] = true;
          chain.add(q);
        }
      }
    }
    return chain;
  }

  private boolean hasLiberty(char[] b, int p) {
    for (int q : chain(b, p)) {
      for (int r : neighbours(q)) {
        if (b[r] == '.') {
          return true;
        }
      }
    }
    return false;
  }

  private static char stone(int seat) {
    return seat == 0 ? 'X' : 'O';
  }

  /** The board after the player to move plays on {@code p}, or null if occupied or suicide. */
  private char[] place(int p) {
    if (board[p] != '.') {
      return null;
    }
    char[] b = board.clone();
    char mine = stone(toMove);
    char theirs = stone(1 - toMove);
    b[p] = mine;
    for (int q : neighbours(p)) {
      if (b[q] == theirs && !hasLiberty(b, q)) {
        for (int r : chain(b, q)) {
          b[r] = '.';
        }
      }
    }
    return hasLiberty(b, p) ? b : null;
  }

  private boolean repeats(char[] after) {
    String text = new String(after);
    int next = 1 - toMove;
    switch (rule) {
      case SIMPLE -> {
        return !history.isEmpty() && history.get(history.size() - 1).board().equals(text);
      }
      case POSITIONAL -> {
        if (text.equals(new String(board))) {
          return true;
        }
        return history.stream().anyMatch(p -> p.board().equals(text));
      }
      default -> {
        if (text.equals(new String(board)) && toMove == next) {
          return true;
        }
        return history.stream().anyMatch(p -> p.board().equals(text) && p.toMove() == next);
      }
    }
  }

  @Override
  public int playerToMove() {
    return toMove;
  }

  @Override
  public int maxMoves() {
    return size * size + 1;
  }

  @Override
  public int legalMoves(int[] buffer) {
    refusedByRepetition = 0;
    if (passes >= 2) {
      return 0;
    }
    int n = 0;
    for (int p = 0; p < size * size; p++) {
      char[] after = place(p);
      if (after != null) {
        if (repeats(after)) {
          refusedByRepetition++;
        } else {
          buffer[n++] = p;
        }
      }
    }
    buffer[n++] = pass();
    return n;
  }

  int refusedByRepetition() {
    return refusedByRepetition;
  }

  @Override
  public void play(int move) {
    history.add(new Position(new String(board), toMove, passes));
    if (move == pass()) {
      passes++;
    } else {
      board = place(move);
      passes = 0;
    }
    toMove = 1 - toMove;
  }

  @Override
  public void undo() {
    if (history.isEmpty()) {
      throw new IllegalStateException("no move to undo");
    }
    Position p = history.remove(history.size() - 1);
    board = p.board().toCharArray();
    toMove = p.toMove();
    passes = p.passes();
  }

  @Override
  public int plies() {
    return history.size();
  }

  @Override
  public boolean isTerminal() {
    return passes >= 2;
  }

  /**
   * Stones plus empty points that reach only that colour, Black's minus White's, in half points.
   */
  int blackMargin2() {
    int score = 0;
    for (int p = 0; p < board.length; p++) {
      if (board[p] == 'X') {
        score += 2;
      } else if (board[p] == 'O') {
        score -= 2;
      } else {
        boolean black = false;
        boolean white = false;
        for (int q : chain(board, p)) {
          for (int r : neighbours(q)) {
            black |= board[r] == 'X';
            white |= board[r] == 'O';
          }
        }
        score += black && !white ? 2 : white && !black ? -2 : 0;
      }
    }
    return score - komi2;
  }

  @Override
  public int utility(int player) {
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    return player == 0 ? blackMargin2() : -blackMargin2();
  }

  /** The board as {@link GoState#notation()} writes it. */
  String rows() {
    StringBuilder sb = new StringBuilder();
    for (int row = size - 1; row >= 0; row--) {
      sb.append(board, row * size, size).append(row > 0 ? "/" : "");
    }
    return sb.toString();
  }

  @Override
  public long hash() {
    return (rows() + toMove + passes).hashCode();
  }

  @Override
  public GameState copy() {
    throw new UnsupportedOperationException("the reference is not copied");
  }

  @Override
  public String moveToText(int move) {
    return Integer.toString(move);
  }

  @Override
  public int textToMove(String text) {
    return Integer.parseInt(text.trim());
  }

  @Override
  public String render() {
    return rows() + " " + toMove + " " + passes;
  }
}
