package dev.ply.host.rating;

/**
 * The Elo figures fastchess prints in its results block, computed as fastchess computes them
 * (commit 74deac23, {@code elo_wdl.cpp} and {@code elo_pentanomial.cpp}), so that a script that
 * parses fastchess's output reads the same numbers from Ply: the score s and its variance σ² over
 * games (trinomial) or over pairs of colour-swapped games (pentanomial), the 95% bounds s ± 1.96
 * σ/√n, Elo −400·log10(1/s − 1) with half the distance between the bounds' Elo as its margin,
 * normalized Elo (s − ½)/σ' · 800/ln 10 (σ' = σ for games, σ√2 for pairs) with its margin the same
 * way, and the likelihood of superiority Φ((s − ½)/(σ/√n)).
 *
 * <p>Unlike {@link Trinomial} and {@link Pentanomial}, zero counts are not replaced by 1e-3
 * (fastchess does so in its SPRT only): a run with no variance has NaN figures, as fastchess prints
 * them.
 *
 * @param elo the Elo difference
 * @param eloError its 95% margin
 * @param nElo the normalized Elo difference
 * @param nEloError its 95% margin
 * @param los the likelihood of superiority, between 0 and 1 (NaN with no variance)
 */
public record FastchessElo(double elo, double eloError, double nElo, double nEloError, double los) {

  /** Φ⁻¹(0.975), fastchess's {@code CI95ZSCORE}. */
  private static final double Z_95 = 1.959963984540054;

  /**
   * From wins, draws and losses, as fastchess's {@code EloWDL} (its {@code -report penta=false}).
   */
  public static FastchessElo ofGames(long wins, long draws, long losses) {
    double n = wins + draws + losses;
    double w = wins / n;
    double d = draws / n;
    double l = losses / n;
    double s = w + 0.5 * d;
    double variance = w * sq(1 - s) + d * sq(0.5 - s) + l * sq(0 - s);
    return of(s, variance, variance / n, Math.sqrt(variance));
  }

  /**
   * From the pairs' scores, as fastchess's {@code EloPentanomial} (its default): {@code pairs[k]}
   * pairs scored k/4 (0, ¼, ½, ¾, 1), fastchess's {@code [LL, LD, WL + DD, WD, WW]}.
   */
  public static FastchessElo ofPairs(long[] pairs) {
    if (pairs.length != 5) {
      throw new IllegalArgumentException("five pair counts, not " + pairs.length);
    }
    double n = 0;
    for (long c : pairs) {
      n += c;
    }
    double s = 0;
    for (int k = 0; k < 5; k++) {
      s += pairs[k] / n * k / 4;
    }
    double variance = 0;
    for (int k = 0; k < 5; k++) {
      variance += pairs[k] / n * sq(k / 4.0 - s);
    }
    return of(s, variance, variance / n, Math.sqrt(2 * variance));
  }

  private static FastchessElo of(double s, double variance, double perSample, double sigma) {
    double upper = s + Z_95 * Math.sqrt(perSample);
    double lower = s - Z_95 * Math.sqrt(perSample);
    double elo = fromScore(s);
    double eloError = (fromScore(upper) - fromScore(lower)) / 2;
    double nElo = normalized(s, sigma);
    double nEloError = (normalized(upper, sigma) - normalized(lower, sigma)) / 2;
    // fastchess: (1 − erf(−(s − ½)/√(2v))) / 2 = erfc(−(s − ½)/√(2v)) / 2 = Φ((s − ½)/√v).
    double los = Normal.erfc(-(s - 0.5) / Math.sqrt(2 * perSample)) / 2;
    return new FastchessElo(elo, eloError, nElo, nEloError, los);
  }

  /** −400·log10(1/s − 1), without {@link Elo#fromScore}'s range check (bounds may leave [0, 1]). */
  private static double fromScore(double s) {
    return -400 * Math.log10(1 / s - 1);
  }

  private static double normalized(double s, double sigma) {
    return (s - 0.5) / sigma * (800 / Math.log(10));
  }

  private static double sq(double x) {
    return x * x;
  }
}
