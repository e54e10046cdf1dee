package dev.ply.host.rating;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * One entrant's line in the {@link Standings}.
 *
 * @param name the entrant
 * @param games games played
 * @param wins games won
 * @param draws games drawn
 * @param losses games lost, forfeits included
 * @param points wins plus half the draws
 * @param scorePercent 100 × points / games; NaN for an entrant with no games
 * @param forfeitsByReason losses by forfeit, counted by termination (such as {@code time-forfeit}),
 *     sorted by termination; empty when there were none
 */
public record StandingsRow(
    String name,
    int games,
    int wins,
    int draws,
    int losses,
    double points,
    double scorePercent,
    Map<String, Integer> forfeitsByReason) {

  /** Copies the forfeits into an unmodifiable map sorted by termination. */
  public StandingsRow {
    Objects.requireNonNull(name, "name");
    forfeitsByReason = Collections.unmodifiableSortedMap(new TreeMap<>(forfeitsByReason));
  }
}
