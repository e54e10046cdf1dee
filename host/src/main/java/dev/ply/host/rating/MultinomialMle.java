package dev.ply.host.rating;

import java.util.Arrays;

/**
 * Maximum-likelihood estimates of a distribution over the possible sample scores, given the
 * observed frequencies p̂ and one constraint: its mean (for the logistic GSPRT) or its t-value (μ −
 * ref)/σ (for the normalized GSPRT). Both after M. Van den Bergh's notes, as in fishtest's {@code
 * LLRcalc.py} ({@code MLE_expected}, {@code MLE_t_value}).
 *
 * <p>Maximizing Σ p̂ₖ ln pₖ subject to Σ pₖ = 1 and Σ pₖ eₖ = 0 gives pₖ = p̂ₖ / (1 + θ eₖ), where
 * θ is the root of the secular equation Σ p̂ₖ eₖ / (1 + θ eₖ) = 0 in the open interval (−1/max e,
 * −1/min e). The left side falls strictly from +∞ to −∞ on that interval, so the root is unique and
 * bisection finds it safely.
 */
final class MultinomialMle {

  private static final int MAX_FIXED_POINT_STEPS = 200;
  private static final double FIXED_POINT_TOLERANCE = 1e-15;
  private static final double T_VALUE_TOLERANCE = 1e-9;

  private MultinomialMle() {}

  /**
   * The distribution of largest likelihood whose mean is {@code mean}: eₖ = aₖ − mean.
   *
   * @throws IllegalArgumentException unless the mean lies strictly between the lowest and the
   *     highest possible score
   */
  static double[] withMean(ScoreDistribution observed, double mean) {
    int k = observed.size();
    if (!(mean > observed.outcome(0) && mean < observed.outcome(k - 1))) {
      throw new IllegalArgumentException(
          "the hypothesis' expected score " + mean + " must lie strictly between 0 and 1");
    }
    double[] e = new double[k];
    for (int i = 0; i < k; i++) {
      e[i] = observed.outcome(i) - mean;
    }
    return reweighted(observed, e, secularRoot(observed, e));
  }

  /**
   * The distribution of largest likelihood whose t-value (μ − ref)/σ is {@code t}. The constraint
   * is not linear in p, so this iterates from the uniform distribution: with μ and σ of the current
   * estimate, eₖ = aₖ − ref − t·σ·(1 + ((μ − aₖ)/σ)²)/2 (the linearized constraint, which is zero
   * on average exactly when the t-value is t), solve the secular equation, repeat until the
   * estimate stops moving.
   *
   * @throws ArithmeticException if the iteration finds no root or does not reach the t-value, which
   *     happens only for hypotheses far beyond any data (|t| of several units)
   */
  static double[] withTValue(ScoreDistribution observed, double ref, double t) {
    int k = observed.size();
    double[] estimate = new double[k];
    Arrays.fill(estimate, 1.0 / k);
    for (int step = 0; step < MAX_FIXED_POINT_STEPS; step++) {
      double mu = mean(observed, estimate);
      double sigma = Math.sqrt(variance(observed, estimate, mu));
      double[] e = new double[k];
      for (int i = 0; i < k; i++) {
        double z = (mu - observed.outcome(i)) / sigma;
        e[i] = observed.outcome(i) - ref - t * sigma * (1 + z * z) / 2;
      }
      double[] next;
      try {
        next = reweighted(observed, e, secularRoot(observed, e));
      } catch (ArithmeticException noRoot) {
        throw tooFar(t, noRoot);
      }
      double moved = 0;
      for (int i = 0; i < k; i++) {
        moved = Math.max(moved, Math.abs(next[i] - estimate[i]));
      }
      estimate = next;
      if (moved < FIXED_POINT_TOLERANCE) {
        break;
      }
    }
    double mu = mean(observed, estimate);
    double reached = (mu - ref) / Math.sqrt(variance(observed, estimate, mu));
    if (!(Math.abs(reached - t) < T_VALUE_TOLERANCE)) {
      throw tooFar(t, null);
    }
    return estimate;
  }

  private static ArithmeticException tooFar(double t, Throwable cause) {
    ArithmeticException tooFar =
        new ArithmeticException(
            "no maximum-likelihood distribution "
                + "with t-value "
                + t
                + " was found: the hypothesis is too far from the data");
    tooFar.initCause(cause);
    return tooFar;
  }

  /** θ with Σ p̂ₖ eₖ / (1 + θ eₖ) = 0, by bisection of (−1/max e, −1/min e). */
  static double secularRoot(ScoreDistribution observed, double[] e) {
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    for (double ei : e) {
      min = Math.min(min, ei);
      max = Math.max(max, ei);
    }
    if (!(min < 0 && max > 0)) {
      throw new ArithmeticException(
          "the constraint cannot be met: every outcome lies on one side of it");
    }
    double low = -1 / max;
    double high = -1 / min;
    // Only interior points are evaluated; the function is +∞ at low and −∞ at high.
    for (int step = 0; step < 2200; step++) {
      double middle = low + (high - low) / 2;
      if (middle <= low || middle >= high) {
        break;
      }
      if (secular(observed, e, middle) > 0) {
        low = middle;
      } else {
        high = middle;
      }
    }
    return low + (high - low) / 2;
  }

  private static double secular(ScoreDistribution observed, double[] e, double theta) {
    double sum = 0;
    for (int i = 0; i < e.length; i++) {
      sum += observed.probability(i) * e[i] / (1 + theta * e[i]);
    }
    return sum;
  }

  private static double[] reweighted(ScoreDistribution observed, double[] e, double theta) {
    double[] p = new double[e.length];
    for (int i = 0; i < e.length; i++) {
      p[i] = observed.probability(i) / (1 + theta * e[i]);
    }
    return p;
  }

  private static double mean(ScoreDistribution observed, double[] p) {
    double mu = 0;
    for (int i = 0; i < p.length; i++) {
      mu += p[i] * observed.outcome(i);
    }
    return mu;
  }

  private static double variance(ScoreDistribution observed, double[] p, double mu) {
    double v = 0;
    for (int i = 0; i < p.length; i++) {
      double d = observed.outcome(i) - mu;
      v += p[i] * d * d;
    }
    return v;
  }
}
