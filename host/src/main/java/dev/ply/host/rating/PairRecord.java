package dev.ply.host.rating;

import java.util.Objects;

/**
 * The results of entrant {@code a} against entrant {@code b}, from a's side: what {@link
 * BradleyTerry#fit} rates and what {@link Standings#pairs} tallies.
 *
 * @param a one entrant
 * @param b another entrant
 * @param winsA games a won against b
 * @param draws games drawn
 * @param winsB games b won against a
 */
public record PairRecord(String a, String b, long winsA, long draws, long winsB) {

  /**
   * @throws IllegalArgumentException if a name is missing, the names are equal or a count is
   *     negative
   */
  public PairRecord {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    if (a.equals(b)) {
      throw new IllegalArgumentException("a pair needs two entrants, not " + a + " twice");
    }
    if (winsA < 0 || draws < 0 || winsB < 0) {
      throw new IllegalArgumentException(
          "counts cannot be negative: " + winsA + ", " + draws + ", " + winsB);
    }
  }

  /** All games of the pair. */
  public long games() {
    return winsA + draws + winsB;
  }
}
