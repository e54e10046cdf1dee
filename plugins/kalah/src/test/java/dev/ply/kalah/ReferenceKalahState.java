package dev.ply.kalah;

import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The first, plain version of {@link KalahState}, kept as the oracle of its rewrite: it copies the
 * whole board every ply and recomputes the hash from scratch after every move, so it is slow and
 * plainly right. It lists moves nearest the store first, without further ordering, and uses the
 * same Zobrist keys, so both give equal hashes for equal positions. The board is one array,
 * counter-clockwise from the first player's leftmost pit:
 *
 * <pre>
 *   index:  0 .. m-1      m         m+1 .. 2m        2m+1
 *           pits of 0     store 0   pits of 1        store 1
 * </pre>
 *
 * Undo restores a copy of the board kept for every ply (a move can change every pit).
 */
final class ReferenceKalahState implements GameState {

  private final int m;
  private final boolean captureEmptyOpposite;
  private final long[][] zobrist;
  private final long side;
  private int[] board;
  private int toMove;
  private boolean over;
  private long hash;
  private int[][] boards = new int[64][];
  private int[] movers = new int[64];
  private int plies;

  ReferenceKalahState(int pits, int seeds, boolean captureEmptyOpposite) {
    this.m = pits;
    this.captureEmptyOpposite = captureEmptyOpposite;
    this.board = new int[2 * pits + 2];
    for (int i = 0; i < pits; i++) {
      board[i] = seeds;
      board[pits + 1 + i] = seeds;
    }
    int total = 2 * pits * seeds;
    SplittableRandom random = new SplittableRandom(0x4A1A4L + 31L * pits + seeds);
    this.zobrist = new long[board.length][total + 1];
    for (long[] row : zobrist) {
      for (int i = 0; i < row.length; i++) {
        row[i] = random.nextLong();
      }
    }
    this.side = random.nextLong();
    this.hash = computeHash();
  }

  private ReferenceKalahState(ReferenceKalahState o) {
    this.m = o.m;
    this.captureEmptyOpposite = o.captureEmptyOpposite;
    this.zobrist = o.zobrist; // immutable once built
    this.side = o.side;
    this.board = o.board.clone();
    this.toMove = o.toMove;
    this.over = o.over;
    this.hash = o.hash;
    this.boards = new int[o.boards.length][];
    for (int i = 0; i < o.plies; i++) {
      this.boards[i] = o.boards[i]; // each saved board is never changed after saving
    }
    this.movers = o.movers.clone();
    this.plies = o.plies;
  }

  private long computeHash() {
    long h = toMove == 1 ? side : 0;
    for (int i = 0; i < board.length; i++) {
      h ^= zobrist[i][board[i]];
    }
    return h;
  }

  private int store(int player) {
    return player == 0 ? m : 2 * m + 1;
  }

  private int pit(int player, int i) {
    return player == 0 ? i : m + 1 + i;
  }

  @Override
  public int playerToMove() {
    return toMove;
  }

  @Override
  public int maxMoves() {
    return m;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (over) {
      return 0;
    }
    int n = 0;
    for (int i = m - 1; i >= 0; i--) { // pits nearest the store first: extra turns come first
      if (board[pit(toMove, i)] > 0) {
        buffer[n++] = i;
      }
    }
    return n;
  }

  @Override
  public boolean isLegal(int move) {
    return !over && move >= 0 && move < m && board[pit(toMove, move)] > 0;
  }

  @Override
  public void play(int move) {
    if (plies == boards.length) {
      boards = Arrays.copyOf(boards, plies * 2);
      movers = Arrays.copyOf(movers, plies * 2);
    }
    boards[plies] = board;
    movers[plies] = toMove;
    plies++;
    board = board.clone();
    int p = toMove;
    int at = pit(p, move);
    int seeds = board[at];
    board[at] = 0;
    int opponentStore = store(1 - p);
    while (seeds > 0) {
      at = (at + 1) % board.length;
      if (at == opponentStore) {
        continue;
      }
      board[at]++;
      seeds--;
    }
    boolean ownPit = at != store(p) && (p == 0 ? at < m : at > m && at < 2 * m + 1);
    if (ownPit && board[at] == 1) {
      int opposite = 2 * m - at;
      if (captureEmptyOpposite || board[opposite] > 0) {
        board[store(p)] += board[opposite] + 1;
        board[at] = 0;
        board[opposite] = 0;
      }
    }
    if (sideEmpty(0) || sideEmpty(1)) {
      for (int q = 0; q < 2; q++) {
        for (int i = 0; i < m; i++) {
          board[store(q)] += board[pit(q, i)];
          board[pit(q, i)] = 0;
        }
      }
      over = true;
    }
    if (at != store(p)) {
      toMove = 1 - p;
    }
    hash = computeHash();
  }

  private boolean sideEmpty(int player) {
    for (int i = 0; i < m; i++) {
      if (board[pit(player, i)] > 0) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    plies--;
    board = boards[plies];
    boards[plies] = null;
    toMove = movers[plies];
    over = false;
    hash = computeHash();
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    return over;
  }

  /** The player's store minus the opponent's, at the end. */
  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player);
    }
    if (!over) {
      throw new IllegalStateException("the game is not over");
    }
    return board[store(player)] - board[store(1 - player)];
  }

  /** The cells, as in the diagram above. */
  int[] cells() {
    return board.clone();
  }

  /** The side to move's store minus the opponent's, now. */
  int storeDifference() {
    return board[store(toMove)] - board[store(1 - toMove)];
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public GameState copy() {
    return new ReferenceKalahState(this);
  }

  @Override
  public String moveToText(int move) {
    return Integer.toString(move + 1);
  }

  @Override
  public int textToMove(String text) {
    try {
      int pit = Integer.parseInt(text.trim()) - 1;
      if (pit >= 0 && pit < m) {
        return pit;
      }
    } catch (NumberFormatException e) {
      // the message below says what a move looks like
    }
    throw new IllegalArgumentException(
        "a move is a pit from 1 to "
            + m
            + ", counted from the"
            + " mover's left; got '"
            + text
            + "'");
  }

  /** The second player's pits on top (right to left), the first player's below (left to right). */
  @Override
  public String render() {
    StringBuilder sb = new StringBuilder("     ");
    for (int i = m - 1; i >= 0; i--) {
      sb.append(String.format("%3d", board[pit(1, i)]));
    }
    sb.append(
        String.format("%n%3d  %s  %3d%n     ", board[store(1)], "   ".repeat(m), board[store(0)]));
    for (int i = 0; i < m; i++) {
      sb.append(String.format("%3d", board[pit(0, i)]));
    }
    sb.append('\n')
        .append(
            over
                ? "game over: " + board[store(0)] + " - " + board[store(1)]
                : "player "
                    + (toMove + 1)
                    + " to move (pits 1-"
                    + m
                    + " from the left of its row)");
    return sb.toString();
  }
}
