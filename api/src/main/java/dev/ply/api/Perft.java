package dev.ply.api;

/**
 * Counts the move paths of a given length from a position: the standard check of a move generator
 * (a "perft"). A game that ends before the full depth is not extended, so such a path is not
 * counted.
 *
 * <p>The last ply is counted from {@link GameState#legalMoves(int[])} without playing the moves
 * (bulk counting, as fast perft tools do), so a rate computed from it is leaf positions per second.
 *
 * <p>A chance outcome is a move like any other (each counts one path, whatever its probability). A
 * {@link GameState#SIMULTANEOUS} position counts one path per joint move: every combination of the
 * acting seats' {@link GameState#legalMovesOf(int, int[]) moves}, played with {@link
 * GameState#playJoint(int[])}.
 */
public final class Perft {

  /** The most seats a simultaneous position is searched for acting seats. */
  private static final int MAX_SEATS = 16;

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
    if (!state.isTerminal() && state.playerToMove() == GameState.SIMULTANEOUS) {
      return joint(state, depth, buffers);
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

  /** The paths from a simultaneous position: every joint move, each followed to the depth. */
  private static long joint(GameState state, int depth, int[][] buffers) {
    // The number of seats is the game's, not the state's: every seat up to the last that acts
    // (a game reads the entries of the seats that act only).
    java.util.List<int[]> choices = new java.util.ArrayList<>();
    int[] buffer = new int[state.maxMoves()];
    int seats = 0;
    for (int seat = 0; seat < MAX_SEATS; seat++) {
      int n = state.legalMovesOf(seat, buffer);
      choices.add(java.util.Arrays.copyOf(buffer, n));
      if (n > 0) {
        seats = seat + 1;
      }
    }
    return joint(state, depth, buffers, choices, new int[seats], 0);
  }

  private static long joint(
      GameState state,
      int depth,
      int[][] buffers,
      java.util.List<int[]> choices,
      int[] joint,
      int seat) {
    if (seat == joint.length) {
      if (depth == 1) {
        return 1;
      }
      state.playJoint(joint.clone());
      long total = count(state, depth - 1, buffers);
      state.undo();
      return total;
    }
    int[] mine = choices.get(seat);
    if (mine.length == 0) {
      joint[seat] = GameState.NO_MOVE;
      return joint(state, depth, buffers, choices, joint, seat + 1);
    }
    long total = 0;
    for (int move : mine) {
      joint[seat] = move;
      total += joint(state, depth, buffers, choices, joint, seat + 1);
    }
    return total;
  }
}
