package dev.ply.host.store;

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
 */
public record ScheduledGame(
    int number, int round, String first, String second, String opening, long seed)
    implements java.io.Serializable {

  public ScheduledGame {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
    Objects.requireNonNull(opening, "opening");
  }
}
