package dev.ply.host.rating;

/**
 * One entrant's rating in a {@link RatingTable}.
 *
 * @param name the entrant
 * @param elo the rating in Elo, on the table's scale (summing to 0, or the anchor at 0); when
 *     {@code unbounded}, +∞ for an entrant that won every game, −∞ for one that lost every game,
 *     NaN otherwise (no games, or results that rate it against nobody)
 * @param standardError the standard error of {@code elo}; 0 for the anchor; NaN when unbounded
 * @param errorMargin the 95% half-interval, Φ⁻¹(0.975) ≈ 1.95996 times {@code standardError}
 * @param unbounded whether the results give no finite estimate: print the note, not the number
 * @param note why it is unbounded (such as {@code "won every game: no finite estimate"} or {@code
 *     "no games"}), or what the rating is comparable with; {@code ""} when nothing needs saying
 */
public record Rating(
    String name,
    double elo,
    double standardError,
    double errorMargin,
    boolean unbounded,
    String note) {}
