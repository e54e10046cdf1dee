package dev.ply.connectfour;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Values;
import java.util.List;
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
 * <p>The weights of one, two and three discs are its options {@code weight-1}, {@code weight-2} and
 * {@code weight-3} (whole numbers 0 to 1000, defaults 1, 4 and 32), which {@code ply tune} can tune
 * as {@code evaluator.weight-2}; a full window never occurs in a position that is evaluated (it
 * ends the game), so its weight is fixed.
 *
 * <p>The windows of each board size are precomputed as bit masks ({@code BoardGeometry}), so a
 * position costs two population counts per window (69 windows on 7 × 6). Every cell starts at most
 * four windows, one per direction, so a board has fewer than 4 × 64 windows and the value stays
 * within ±256,000 with the largest weights, inside {@link Values#EVAL_LIMIT}.
 *
 * <p>Immutable and thread-safe. It reads the bitboards directly, so it takes only {@link
 * ConnectFourState}s.
 */
@Extension
public final class WindowEvaluator implements Evaluator {

  /** The weights of an open window of one, two and three discs, as options. */
  private static final List<OptionSpec> OPTIONS =
      List.of(
          OptionSpec.integer("weight-1", 1, 0, 1000, "points of an open window of one disc"),
          OptionSpec.integer("weight-2", 4, 0, 1000, "points of an open window of two discs"),
          OptionSpec.integer("weight-3", 32, 0, 1000, "points of an open window of three discs"));

  /** Weight of an open window by the number of discs in it. */
  private final int[] weight;

  /** The evaluator with the shipped weights 1, 4, 32 (and 256 for a full window). */
  public WindowEvaluator() {
    this(new int[] {0, 1, 4, 32, 256});
  }

  private WindowEvaluator(int[] weight) {
    this.weight = weight;
  }

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
    return "open windows of four: 1, 4 or 32 points (its weights) for 1, 2 or 3 discs, mine minus"
        + " theirs";
  }

  @Override
  public List<OptionSpec> options() {
    return OPTIONS;
  }

  @Override
  public Evaluator withOptions(Options values) {
    return new WindowEvaluator(
        new int[] {
          0,
          values.getInt("weight-1"),
          values.getInt("weight-2"),
          values.getInt("weight-3"),
          weight[4]
        });
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
        score += weight[Long.bitCount(a)];
      } else if (a == 0) {
        score -= weight[Long.bitCount(b)];
      }
    }
    return score;
  }
}
