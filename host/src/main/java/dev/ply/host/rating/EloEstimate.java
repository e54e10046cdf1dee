package dev.ply.host.rating;

/**
 * The Elo difference of one player over another estimated from a match, as {@link
 * Trinomial#estimate} and {@link Pentanomial#estimate} compute it after fishtest's {@code
 * stat_util.py} and fastchess ({@code elo_wdl.cpp}, {@code elo_pentanomial.cpp}). Zero counts have
 * been replaced by 1e-3 before computing, as fishtest's estimates do (fastchess's estimates do not;
 * it does so only in its SPRT).
 *
 * @param samples the games counted (trinomial) or the pairs of games (pentanomial)
 * @param score the mean score of a sample, between 0 and 1
 * @param variance the variance of the score of one game (trinomial) or of one pair (pentanomial)
 * @param elo the logistic Elo of the score, −400·log10(1/s − 1)
 * @param errorMargin half the width of the 95% interval [elo(s − z·se), elo(s + z·se)], z =
 *     Φ⁻¹(0.975) ≈ 1.95996, se = √(variance/samples); infinite when the interval reaches a score of
 *     0 or 1
 * @param los the likelihood of superiority, Φ((s − ½)/se)
 * @param normalizedElo (s − ½)/σ_game · 800/ln 10, with σ_game the standard deviation of one game's
 *     score (√(2·variance) for pairs), after M. Van den Bergh
 */
public record EloEstimate(
    int samples,
    double score,
    double variance,
    double elo,
    double errorMargin,
    double los,
    double normalizedElo) {

  /**
   * Whether the results bound the estimate: its 95% interval stays inside scores 0 and 1. A match
   * won or lost in every game has no finite bound, and neither its Elo nor its normalized Elo is a
   * number to print (the 1e-3 put in for zero counts makes them finite but meaningless, such as a
   * normalized Elo of +9824 for a 4-0 match). Every place that prints an Elo asks this.
   */
  public boolean bounded() {
    return Double.isFinite(elo) && Double.isFinite(errorMargin) && Double.isFinite(normalizedElo);
  }
}
