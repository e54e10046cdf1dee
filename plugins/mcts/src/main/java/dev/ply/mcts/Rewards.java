package dev.ply.mcts;

import dev.ply.api.GameState;
import dev.ply.api.Values;
import java.util.Arrays;

/**
 * The reward scale of the search, [0, 1] per seat, and its way back to the {@link Values} scale.
 *
 * <pre>
 *   reward of seat s in a finished game:  (utility(s) + maxUtility) / (2 * maxUtility)
 *   value reported for a mean reward r:   round((2r - 1) * (Values.EVAL_LIMIT - 1))
 * </pre>
 *
 * <p>So a win of a win/draw/loss game is 1, a draw 1/2, a loss 0, and a game scored by margin
 * (Kalah) rewards larger margins more. The reported value is a heuristic, never a proven result: it
 * stays strictly inside {@code (-EVAL_LIMIT, +EVAL_LIMIT)}, since a mean of playouts proves
 * nothing.
 */
final class Rewards {

  private Rewards() {}

  /**
   * Writes the reward of every seat of a finished game into {@code rewards}.
   *
   * @param state a terminal position
   * @param maxUtility the game's {@link dev.ply.api.Game#maxUtility()}, at least 1
   */
  static void ofFinishedGame(GameState state, int maxUtility, double[] rewards) {
    double span = 2.0 * maxUtility;
    for (int s = 0; s < rewards.length; s++) {
      rewards[s] = (state.utility(s) + maxUtility) / span;
    }
  }

  /** Writes the reward of utility 0 for every seat: what a playout cut short scores. */
  static void even(double[] rewards) {
    Arrays.fill(rewards, 0.5);
  }

  /** The heuristic value, on the {@link Values} scale, of a mean reward in [0, 1]. */
  static int toValue(double meanReward) {
    double r = Math.max(0, Math.min(1, meanReward));
    return (int) Math.round((2 * r - 1) * (Values.EVAL_LIMIT - 1));
  }
}
