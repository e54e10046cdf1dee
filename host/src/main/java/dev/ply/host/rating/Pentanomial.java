package dev.ply.host.rating;

/**
 * The Elo estimate of a match played in pairs of games, one opening with colours swapped, counted
 * by the score of each pair: 0, ¼, ½, ¾ or 1 (LL, LD, LW or DD, DW, WW). Pairing removes the
 * variance that openings add, so the interval is narrower than the trinomial one for the same games
 * (fishtest {@code stat_util.py}, fastchess {@code elo_pentanomial.cpp}). See {@link EloEstimate}
 * for what each number means; its variance is per pair and its samples are pairs.
 */
public final class Pentanomial {

  private Pentanomial() {}

  /**
   * Estimates the Elo of the player whose pair scores are counted.
   *
   * @param pairCounts five counts: pairs that scored 0, ¼, ½, ¾ and 1
   * @throws IllegalArgumentException if there are not five counts, one is negative or all are 0
   */
  public static EloEstimate estimate(long[] pairCounts) {
    if (pairCounts == null || pairCounts.length != 5) {
      throw new IllegalArgumentException(
          "give 5 pair counts, for pair scores 0, 1/4, 1/2, 3/4 and 1");
    }
    return ScoreDistribution.of(pairCounts).estimate(2);
  }
}
