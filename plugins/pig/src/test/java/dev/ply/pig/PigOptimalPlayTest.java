package dev.ply.pig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import org.junit.jupiter.api.Test;

/**
 * The optimal first-player win probability of Pig, by value iteration over the plugin's own rules.
 *
 * <p>Neller and Presser ("Optimal Play of the Dice Game Pig", UMAP Journal 25(1), 2004) solve Pig
 * to 100 by value iteration over (the mover's score i, the other's score j, the turn total k) and
 * give the first player's win probability with optimal play as 0.530593. {@link PigWalk} builds the
 * transitions of every such position by asking a {@link PigState} its legal moves and chance
 * outcomes and playing them, so the value below depends on the plugin's rules alone; a second value
 * iteration, written here from the rulebook, must agree with it on every position of small goals.
 */
class PigOptimalPlayTest {

  @Test
  void optimalPlayWinsForTheFirstPlayerWithProbability0_530593ToAGoalOf100() {
    PigWalk walk = PigWalk.of(100);
    double first = walk.solve()[walk.index(0, 0, 0)];
    assertEquals(0.530593, first, 5e-7, "Neller and Presser's 0.530593");
  }

  @Test
  void theWalkOfThePluginsRulesAgreesWithTheRulebookOnEveryPositionOfSmallGoals() {
    for (int goal : new int[] {1, 2, 5, 10, 20, 30}) {
      PigWalk walk = PigWalk.of(goal);
      double[] fromPlugin = walk.solve();
      double[][][] fromRulebook = rulebook(goal);
      int checked = 0;
      for (int i = 0; i < goal; i++) {
        for (int j = 0; j < goal; j++) {
          for (int k = 0; i + k < goal; k++) {
            assertEquals(
                fromRulebook[i][j][k],
                fromPlugin[walk.index(i, j, k)],
                1e-12,
                "goal " + goal + ", scores " + i + " and " + j + ", turn total " + k);
            checked++;
          }
        }
      }
      assertTrue(checked > 0);
    }
  }

  /**
   * Neller and Presser's equations as they write them: P(i, j, k), the mover's win probability, is
   * the better of rolling, (1 - P(j, i, 0) + sum over r = 2..6 of P(i, j, k + r)) / 6, and holding,
   * 1 - P(j, i + k, 0); a total that reaches the goal wins. Here a turn must start with a roll, so
   * holding is not offered at k = 0 (it never helps: rolling there risks nothing). Solved pair of
   * scores by pair of scores, highest sum first, each pair by iterating to a fixed point.
   */
  private static double[][][] rulebook(int goal) {
    double[][][] p = new double[goal][goal][goal];
    for (int sum = 2 * goal - 2; sum >= 0; sum--) {
      for (int i = Math.max(0, sum - goal + 1); i <= Math.min(goal - 1, sum); i++) {
        int j = sum - i;
        double change;
        do {
          change = 0;
          for (int[] pair : new int[][] {{i, j}, {j, i}}) {
            int a = pair[0];
            int b = pair[1];
            for (int k = goal - 1 - a; k >= 0; k--) {
              double roll = 1 - p[b][a][0];
              for (int r = 2; r <= 6; r++) {
                roll += a + k + r >= goal ? 1 : p[a][b][k + r];
              }
              roll /= 6;
              double best = k == 0 ? roll : Math.max(roll, 1 - p[b][a + k][0]);
              change = Math.max(change, Math.abs(best - p[a][b][k]));
              p[a][b][k] = best;
            }
          }
        } while (change > 1e-14);
      }
    }
    return p;
  }

  /**
   * Every position of Pig to a goal, as (the mover's score, the other's score, the turn total),
   * with the transitions the plugin's rules give it: where each roll outcome and the hold lead, and
   * with which probability.
   */
  static final class PigWalk {
    private static final int WIN = -1;
    private static final int LOSS = -2;
    private static final int NONE = -3;

    private final int goal;
    private final int[] start;
    private final int size;

    /** Per position: the roll's outcomes (target, probability) and then the hold's target. */
    private final int[] rollTarget;

    private final boolean[] rollFlip;
    private final double[] rollProbability;
    private final int[] holdTarget;
    private final boolean[] holdFlip;
    private static final int OUTCOMES = 6;

    private PigWalk(int goal) {
      this.goal = goal;
      this.start = new int[goal * goal + 1];
      int n = 0;
      for (int i = 0; i < goal; i++) {
        for (int j = 0; j < goal; j++) {
          start[i * goal + j] = n;
          n += goal - i;
        }
      }
      start[goal * goal] = n;
      this.size = n;
      rollTarget = new int[n * OUTCOMES];
      rollFlip = new boolean[n * OUTCOMES];
      rollProbability = new double[n * OUTCOMES];
      holdTarget = new int[n];
      holdFlip = new boolean[n];
    }

    static PigWalk of(int goal) {
      PigWalk walk = new PigWalk(goal);
      walk.build();
      return walk;
    }

    int index(int i, int j, int k) {
      return start[i * goal + j] + k;
    }

    /** Asks the plugin for every position's moves and outcomes, and where they lead. */
    private void build() {
      int[] moves = new int[6];
      for (int i = 0; i < goal; i++) {
        for (int j = 0; j < goal; j++) {
          for (int k = 0; i + k < goal; k++) {
            int at = index(i, j, k);
            holdTarget[at] = NONE;
            PigState s = new PigState(goal, i, j, k, 0);
            int n = s.legalMoves(moves);
            for (int m = 0; m < n; m++) {
              s.play(moves[m]);
              if (s.playerToMove() == GameState.CHANCE) {
                var outcomes = s.chanceOutcomes();
                if (outcomes.size() != OUTCOMES) {
                  throw new AssertionError("a roll with " + outcomes.size() + " outcomes");
                }
                for (int o = 0; o < OUTCOMES; o++) {
                  ChanceOutcome outcome = outcomes.get(o);
                  s.play(outcome.move());
                  rollTarget[at * OUTCOMES + o] = target(s);
                  rollFlip[at * OUTCOMES + o] = !s.isTerminal() && s.turnOf() != 0;
                  rollProbability[at * OUTCOMES + o] = outcome.probability();
                  s.undo();
                }
              } else {
                holdTarget[at] = target(s);
                holdFlip[at] = !s.isTerminal() && s.turnOf() != 0;
              }
              s.undo();
            }
          }
        }
      }
    }

    /** The index of a position from its mover's side, or WIN or LOSS for seat 0 once over. */
    private int target(PigState s) {
      if (s.isTerminal()) {
        return s.utility(0) > 0 ? WIN : LOSS;
      }
      int mover = s.turnOf();
      return index(s.score(mover), s.score(1 - mover), s.turnTotal());
    }

    private double value(double[] p, int target, boolean flip) {
      if (target == WIN) {
        return 1;
      }
      if (target == LOSS) {
        return 0;
      }
      return flip ? 1 - p[target] : p[target];
    }

    /**
     * The mover's win probability with optimal play in every position: value iteration, one pair of
     * scores at a time, highest sum first (a hold raises the sum; a roll keeps the pair).
     */
    double[] solve() {
      double[] p = new double[size];
      for (int sum = 2 * goal - 2; sum >= 0; sum--) {
        for (int i = Math.max(0, sum - goal + 1); i <= Math.min(goal - 1, sum); i++) {
          int j = sum - i;
          double change;
          do {
            change = 0;
            for (int[] pair : new int[][] {{i, j}, {j, i}}) {
              for (int at = start[pair[0] * goal + pair[1] + 1] - 1;
                  at >= start[pair[0] * goal + pair[1]];
                  at--) {
                double roll = 0;
                for (int o = 0; o < OUTCOMES; o++) {
                  roll +=
                      rollProbability[at * OUTCOMES + o]
                          * value(p, rollTarget[at * OUTCOMES + o], rollFlip[at * OUTCOMES + o]);
                }
                double best =
                    holdTarget[at] == NONE
                        ? roll
                        : Math.max(roll, value(p, holdTarget[at], holdFlip[at]));
                change = Math.max(change, Math.abs(best - p[at]));
                p[at] = best;
              }
            }
          } while (change > 1e-14);
        }
      }
      return p;
    }
  }
}
