package dev.ply.simultaneous.smmcts;

import java.util.SplittableRandom;

/**
 * Exp3, the exponential-weight algorithm for exploration and exploitation of Auer, Cesa-Bianchi,
 * Freund and Schapire, "The Nonstochastic Multiarmed Bandit Problem" (SIAM J. Computing 2002), as a
 * seat's selection at a simultaneous node (Teytaud and Flory 2011; Lanctot et al. 2013).
 *
 * <p>With {@code K} moves, {@code eta = gamma / K} and {@code G} each move's estimated total gain,
 * the seat plays move {@code a} with probability
 *
 * <pre>
 *   sigma(a) = (1 - gamma) * exp(eta G(a)) / sum_b exp(eta G(b)) + gamma / K
 * </pre>
 *
 * and, having played {@code a} and got reward {@code r}, adds the unbiased estimate {@code r /
 * sigma(a)} to {@code G(a)} (the other moves' estimates are 0). The weights are computed after
 * subtracting the largest gain, which changes nothing but keeps {@code exp} finite. Exp3 is
 * Hannan-consistent, so SM-MCTS with it approaches an equilibrium in the limit (Lisý, Kovařík,
 * Lanctot and Bošanský, "Convergence of Monte Carlo Tree Search in Simultaneous Move Games", 2013).
 * Its recommended policy is the average of the exponential-weight part of its strategies, without
 * the {@code gamma / K} of exploration.
 */
final class Exp3 implements Selection {

  private final double gamma;
  private double[] current = new double[0]; // the probabilities of the selection being made

  /**
   * @param gamma the share of exploration, in (0, 1]
   */
  Exp3(double gamma) {
    if (!(gamma > 0 && gamma <= 1)) {
      throw new IllegalArgumentException("Exp3 needs gamma in (0, 1], got " + gamma);
    }
    this.gamma = gamma;
  }

  @Override
  public int select(SeatStats s, SplittableRandom random) {
    int k = s.size();
    if (current.length < k) {
      current = new double[k];
    }
    double eta = gamma / k;
    double max = Double.NEGATIVE_INFINITY;
    for (double g : s.score) {
      max = Math.max(max, g);
    }
    double total = 0;
    for (int a = 0; a < k; a++) {
      current[a] = Math.exp(eta * (s.score[a] - max));
      total += current[a];
    }
    for (int a = 0; a < k; a++) {
      double weight = current[a] / total;
      s.average[a] += weight;
      current[a] = (1 - gamma) * weight + gamma / k;
    }
    s.chosen = Selection.sample(current, k, random);
    s.probability = current[s.chosen];
    return s.chosen;
  }

  @Override
  public void update(SeatStats s, double reward) {
    s.visits[s.chosen]++;
    s.score[s.chosen] += reward / s.probability;
  }

  @Override
  public void policy(SeatStats s, double[] out) {
    Selection.normalise(s.average, out);
  }
}
