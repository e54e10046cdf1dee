package dev.ply.host.tournament;

import java.util.Objects;

/**
 * Two entrants who meet: their games are played in colour-swapped pairs, {@code a} first in the
 * first game of each pair.
 *
 * @param a the entrant who moves first in the first game
 * @param b the other
 * @param games how many games they play this time; 0 for the plan's games-per-pairing (a knockout's
 *     tie-break plays 2)
 */
public record Pairing(String a, String b, int games) {

  /** A pairing that plays the plan's games-per-pairing. */
  public Pairing(String a, String b) {
    this(a, b, 0);
  }

  public Pairing {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    if (a.equals(b)) {
      throw new IllegalArgumentException("an entrant cannot meet itself: " + a);
    }
    if (games < 0) {
      throw new IllegalArgumentException("games must not be negative: " + games);
    }
  }
}
