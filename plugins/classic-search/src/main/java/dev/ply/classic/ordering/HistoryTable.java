package dev.ply.classic.ordering;

/**
 * The history heuristic (Schaeffer 1983, 1989): a move that causes cutoffs anywhere in the tree is
 * worth trying early everywhere. Each cutoff adds {@code depth * depth} to the score of its move
 * for the player who made it (deep cutoffs save more); moves are then tried in decreasing score,
 * ties in the game's order.
 *
 * <p>Moves are the game's ints; those from 0 to {@value #MOVES} - 1 are scored, larger ones keep
 * score 0. Scores are halved when one grows past a bound, so old cutoffs fade and nothing
 * overflows.
 */
public final class HistoryTable {

  /** How many move ints are scored. */
  public static final int MOVES = 4096;

  private static final int MAX_SCORE = 1 << 28;

  private final int[][] scores = new int[2][MOVES];

  /** Forgets every score (a new game). */
  public void clear() {
    for (int[] s : scores) {
      java.util.Arrays.fill(s, 0);
    }
  }

  /** Records that {@code move}, made by seat {@code player}, caused a cutoff {@code depth} deep. */
  public void record(int player, int move, int depth) {
    if (move < 0 || move >= MOVES || player < 0 || player > 1) {
      return;
    }
    int[] s = scores[player];
    int d = Math.min(depth, 1 << 12);
    s[move] += d * d;
    if (s[move] > MAX_SCORE) {
      for (int i = 0; i < MOVES; i++) {
        s[i] >>= 1;
      }
    }
  }

  /** The score of {@code move} for seat {@code player}. */
  public int score(int player, int move) {
    return move < 0 || move >= MOVES || player < 0 || player > 1 ? 0 : scores[player][move];
  }

  /**
   * Sorts the {@code n} moves of {@code buffer} by decreasing score for {@code player}, stably (an
   * insertion sort: move lists are short).
   */
  public void sort(int[] buffer, int n, int player) {
    for (int i = 1; i < n; i++) {
      int move = buffer[i];
      int score = score(player, move);
      int j = i;
      for (; j > 0 && score(player, buffer[j - 1]) < score; j--) {
        buffer[j] = buffer[j - 1];
      }
      buffer[j] = move;
    }
  }
}
