package dev.ply.othello;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import org.pf4j.Extension;

/**
 * Weighted squares: corners are worth most, the squares next to them (X and C squares) are worth
 * less than nothing while the corner is empty, edges a little; the side to move's weights minus the
 * opponent's, plus a small mobility term.
 */
@Extension
public final class PositionalEvaluator implements Evaluator {

  private static final int[] WEIGHTS = {
    100, -20, 10, 5, 5, 10, -20, 100,
    -20, -50, -2, -2, -2, -2, -50, -20,
    10, -2, 1, 1, 1, 1, -2, 10,
    5, -2, 1, 0, 0, 1, -2, 5,
    5, -2, 1, 0, 0, 1, -2, 5,
    10, -2, 1, 1, 1, 1, -2, 10,
    -20, -50, -2, -2, -2, -2, -50, -20,
    100, -20, 10, 5, 5, 10, -20, 100
  };

  @Override
  public String id() {
    return "othello-positional";
  }

  @Override
  public String gameId() {
    return "othello";
  }

  @Override
  public String description() {
    return "weighted squares (corners high, squares next to them low) plus 5 per move of mobility";
  }

  @Override
  public int evaluate(GameState state) {
    OthelloState s = othello(state);
    int me = s.playerToMove();
    int score = 0;
    for (long b = s.discs(me); b != 0; b &= b - 1) {
      score += WEIGHTS[Long.numberOfTrailingZeros(b)];
    }
    for (long b = s.discs(1 - me); b != 0; b &= b - 1) {
      score -= WEIGHTS[Long.numberOfTrailingZeros(b)];
    }
    return score + 5 * (Long.bitCount(s.mobility(me)) - Long.bitCount(s.mobility(1 - me)));
  }

  static OthelloState othello(GameState state) {
    if (state instanceof OthelloState s) {
      return s;
    }
    throw new IllegalArgumentException(
        "this evaluator reads Othello positions, not " + state.getClass().getName());
  }
}
