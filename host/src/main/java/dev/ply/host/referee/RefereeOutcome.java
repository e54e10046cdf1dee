package dev.ply.host.referee;

import java.util.Set;

/**
 * What the referee hands back after a game.
 *
 * @param record the finished game, for the store
 * @param abandonedSeats seats whose player did not return even after the stop signal and the grace:
 *     its thread is still running, so that player object must not be used again
 */
public record RefereeOutcome(GameRecord record, Set<Integer> abandonedSeats) {

  public RefereeOutcome {
    abandonedSeats = Set.copyOf(abandonedSeats);
  }
}
