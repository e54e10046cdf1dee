package dev.ply.host.rating;

/**
 * The generalized sequential probability ratio test (GSPRT) of fishtest's {@code LLRcalc.py} and
 * fastchess's {@code sprt.cpp}, after M. Van den Bergh: after each update of the counts, compare
 * the log-likelihood ratio of H1 against H0 with two bounds set by the error rates α (accepting H1
 * when H0 holds) and β (accepting H0 when H1 holds).
 *
 * <p>For each hypothesis j the maximum-likelihood distribution p_j of sample scores under that
 * hypothesis is found ({@link MultinomialMle}); then LLR = N·Σ p̂ₖ (ln p_{1,k} − ln p_{0,k}), with
 * N the games (3 counts) or the pairs (5 counts), zero counts counting 1e-3. Pure functions.
 */
public final class Sprt {

  /** What a test does next. */
  public enum Decision {
    /** The LLR reached the lower bound: H0 (typically "no better than elo0") is accepted. */
    ACCEPT_H0,
    /** The LLR reached the upper bound: H1 (typically "at least elo1") is accepted. */
    ACCEPT_H1,
    /** Neither bound is reached yet: play on. */
    CONTINUE
  }

  private static final double NORMALIZED_ELO_PER_T = 800 / Math.log(10);

  private Sprt() {}

  /**
   * The LLR of H1: Elo = {@code elo1} against H0: Elo = {@code elo0} in the logistic model, the
   * hypotheses fixing the expected score L(elo) of a game (3 counts) or of a pair (5 counts).
   *
   * @param counts losses, draws, wins per game; or the 5 pair-score counts, worst first
   * @throws IllegalArgumentException for other than 3 or 5 counts, a negative count, or an Elo that
   *     is not finite or so large that its expected score rounds to 0 or 1
   */
  public static double llrLogistic(long[] counts, double elo0, double elo1) {
    requireFinite(elo0, elo1);
    ScoreDistribution observed = ScoreDistribution.of(counts);
    double[] p0 = MultinomialMle.withMean(observed, Elo.expectedScore(elo0));
    double[] p1 = MultinomialMle.withMean(observed, Elo.expectedScore(elo1));
    return logLikelihoodRatio(observed, p0, p1);
  }

  /**
   * The LLR of H1: normalized Elo = {@code nelo1} against H0: normalized Elo = {@code nelo0} (Van
   * den Bergh), the hypotheses fixing the t-value (μ − ½)/σ of the per-game score at nelo·ln
   * 10/800; for pairs the per-pair t-value is √2 times that, since σ_game² = 2σ_pair².
   *
   * @param counts losses, draws, wins per game; or the 5 pair-score counts, worst first
   * @throws IllegalArgumentException for other than 3 or 5 counts, a negative count, or a
   *     normalized Elo that is not finite
   * @throws ArithmeticException for a hypothesis so extreme that no distribution was found (for a
   *     few dozen games, a normalized Elo of several hundred; usual bounds are a few units)
   */
  public static double llrNormalized(long[] counts, double nelo0, double nelo1) {
    requireFinite(nelo0, nelo1);
    ScoreDistribution observed = ScoreDistribution.of(counts);
    double perSample = observed.size() == 5 ? Math.sqrt(2) : 1;
    double t0 = nelo0 / NORMALIZED_ELO_PER_T * perSample;
    double t1 = nelo1 / NORMALIZED_ELO_PER_T * perSample;
    double[] p0 = MultinomialMle.withTValue(observed, 0.5, t0);
    double[] p1 = MultinomialMle.withTValue(observed, 0.5, t1);
    return logLikelihoodRatio(observed, p0, p1);
  }

  /**
   * The LLR of H1 against H0 in {@code model}: {@link #llrLogistic}, {@link #llrNormalized}, or,
   * for BayesElo, the logistic LLR of the bounds turned into logistic Elo with the draw Elo of the
   * counts themselves (as fishtest does).
   */
  public static double llr(SprtModel model, long[] counts, double elo0, double elo1) {
    return switch (model) {
      case LOGISTIC -> llrLogistic(counts, elo0, elo1);
      case NORMALIZED -> llrNormalized(counts, elo0, elo1);
      case BAYESELO -> {
        double drawElo = SprtModel.drawElo(counts);
        yield llrLogistic(
            counts,
            SprtModel.bayesEloToLogistic(elo0, drawElo),
            SprtModel.bayesEloToLogistic(elo1, drawElo));
      }
    };
  }

  /**
   * The bound at or above which H1 is accepted: ln((1 − β)/α) (Wald).
   *
   * @throws IllegalArgumentException unless 0 &lt; α, 0 &lt; β and α + β &lt; 1
   */
  public static double upperBound(double alpha, double beta) {
    requireErrorRates(alpha, beta);
    return Math.log((1 - beta) / alpha);
  }

  /**
   * The bound at or below which H0 is accepted: ln(β/(1 − α)) (Wald).
   *
   * @throws IllegalArgumentException unless 0 &lt; α, 0 &lt; β and α + β &lt; 1
   */
  public static double lowerBound(double alpha, double beta) {
    requireErrorRates(alpha, beta);
    return Math.log(beta / (1 - alpha));
  }

  /**
   * Accept H1 when {@code llr} is at or above the upper bound, H0 when at or below the lower bound,
   * otherwise continue.
   *
   * @throws IllegalArgumentException if the LLR is NaN or the error rates are out of range
   */
  public static Decision decide(double llr, double alpha, double beta) {
    if (Double.isNaN(llr)) {
      throw new IllegalArgumentException("the LLR is NaN");
    }
    if (llr >= upperBound(alpha, beta)) {
      return Decision.ACCEPT_H1;
    }
    if (llr <= lowerBound(alpha, beta)) {
      return Decision.ACCEPT_H0;
    }
    return Decision.CONTINUE;
  }

  private static double logLikelihoodRatio(ScoreDistribution observed, double[] p0, double[] p1) {
    double sum = 0;
    for (int k = 0; k < observed.size(); k++) {
      sum += observed.probability(k) * (Math.log(p1[k]) - Math.log(p0[k]));
    }
    return observed.total() * sum;
  }

  private static void requireFinite(double h0, double h1) {
    if (!Double.isFinite(h0) || !Double.isFinite(h1)) {
      throw new IllegalArgumentException("the hypotheses must be finite: " + h0 + ", " + h1);
    }
  }

  private static void requireErrorRates(double alpha, double beta) {
    if (!(alpha > 0 && beta > 0 && alpha + beta < 1)) {
      throw new IllegalArgumentException(
          "error rates need 0 < alpha, 0 < beta and alpha + beta < 1, not " + alpha + ", " + beta);
    }
  }
}
