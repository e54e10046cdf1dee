package dev.ply.host.rating;

/**
 * The Elo estimate of a match counted game by game: losses, draws and wins of one player, scoring
 * 0, ½ and 1 (fishtest {@code stat_util.py}, fastchess {@code elo_wdl.cpp}). See {@link
 * EloEstimate} for what each number means.
 */
public final class Trinomial {

  private Trinomial() {}

  /**
   * Estimates the Elo of the player that had {@code wins} over its opponent.
   *
   * @throws IllegalArgumentException if a count is negative or all are zero
   */
  public static EloEstimate estimate(long losses, long draws, long wins) {
    return ScoreDistribution.of(new long[] {losses, draws, wins}).estimate(1);
  }
}
