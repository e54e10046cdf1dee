package dev.ply.host.rating;

import java.util.function.DoubleUnaryOperator;

/**
 * What a sequential test says about strength once it has stopped, as fishtest prints it after an
 * SPRT: the median-unbiased Elo estimate with its confidence interval and the likelihood of
 * superiority. The plain score-based Elo is biased after a sequential test (a test stops when the
 * score happens to be extreme); this estimate is the strength under which the observed outcome of
 * the test is the median outcome.
 *
 * <p>Method (fishtest's {@code sprt.py}, after Wald and Siegmund): the LLR is modelled as a
 * Brownian motion whose drift and variance per sample follow from the observed score distribution
 * (the GSPRT approximation: drift (s − (s₀ + s₁)/2)(s₁ − s₀)/v and variance (s₁ − s₀)²/v, v the
 * score variance, refitted to a true score s); its observed end is clamped to the bound it crossed,
 * the time scaled to match. The estimate for a confidence 1 − p is the logistic Elo at which the
 * probability of an outcome at least as good as the observed one is 1 − p; the point estimate takes
 * p = ½. The hypotheses are read in the model's units (normalized Elo: a score of ½ plus the
 * t-value times the per-game deviation; BayesElo: turned into logistic Elo first), but the estimate
 * and its interval are logistic Elo in every model, as fishtest's {@code sprt.py} computes and
 * prints them.
 *
 * @param elo the median-unbiased estimate
 * @param lower the lower end of the confidence interval
 * @param upper the upper end
 * @param los the likelihood of superiority: the probability of an outcome at least this good if
 *     both players were equal
 * @param clamped whether the approximate LLR went more than 3% past a bound (the approximation is
 *     then less trustworthy)
 */
public record SprtEstimate(double elo, double lower, double upper, double los, boolean clamped) {

  private static final double NORMALIZED_ELO_PER_T = 800 / Math.log(10);

  /**
   * The estimate from the test's counts.
   *
   * @param counts 3 (losses, draws, wins) or 5 (pair scores) counts, worst first
   * @param elo0 the lower hypothesis, in the model's units
   * @param elo1 the upper hypothesis, in the model's units
   * @param confidence the interval's confidence, such as 0.95
   */
  public static SprtEstimate of(
      long[] counts,
      SprtModel model,
      double elo0,
      double elo1,
      double alpha,
      double beta,
      double confidence) {
    ScoreDistribution dist = ScoreDistribution.of(counts);
    double n = dist.total();
    double perGameSigma = Math.sqrt(dist.variance() * (dist.size() == 5 ? 2 : 1));
    // The hypotheses as expected scores of a game, in the model's units.
    DoubleUnaryOperator hypothesisScore =
        model == SprtModel.NORMALIZED
            ? elo -> elo / NORMALIZED_ELO_PER_T * perGameSigma + 0.5
            : Elo::expectedScore;
    double h0 = elo0;
    double h1 = elo1;
    if (model == SprtModel.BAYESELO) {
      double drawElo = SprtModel.drawElo(counts);
      h0 = SprtModel.bayesEloToLogistic(elo0, drawElo);
      h1 = SprtModel.bayesEloToLogistic(elo1, drawElo);
    }
    // The true strength the estimate solves for is logistic Elo in every model, as in fishtest.
    Outcome outcome =
        new Outcome(
            dist,
            Elo::expectedScore,
            hypothesisScore.applyAsDouble(h0),
            hypothesisScore.applyAsDouble(h1),
            Sprt.lowerBound(alpha, beta),
            Sprt.upperBound(alpha, beta),
            n);
    double p = 1 - confidence;
    double avg = (elo0 + elo1) / 2;
    double delta = elo1 - elo0;
    return new SprtEstimate(
        outcome.eloAt(0.5, avg, delta),
        outcome.eloAt(p / 2, avg, delta),
        outcome.eloAt(1 - p / 2, avg, delta),
        outcome.probability(0),
        outcome.clamped);
  }

  /** The observed end of the test and the probability of outcomes at least as good. */
  private static final class Outcome {
    private final ScoreDistribution dist;
    private final DoubleUnaryOperator scoreOf;
    private final double s0;
    private final double s1;
    private final double a;
    private final double b;
    private final double llr;
    private final double time;
    private final boolean clamped;

    Outcome(
        ScoreDistribution dist,
        DoubleUnaryOperator scoreOf,
        double s0,
        double s1,
        double a,
        double b,
        double n) {
      this.dist = dist;
      this.scoreOf = scoreOf;
      this.s0 = s0;
      this.s1 = s1;
      this.a = a;
      this.b = b;
      double observed = n * drift(dist.mean());
      double slope = observed / n;
      this.clamped = observed > 1.03 * b || observed < 1.03 * a;
      if (observed < a) {
        this.llr = a;
        this.time = a / slope;
      } else if (observed > b) {
        this.llr = b;
        this.time = b / slope;
      } else {
        this.llr = observed;
        this.time = n;
      }
    }

    /** The score variance refitted to a true mean {@code s}. */
    private double variance(double s) {
      double d = s - dist.mean();
      return dist.variance() + d * d;
    }

    private double drift(double s) {
      return (s - (s0 + s1) / 2) * (s1 - s0) / variance(s);
    }

    /** The probability of an outcome at least as good as the observed one, at strength elo. */
    double probability(double elo) {
      double s = scoreOf.applyAsDouble(elo);
      double sigma = Math.abs(s1 - s0) / Math.sqrt(variance(s));
      return new StoppedBrownianMotion(a, b, drift(s), sigma).outcomeCdf(time, llr);
    }

    /**
     * The strength at which that probability is {@code 1 − p}, found by bisection in a bracket
     * around the hypotheses, widened until it holds the root or reaches ±1000.
     */
    double eloAt(double p, double avg, double delta) {
      double target = 1 - p;
      for (int widen = 30; ; widen *= 2) {
        double lo = Math.max(avg - widen * delta, -1000);
        double hi = Math.min(avg + widen * delta, 1000);
        double fLo = probability(lo) - target;
        double fHi = probability(hi) - target;
        if (fLo * fHi <= 0) {
          return bisect(lo, hi, fLo, target);
        }
        if (lo <= -1000 && hi >= 1000) {
          return fLo > 0 ? hi : lo;
        }
      }
    }

    private double bisect(double lo, double hi, double fLo, double target) {
      for (int i = 0; i < 200 && hi - lo > 1e-12; i++) {
        double mid = (lo + hi) / 2;
        double f = probability(mid) - target;
        if ((f <= 0) == (fLo <= 0)) {
          lo = mid;
          fLo = f;
        } else {
          hi = mid;
        }
      }
      return (lo + hi) / 2;
    }
  }
}
