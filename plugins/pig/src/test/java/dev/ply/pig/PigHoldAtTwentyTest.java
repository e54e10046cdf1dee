package dev.ply.pig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The "hold at 20" policy of Neller and Presser (roll until the turn total is 20 or more, then
 * hold; a total that reaches the goal wins at once) played against itself: the first player's exact
 * win probability from a Markov chain written here from the rulebook, and a seeded simulation
 * through the plugin's rules, must agree.
 */
class PigHoldAtTwentyTest {

  private static final int HOLD_AT = 20;

  @Test
  void holdAtTwentyAgainstItselfWinsAsOftenAsTheMarkovChainSays() {
    int goal = 100;
    double exact = firstPlayerWins(goal);
    int games = 400_000;
    SplittableRandom random = new SplittableRandom(31);
    int wins = 0;
    for (int g = 0; g < games; g++) {
      wins += playOut(PigRulesTest.pig(goal), random) == 0 ? 1 : 0;
    }
    double observed = (double) wins / games;
    // The number of first-player wins is binomial(games, exact) if the plugin's rules are Pig's:
    // its
    // standard error is sqrt(p(1-p)/games), about 0.0008 here. Four standard errors leave a false
    // alarm a chance of 6e-5 (and the seed fixes the draw), while a rule changed enough to move the
    // win rate by a percent (a die that lands 1 a little more often, a turn that keeps its total
    // after a 1) fails.
    double tolerance = 4 * Math.sqrt(exact * (1 - exact) / games);
    assertEquals(exact, observed, tolerance, "first-player wins of " + games + " games");
    assertTrue(exact > 0.5 && exact < 0.6, "moving first helps a little: " + exact);
  }

  @Test
  void theMarkovChainAgreesWithTheRulesOnAGoalSmallEnoughToCountByHand() {
    // Goal 2: the first roll that is not a 1 wins, so the first player wins with probability
    // (5/6) / (1 - 1/36) = 30/35 = 6/7 (turns alternate while 1s are rolled).
    assertEquals(6.0 / 7.0, firstPlayerWins(2), 1e-15);
  }

  /** Plays the policy for both seats through the plugin's rules; returns the winner. */
  private static int playOut(GameState s, SplittableRandom random) {
    PigState pig = (PigState) s;
    while (!s.isTerminal()) {
      if (s.playerToMove() == GameState.CHANCE) {
        s.play(draw(s.chanceOutcomes(), random));
      } else {
        s.play(pig.turnTotal() >= HOLD_AT ? PigState.HOLD : PigState.ROLL);
      }
    }
    return s.utility(0) > 0 ? 0 : 1;
  }

  /** One outcome, drawn with the plugin's probabilities. */
  private static int draw(List<ChanceOutcome> outcomes, SplittableRandom random) {
    double u = random.nextDouble();
    for (ChanceOutcome o : outcomes) {
      u -= o.probability();
      if (u < 0) {
        return o.move();
      }
    }
    return outcomes.get(outcomes.size() - 1).move();
  }

  /**
   * The first player's win probability when both hold at 20: W(i, j), the win probability of the
   * player about to start a turn with score i against j, from the distribution of how that turn
   * ends (a 1, a hold with total k, or the goal reached): W(i, j) = win(i) + sum over k of hold(i,
   * k) (1 - W(j, i + k)) + bust(i) (1 - W(j, i)). A hold raises the sum of the scores, so pairs are
   * solved highest sum first, and W(i, j) and W(j, i) together from their two linear equations.
   */
  static double firstPlayerWins(int goal) {
    double[][] w = new double[goal][goal];
    for (int sum = 2 * goal - 2; sum >= 0; sum--) {
      for (int i = Math.max(0, sum - goal + 1); i <= Math.min(goal - 1, sum); i++) {
        int j = sum - i;
        if (i > j) {
          continue;
        }
        double[] turnI = turn(i, goal);
        double[] turnJ = turn(j, goal);
        double a1 = settled(turnI, i, j, w);
        double a2 = settled(turnJ, j, i, w);
        double b1 = turnI[0];
        double b2 = turnJ[0];
        // W1 = a1 + b1 (1 - W2), W2 = a2 + b2 (1 - W1).
        double w1 = (a1 + b1 - b1 * a2 - b1 * b2) / (1 - b1 * b2);
        w[i][j] = w1;
        w[j][i] = a2 + b2 * (1 - w1);
      }
    }
    return w[0][0];
  }

  /**
   * How a turn from score {@code i} ends: index 0 a 1 (nothing banked), index k > 0 a hold with
   * total k, index {@code goal} the goal reached.
   */
  private static double[] turn(int i, int goal) {
    double[] end = new double[goal + 1];
    double[] reach = new double[goal + HOLD_AT + 7];
    reach[0] = 1;
    for (int k = 0; k < reach.length; k++) {
      if (reach[k] == 0) {
        continue;
      }
      if (i + k >= goal) {
        end[goal] += reach[k];
      } else if (k >= HOLD_AT) {
        end[k] += reach[k];
      } else {
        end[0] += reach[k] / 6;
        for (int r = 2; r <= 6; r++) {
          reach[k + r] += reach[k] / 6;
        }
      }
    }
    return end;
  }

  /** The part of W(i, j) that leads to the goal or to a higher sum of scores. */
  private static double settled(double[] end, int i, int j, double[][] w) {
    double sum = end[end.length - 1];
    for (int k = 1; k < end.length - 1; k++) {
      if (end[k] > 0) {
        sum += end[k] * (1 - w[j][i + k]);
      }
    }
    return sum;
  }
}
