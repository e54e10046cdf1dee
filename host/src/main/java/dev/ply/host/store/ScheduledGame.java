package dev.ply.host.store;

import java.util.List;
import java.util.Objects;

/**
 * One planned game of a tournament, as the {@code schedule} table keeps it.
 *
 * @param number the game's number in the run, from 1
 * @param round the round it belongs to, from 1 (Swiss pairs round by round)
 * @param first the entrant who moves first
 * @param second the entrant who moves second
 * @param opening the opening's move texts separated by spaces, or empty
 * @param seed the game's seed
 * @param chanceSeed the seed of its chance stream (dice, deals): the same for the two games of a
 *     duplicate pair, so that they see the same outcomes seat for seat; the game's seed otherwise
 * @param others the entrants in seats 2 and on, in seat order, for a game of more than two players;
 *     empty for two
 */
public record ScheduledGame(
    int number,
    int round,
    String first,
    String second,
    String opening,
    long seed,
    long chanceSeed,
    List<String> others)
    implements java.io.Serializable {

  /** A two-player game whose chance stream is its own. */
  public ScheduledGame(
      int number, int round, String first, String second, String opening, long seed) {
    this(number, round, first, second, opening, seed, seed, List.of());
  }

  public ScheduledGame {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
    Objects.requireNonNull(opening, "opening");
    others = List.copyOf(others);
  }

  /** Every seat's entrant, seat 0 first. */
  public List<String> seats() {
    List<String> seats = new java.util.ArrayList<>(List.of(first, second));
    seats.addAll(others);
    return List.copyOf(seats);
  }
}
