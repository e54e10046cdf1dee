package dev.ply.simultaneous;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import dev.ply.simultaneous.matrix.OneShotGame;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Plays a fixed mixed strategy of a one-shot game: each move drawn from the seat's probabilities by
 * a {@link SplittableRandom} seeded by {@link #newGame}, so a seed replays the same moves. It
 * computes nothing during the game: one draw per move, one node.
 */
final class MixedStrategyPlayer implements Player {

  private final OneShotGame matrix;
  private final double[][] policy;
  private final double value; // the first seat's, over maxUtility
  private SplittableRandom random;
  private int seat;
  private int[] buffer = new int[0];

  /**
   * @param policy each seat's probabilities over its moves, in the matrix's order
   * @param value the first seat's expected utility under the policy, divided by maxUtility
   */
  MixedStrategyPlayer(OneShotGame matrix, double[][] policy, double value, long seed) {
    this.matrix = matrix;
    this.policy = policy;
    this.value = value;
    this.random = new SplittableRandom(seed);
  }

  @Override
  public void newGame(int seat, long seed) {
    this.seat = seat;
    this.random = new SplittableRandom(seed);
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    if (buffer.length < state.maxMoves()) {
      buffer = new int[state.maxMoves()];
    }
    int n = state.legalMovesOf(seat, buffer);
    int[] expected = matrix.movesOf(seat);
    if (!Arrays.equals(expected, Arrays.copyOf(buffer, n))) {
      throw new IllegalStateException(
          "seat " + (seat + 1) + " is asked to move where the one-shot game's matrix has no row");
    }
    double[] p = policy[seat];
    double draw = random.nextDouble();
    int chosen = n - 1;
    while (chosen > 0 && p[chosen] <= 0) {
      chosen--; // a draw that rounding carries past the end takes the last move that can be drawn
    }
    for (int a = 0; a < n - 1; a++) {
      draw -= p[a];
      if (draw < 0) {
        chosen = a;
        break;
      }
    }
    double mine = seat == 0 ? value : -value;
    return SearchReport.builder(buffer[chosen])
        .nodes(1)
        .value((int) Math.round(mine * (Values.EVAL_LIMIT - 1)))
        .build();
  }
}
