package dev.ply.connectfour;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Values;
import org.pf4j.Extension;

/**
 * The classic Connect Four heuristic: every window of four cells in a line (horizontal, vertical or
 * diagonal) that still holds discs of only one player is a threat that player may complete, worth
 * more the fuller it is. Windows of the side to move count for it, windows of the opponent against.
 *
 * <pre>
 *   discs in an open window   1    2    3     4
 *   weight                    1    4   32   256
 * </pre>
 *
 * <p>The windows of each board size are precomputed as bit masks ({@code BoardGeometry}), so a
 * position costs two population counts per window (69 windows on 7 × 6). Every cell starts at most
 * four windows, one per direction, so a board has fewer than 4 × 64 windows and the value stays
 * within ±65,536, far inside {@link Values#EVAL_LIMIT}.
 *
 * <p>Stateless and thread-safe. It reads the bitboards directly, so it takes only {@link
 * ConnectFourState}s.
 */
@Extension
public final class WindowEvaluator implements Evaluator {

  /** Weight of an open window by the number of discs in it. */
  private static final int[] WEIGHT = {0, 1, 4, 32, 256};

  @Override
  public String id() {
    return "connect-four-windows";
  }

  @Override
  public String gameId() {
    return ConnectFour.ID;
  }

  @Override
  public String description() {
    return "open windows of four: 1, 4 or 32 points for 1, 2 or 3 discs, mine minus theirs";
  }

  /**
   * @throws IllegalArgumentException when {@code state} is not a {@link ConnectFourState}
   */
  @Override
  public int evaluate(GameState state) {
    if (!(state instanceof ConnectFourState s)) {
      throw new IllegalArgumentException(
          "evaluator "
              + id()
              + " evaluates Connect Four positions ("
              + ConnectFourState.class.getName()
              + "), not "
              + (state == null ? "null" : state.getClass().getName()));
    }
    long mine = s.moverDiscs();
    long theirs = s.opponentDiscs();
    int score = 0;
    for (long window : s.geometry().windows) {
      long a = mine & window;
      long b = theirs & window;
      if (b == 0) {
        score += WEIGHT[Long.bitCount(a)];
      } else if (a == 0) {
        score -= WEIGHT[Long.bitCount(b)];
      }
    }
    return score;
  }
}
