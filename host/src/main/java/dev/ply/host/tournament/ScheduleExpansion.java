package dev.ply.host.tournament;

import dev.ply.host.store.ScheduledGame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns pairings into numbered games: each pairing plays {@code gamesPerPairing} games, in pairs on
 * one opening with colours swapped (the first entrant of the pairing moves first in the first game
 * of each pair). A pairing met again (a later cycle, a Swiss repeat) continues with the next
 * openings, so no game is replayed.
 */
final class ScheduleExpansion {

  private final int gamesPerPairing;
  private final OpeningBook openings;
  private final long seed;
  private final Map<String, Integer> meetings = new HashMap<>();

  ScheduleExpansion(int gamesPerPairing, OpeningBook openings, long seed) {
    if (gamesPerPairing < 2 || gamesPerPairing % 2 != 0) {
      throw new IllegalArgumentException("games per pairing must be even, was " + gamesPerPairing);
    }
    this.gamesPerPairing = gamesPerPairing;
    this.openings = openings;
    this.seed = seed;
  }

  /** Counts the meetings of games already scheduled, so that a resume continues the openings. */
  void alreadyScheduled(List<ScheduledGame> games) {
    for (ScheduledGame g : games) {
      if (isFirstOfPair(g)) {
        meetings.merge(key(g.first(), g.second()), 1, Integer::sum);
      }
    }
  }

  private boolean isFirstOfPair(ScheduledGame g) {
    return g.number() % 2 == 1;
  }

  /** The games of {@code pairings} in round {@code round}, numbered from {@code firstNumber}. */
  List<ScheduledGame> expand(int round, List<Pairing> pairings, int firstNumber) {
    List<ScheduledGame> games = new ArrayList<>();
    int number = firstNumber;
    for (Pairing p : pairings) {
      for (int pair = 0; pair < gamesPerPairing / 2; pair++) {
        int meeting = meetings.merge(key(p.a(), p.b()), 1, Integer::sum) - 1;
        String opening = openings.opening(meeting);
        games.add(new ScheduledGame(number, round, p.a(), p.b(), opening, Seeds.of(seed, number)));
        number++;
        games.add(new ScheduledGame(number, round, p.b(), p.a(), opening, Seeds.of(seed, number)));
        number++;
      }
    }
    return games;
  }

  private static String key(String a, String b) {
    return a.compareTo(b) < 0 ? a + "\u0000" + b : b + "\u0000" + a;
  }
}
