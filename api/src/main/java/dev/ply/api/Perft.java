package dev.ply.api;

/**
 * Counts the move paths of a given length from a position: the standard check of a move generator
 * (a "perft"). A game that ends before the full depth is not extended, so such a path is not
 * counted.
 *
 * <p>The last ply is counted from {@link GameState#legalMoves(int[])} without playing the moves
 * (bulk counting, as fast perft tools do), so a rate computed from it is leaf positions per second.
 */
public final class Perft {

  private Perft() {}

  /**
   * The number of move sequences of exactly {@code depth} plies from {@code state}. The state is
   * played on and restored; it is equal to its old self afterwards.
   */
  public static long count(GameState state, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be at least 0, was " + depth);
    }
    int[][] buffers = new int[depth + 1][state.maxMoves()];
    return count(state, depth, buffers);
  }

  private static long count(GameState state, int depth, int[][] buffers) {
    if (depth == 0) {
      return 1;
    }
    int[] moves = buffers[depth];
    int n = state.legalMoves(moves);
    if (depth == 1) {
      return n;
    }
    long total = 0;
    for (int i = 0; i < n; i++) {
      state.play(moves[i]);
      total += count(state, depth - 1, buffers);
      state.undo();
    }
    return total;
  }
}
