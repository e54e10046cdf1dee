package dev.ply.pig;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import org.pf4j.Extension;

/**
 * Pig as a race: the chance that the player whose turn it is wins, from how many turns each side
 * still needs, on the scale of the search values ((2p - 1) × 999,999).
 *
 * <p>A player who holds at 20 banks 8.14 points a turn on average (Neller and Presser 2004), so a
 * side {@code r} points from the goal needs about {@code r / 8.14} turns; the side whose turn it is
 * counts its turn total as banked (it can hold) and is half a turn ahead (it moves first). The lead
 * in turns, divided by the square root of the turns still to be played (the spread of a sum of
 * turns grows as its square root), goes through a logistic curve whose steepness, 1.24, is fitted
 * to the one figure known exactly: the first player's winning chance at the start of a game to 100
 * under optimal play, 0.5306 (Neller and Presser). It scores the other side's chance at a chance
 * node ({@link #evaluate(GameState, int)}) as one minus this one.
 */
@Extension
public final class RaceEvaluator implements Evaluator {

  /** Points banked per turn by holding at 20. */
  static final double POINTS_PER_TURN = 8.14;

  /** The logistic curve's steepness, fitted to the start position's 0.5306. */
  static final double STEEPNESS = 1.24;

  /** The largest magnitude of a score, inside the heuristic range. */
  static final int SCALE = 999_999;

  @Override
  public String id() {
    return "pig-race";
  }

  @Override
  public String gameId() {
    return "pig";
  }

  @Override
  public String description() {
    return "the winning chance of the side whose turn it is, from the turns each side still needs"
        + " at 8.14 points a turn (its turn total banked, half a turn ahead)";
  }

  @Override
  public int evaluate(GameState state) {
    PigState pig = pig(state);
    return forTurn(pig);
  }

  /**
   * Right at a chance node too, where no seat is to move: the turn's owner's score, or minus it.
   */
  @Override
  public int evaluate(GameState state, int seat) {
    PigState pig = pig(state);
    int value = forTurn(pig);
    return seat == pig.turnOf() ? value : -value;
  }

  /** The winning chance, as a probability, of the side whose turn it is. */
  static double winningChance(int goal, int own, int turnTotal, int other) {
    double mine = Math.max(0, goal - own - turnTotal) / POINTS_PER_TURN;
    double theirs = Math.max(0, goal - other) / POINTS_PER_TURN;
    double lead = theirs - mine + 0.5;
    return 1 / (1 + Math.exp(-STEEPNESS * lead / Math.sqrt(mine + theirs + 1)));
  }

  private static int forTurn(PigState pig) {
    int me = pig.turnOf();
    double p = winningChance(pig.goal(), pig.score(me), pig.turnTotal(), pig.score(1 - me));
    return (int) Math.round((2 * p - 1) * SCALE);
  }

  private static PigState pig(GameState state) {
    if (!(state instanceof PigState pig)) {
      throw new IllegalArgumentException(
          "pig-race evaluates Pig positions, not " + state.getClass().getName());
    }
    return pig;
  }
}
