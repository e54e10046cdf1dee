package dev.ply.host.tournament;

import java.util.Objects;

/**
 * Two entrants who meet: their games are played in colour-swapped pairs, {@code a} first in the
 * first game of each pair.
 */
public record Pairing(String a, String b) {

  public Pairing {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    if (a.equals(b)) {
      throw new IllegalArgumentException("an entrant cannot meet itself: " + a);
    }
  }
}
