package dev.ply.host.tournament;

import java.util.List;
import java.util.Objects;

/**
 * Entrants who meet at one table: two, whose games are played in colour-swapped pairs ({@code a}
 * first in the first game of each pair), or, for a game of more players, {@code a}, {@code b} and
 * {@code others}, who play every seating of the table in turn ({@link Seatings}).
 *
 * @param a the entrant who moves first in the first game
 * @param b the other (the second seat in the first game)
 * @param games how many games they play this time; 0 for the plan's games-per-pairing (a knockout's
 *     tie-break plays 2)
 * @param others the entrants of seats 2 and on in the first game, for a game of more players
 */
public record Pairing(String a, String b, int games, List<String> others) {

  /** A pairing that plays the plan's games-per-pairing. */
  public Pairing(String a, String b) {
    this(a, b, 0);
  }

  /** Two entrants who meet for {@code games} games. */
  public Pairing(String a, String b, int games) {
    this(a, b, games, List.of());
  }

  /** A table of every one of {@code entrants}, seated in this order in its first game. */
  public static Pairing table(List<String> entrants) {
    return new Pairing(entrants.get(0), entrants.get(1), 0, entrants.subList(2, entrants.size()));
  }

  public Pairing {
    Objects.requireNonNull(a, "a");
    Objects.requireNonNull(b, "b");
    others = List.copyOf(others);
    java.util.Set<String> distinct = new java.util.HashSet<>(others);
    distinct.add(a);
    distinct.add(b);
    if (distinct.size() != 2 + others.size()) {
      throw new IllegalArgumentException("an entrant cannot meet itself: " + a);
    }
    if (games < 0) {
      throw new IllegalArgumentException("games must not be negative: " + games);
    }
  }

  /** Every entrant of the table, in the seats of its first game. */
  public List<String> seats() {
    List<String> seats = new java.util.ArrayList<>(List.of(a, b));
    seats.addAll(others);
    return seats;
  }
}
