package dev.ply.host.rating;

/**
 * The empirical distribution of the score of one sample (a game, or a pair of games), with the
 * regularization of fishtest's {@code LLRcalc.regularize}: a count of zero is replaced by {@value
 * #ZERO_COUNT}. The k-th of K counts is the number of samples that scored k/(K − 1); counts are
 * ordered worst to best. Immutable.
 */
final class ScoreDistribution {

  /**
   * What a zero count becomes before computing: fishtest's {@code regularize}, in its Elo estimates
   * and its SPRT; fastchess does it in its SPRT only, cutechess never.
   */
  static final double ZERO_COUNT = 1e-3;

  /**
   * Φ⁻¹(0.975), the two-sided 95% quantile of the normal distribution, at full precision: the
   * formulas print it rounded as 1.95996, but their golden half-widths (66.0134 for 20/20/60) are
   * computed with the exact quantile, and the rounded one misses them in the fourth decimal.
   */
  static final double Z_95 = 1.959963984540054;

  private final long samples;
  private final double total;
  private final double[] outcomes;
  private final double[] probabilities;
  private final double mean;
  private final double variance;

  /** Whether the counted samples have more than one score: without it, no spread is measured. */
  private final boolean spread;

  private ScoreDistribution(long samples, double[] regularized, boolean spread) {
    this.samples = samples;
    this.spread = spread;
    int k = regularized.length;
    double sum = 0;
    for (double count : regularized) {
      sum += count;
    }
    this.total = sum;
    this.outcomes = new double[k];
    this.probabilities = new double[k];
    double m = 0;
    for (int i = 0; i < k; i++) {
      outcomes[i] = i / (double) (k - 1);
      probabilities[i] = regularized[i] / sum;
      m += probabilities[i] * outcomes[i];
    }
    this.mean = m;
    double v = 0;
    for (int i = 0; i < k; i++) {
      v += probabilities[i] * (outcomes[i] - m) * (outcomes[i] - m);
    }
    this.variance = v;
  }

  /**
   * The distribution of 3 counts (losses, draws, wins) or 5 (pair scores 0, ¼, ½, ¾, 1).
   *
   * @throws IllegalArgumentException if there are not 3 or 5 counts or a count is negative
   */
  static ScoreDistribution of(long[] counts) {
    if (counts == null || (counts.length != 3 && counts.length != 5)) {
      throw new IllegalArgumentException(
          "give 3 counts (losses, draws, wins) or 5 (pair scores 0, 1/4, 1/2, 3/4, 1)");
    }
    long samples = 0;
    int scores = 0;
    double[] regularized = new double[counts.length];
    for (int i = 0; i < counts.length; i++) {
      if (counts[i] < 0) {
        throw new IllegalArgumentException("a count cannot be negative: " + counts[i]);
      }
      samples = Math.addExact(samples, counts[i]);
      scores += counts[i] > 0 ? 1 : 0;
      regularized[i] = counts[i] == 0 ? ZERO_COUNT : counts[i];
    }
    return new ScoreDistribution(samples, regularized, scores > 1);
  }

  /** The number of samples counted, before regularization. */
  long samples() {
    return samples;
  }

  /** N, the sum of the regularized counts: the weight of the log-likelihood ratio. */
  double total() {
    return total;
  }

  /** The number of possible sample scores: 3 or 5. */
  int size() {
    return outcomes.length;
  }

  /** The k-th possible sample score, k/(K − 1). */
  double outcome(int k) {
    return outcomes[k];
  }

  /** The observed frequency p̂ of the k-th score (regularized, summing to 1). */
  double probability(int k) {
    return probabilities[k];
  }

  /** The mean score of a sample. */
  double mean() {
    return mean;
  }

  /** The variance of the score of one sample. */
  double variance() {
    return variance;
  }

  /**
   * The Elo estimate of fishtest's {@code stat_util.py} and fastchess: score s, standard error
   * σ/√N, the interval [elo(s − z·se), elo(s + z·se)] with z = Φ⁻¹(0.975) ≈ 1.95996 as its
   * half-width, likelihood of superiority Φ((s − ½)/se), and normalized Elo (s − ½)/σ_game · 800/ln
   * 10 with σ_game² = {@code gamesPerSample}·σ² (Van den Bergh).
   *
   * @throws IllegalArgumentException if nothing was counted
   */
  EloEstimate estimate(int gamesPerSample) {
    if (samples == 0) {
      throw new IllegalArgumentException("no games: nothing to estimate");
    }
    double standardError = Math.sqrt(variance / total);
    double lower = eloClamped(mean - Z_95 * standardError);
    double upper = eloClamped(mean + Z_95 * standardError);
    double los = Normal.cdf((mean - 0.5) / standardError);
    // Every sample the same score (a pentanomial of one cell, say): the spread is only the
    // regularization's, and an interval or a normalized Elo from it would be a huge number that
    // means nothing. The estimate is then unbounded, by the one rule (EloEstimate.bounded).
    double normalizedElo =
        spread
            ? (mean - 0.5) / Math.sqrt(gamesPerSample * variance) * (800 / Math.log(10))
            : Double.NaN;
    return new EloEstimate(
        Math.toIntExact(samples),
        mean,
        variance,
        Elo.fromScore(mean),
        (upper - lower) / 2,
        los,
        normalizedElo);
  }

  /** Elo of a score, an interval end beyond 0 or 1 being an infinite Elo. */
  private static double eloClamped(double score) {
    return Elo.fromScore(Math.max(0, Math.min(1, score)));
  }
}
