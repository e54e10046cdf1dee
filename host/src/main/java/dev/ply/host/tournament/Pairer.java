package dev.ply.host.tournament;

import dev.ply.host.store.FinishedGame;
import java.util.List;
import java.util.Optional;

/**
 * Decides who meets whom, round by round: the one thing a tournament format changes. Round-robin
 * and gauntlet know every pairing at once and have one round; Swiss pairs each round from the
 * scores so far.
 */
public interface Pairer {

  /** How many rounds the format plays. */
  int rounds();

  /**
   * The pairings of {@code round} (from 1), given every game finished so far.
   *
   * @return the pairings, in a deterministic order; empty if nobody can be paired
   */
  List<Pairing> pair(int round, List<FinishedGame> finished);

  /** How many pairings the whole tournament has, for progress and ETA. */
  int totalPairings();

  /** How many entrants sit at each of its tables: 2, or more for a game of more players. */
  default int seatsPerTable() {
    return 2;
  }

  /**
   * How many games each table plays, given the plan's games-per-pairing: that many for two, and for
   * more players every seating ({@link Seatings}) half that many times, as two players play both
   * colours.
   */
  default int gamesPerTable(int gamesPerPairing) {
    int seats = seatsPerTable();
    return seats <= 2 ? gamesPerPairing : gamesPerPairing / 2 * Seatings.count(seats);
  }

  /**
   * What the format concludes from the games once all are played, such as a knockout's winner;
   * empty for formats whose result is the standings alone.
   */
  default Optional<String> conclusion(List<FinishedGame> finished) {
    return Optional.empty();
  }
}
