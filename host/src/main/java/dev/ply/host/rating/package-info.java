/**
 * Rating statistics of matches and tournaments.
 *
 * <p>Two halves, both pure functions of finished results: nothing here reads the store, the clock
 * or a random source, and every answer is deterministic.
 *
 * <ul>
 *   <li><b>One pairing, many games</b>: {@link dev.ply.host.rating.Trinomial} (losses, draws, wins
 *       per game) and {@link dev.ply.host.rating.Pentanomial} (per pair of games with colours
 *       swapped) estimate the Elo difference, its 95% interval, the likelihood of superiority and
 *       the normalized Elo; {@link dev.ply.host.rating.Sprt} runs the generalized sequential
 *       probability ratio test; {@link dev.ply.host.rating.BayesElo} turns win and loss
 *       probabilities into Coulom's two parameters. The formulas are those of fishtest ({@code
 *       stat_util.py}, {@code LLRcalc.py}) and fastchess, after M. Van den Bergh's notes.
 *   <li><b>A tournament</b>: {@link dev.ply.host.rating.Standings} tallies games into rows, pair
 *       records and a crosstable; {@link dev.ply.host.rating.BradleyTerry} fits one rating per
 *       entrant to the pair records into a {@link dev.ply.host.rating.RatingTable}; {@link
 *       dev.ply.host.rating.PlackettLuce} fits the same kind of table to the rankings of games of
 *       two or more players ({@link dev.ply.host.rating.Ranking}), after docs/ratings-n-player.md.
 * </ul>
 *
 * <p>Counts are always ordered worst to best (losses, draws, wins). A count of zero is replaced by
 * {@code 1e-3} before computing, as fishtest does in its Elo estimates and in its SPRT (fastchess
 * does it only in its SPRT, cutechess never), so that a short match with no losses still has a
 * score short of 1; the interval of such a score reaches a score of 1 and is then said to have no
 * finite bound, never printed as a number. Methods refuse malformed input (negative counts, unknown
 * names) with {@link java.lang.IllegalArgumentException}; results that have no finite answer (an
 * entrant that won every game) are reported as such, never as a made-up number.
 */
package dev.ply.host.rating;
