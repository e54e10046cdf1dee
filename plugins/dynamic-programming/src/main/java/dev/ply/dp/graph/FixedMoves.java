package dev.ply.dp.graph;

import dev.ply.api.GameState;

/**
 * Moves some seats are held to while a graph is built: a fixed policy. A position where it names a
 * move gets that one edge; elsewhere every legal move. Value iteration over such a graph evaluates
 * the fixed policy (both seats held) or finds the best reply to it (one seat held).
 */
@FunctionalInterface
public interface FixedMoves {

  /** Every move everywhere: the whole game. */
  FixedMoves NONE = state -> GameState.NO_MOVE;

  /**
   * The move played at {@code state} (a decision position, not to be changed), or {@link
   * GameState#NO_MOVE} to keep all its legal moves. Must be a pure function of the position.
   */
  int moveAt(GameState state);
}
