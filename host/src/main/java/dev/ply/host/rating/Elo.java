package dev.ply.host.rating;

/**
 * The logistic Elo model: the expected score of a player rated {@code d} Elo above its opponent is
 * L(d) = 1 / (1 + 10^(−d/400)), and a score s corresponds to −400·log10(1/s − 1) Elo (as in
 * fishtest's {@code stat_util.py} and fastchess). Pure functions.
 */
public final class Elo {

  private Elo() {}

  /**
   * The expected score, between 0 and 1, of a player {@code eloDiff} Elo stronger than its
   * opponent: 1 / (1 + 10^(−d/400)). Infinite differences give 0 or 1; NaN gives NaN.
   */
  public static double expectedScore(double eloDiff) {
    return 1 / (1 + Math.pow(10, -eloDiff / 400));
  }

  /**
   * The Elo difference whose expected score is {@code score}: −400·log10(1/s − 1); negative
   * infinity for 0 and positive infinity for 1.
   *
   * @throws IllegalArgumentException if the score is not between 0 and 1
   */
  public static double fromScore(double score) {
    if (!(score >= 0 && score <= 1)) {
      throw new IllegalArgumentException("a score is between 0 and 1, not " + score);
    }
    return -400 * Math.log10(1 / score - 1) + 0.0; // + 0.0 turns −0.0 into 0.0
  }
}
