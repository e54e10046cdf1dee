package dev.ply.backgammon;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import org.pf4j.Extension;

/**
 * Backgammon as a pure race, by pip count: the chance that the side whose turn it is wins a single
 * game, on the scale of the search values ((2p - 1) × 999,999). It knows nothing of contact, blots,
 * primes, wastage or gammons: the baseline heuristic, not a strong one.
 *
 * <p>A roll moves 8.17 pips on average with a standard deviation of 4.3 (doubles count four times),
 * so a side with {@code n} pips to go needs about {@code n / 8.17} more rolls, and the pips the two
 * sides will have rolled by then differ by a spread of about {@code 4.3 × sqrt(rolls of both)}. The
 * side on roll is half a roll ahead (about 4 pips). The lead over that spread, through the logistic
 * approximation {@code 1 / (1 + e^(-1.7 z))} of the normal distribution, is the winning chance.
 */
@Extension
public final class PipCountEvaluator implements Evaluator {

  /** The mean and the standard deviation of the pips one roll moves. */
  static final double MEAN_ROLL = 8.17;

  static final double ROLL_SPREAD = 4.3;

  /** The largest magnitude of a score, inside the heuristic range. */
  static final int SCALE = 999_999;

  @Override
  public String id() {
    return "backgammon-pips";
  }

  @Override
  public String gameId() {
    return "backgammon";
  }

  @Override
  public String description() {
    return "the race by pip count: the winning chance of the side on roll from its lead in pips"
        + " over the spread of the rolls still to come";
  }

  @Override
  public int evaluate(GameState state) {
    BackgammonState board = board(state);
    return forTurn(board);
  }

  /** Right at a chance node too, where no seat is to move: the side about to roll. */
  @Override
  public int evaluate(GameState state, int seat) {
    BackgammonState board = board(state);
    int value = forTurn(board);
    return seat == board.toMoveOrRoll() ? value : -value;
  }

  /** The winning chance of the side on roll, with {@code own} and {@code other} pips to go. */
  static double winningChance(int own, int other) {
    double lead = other - own + MEAN_ROLL / 2;
    double rolls = (own + other) / MEAN_ROLL;
    double z = lead / (ROLL_SPREAD * Math.sqrt(rolls + 1));
    return 1 / (1 + Math.exp(-1.7 * z));
  }

  private static int forTurn(BackgammonState board) {
    int me = board.toMoveOrRoll();
    double p = winningChance(board.pips(me), board.pips(1 - me));
    return (int) Math.round((2 * p - 1) * SCALE);
  }

  private static BackgammonState board(GameState state) {
    if (!(state instanceof BackgammonState board)) {
      throw new IllegalArgumentException(
          "backgammon-pips evaluates backgammon positions, not " + state.getClass().getName());
    }
    return board;
  }
}
