package dev.ply.simultaneous.smmcts;

import java.util.SplittableRandom;

/**
 * Regret matching (Hart and Mas-Colell, "A Simple Adaptive Procedure Leading to Correlated
 * Equilibrium", 2000) as a seat's selection at a simultaneous node, from outcome samples: the
 * selection of Lanctot, Lisý and Winands, "Monte Carlo Tree Search in Simultaneous Move Games with
 * Applications to Goofspiel" (2013).
 *
 * <p>With {@code K} moves and {@code R} each move's cumulative regret, the seat plays move {@code
 * a} with probability
 *
 * <pre>
 *   sigma(a) = (1 - gamma) * R+(a) / sum_b R+(b) + gamma / K     (uniform while no R is positive)
 * </pre>
 *
 * Having played {@code a} with reward {@code r}, it estimates each move's reward by importance
 * sampling, {@code r / sigma(a)} for {@code a} and 0 for the others, and adds to each move's regret
 * its estimate minus {@code r} (the reward of the strategy it played). Regret matching is
 * Hannan-consistent, so the search's average strategies approach an equilibrium (Lisý et al. 2013);
 * it is what the recommended policy is: the average of the regret-matching part of the strategies
 * played here, without the {@code gamma / K} of exploration.
 */
final class RegretMatchingSelection implements Selection {

  private final double gamma;
  private double[] current = new double[0]; // the probabilities of the selection being made

  /**
   * @param gamma the share of exploration, in (0, 1]
   */
  RegretMatchingSelection(double gamma) {
    if (!(gamma > 0 && gamma <= 1)) {
      throw new IllegalArgumentException("regret matching needs gamma in (0, 1], got " + gamma);
    }
    this.gamma = gamma;
  }

  @Override
  public int select(SeatStats s, SplittableRandom random) {
    int k = s.size();
    if (current.length < k) {
      current = new double[k];
    }
    double positive = 0;
    for (double r : s.score) {
      positive += Math.max(0, r);
    }
    for (int a = 0; a < k; a++) {
      double matched = positive > 0 ? Math.max(0, s.score[a]) / positive : 1.0 / k;
      s.average[a] += matched;
      current[a] = (1 - gamma) * matched + gamma / k;
    }
    s.chosen = Selection.sample(current, k, random);
    s.probability = current[s.chosen];
    return s.chosen;
  }

  @Override
  public void update(SeatStats s, double reward) {
    int a = s.chosen;
    s.visits[a]++;
    for (int b = 0; b < s.size(); b++) {
      s.score[b] -= reward;
    }
    s.score[a] += reward / s.probability;
  }

  @Override
  public void policy(SeatStats s, double[] out) {
    Selection.normalise(s.average, out);
  }
}
