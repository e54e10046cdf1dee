package dev.ply.host.tournament;

import dev.ply.host.store.ScheduledGame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns pairings into numbered games: each pairing (or table) plays {@code gamesPerPairing} games
 * (the pairer's {@link Pairer#gamesPerTable}). With alternating colours (every tournament, and a
 * match with {@code alternate-colours: true}) they are played in pairs on one opening with colours
 * swapped, the first entrant of the pairing moving first in the first game of each pair; otherwise
 * the first entrant moves first in every game, each game on an opening of its own (the same opening
 * twice in the same seats would replay a game). A pairing met again (a later cycle, a Swiss repeat)
 * continues with the next openings, so no game is replayed.
 */
final class ScheduleExpansion {

  private final int gamesPerPairing;
  private final boolean alternateColours;
  private final OpeningBook openings;
  private final long seed;
  private final boolean duplicate;
  private final java.util.function.LongSupplier chanceSeeds;
  private final Map<String, Integer> meetings = new HashMap<>();

  /** Colour-swapped pairs of games: {@code gamesPerPairing} must be even. */
  ScheduleExpansion(int gamesPerPairing, OpeningBook openings, long seed) {
    this(gamesPerPairing, true, openings, seed);
    if (gamesPerPairing % 2 != 0) {
      throw new IllegalArgumentException("games per pairing must be even, was " + gamesPerPairing);
    }
  }

  ScheduleExpansion(
      int gamesPerPairing, boolean alternateColours, OpeningBook openings, long seed) {
    this(gamesPerPairing, alternateColours, openings, seed, true);
  }

  /**
   * @param duplicate whether the two games of a colour-swapped pair share their chance stream, so
   *     that a game of chance deals the same cards and rolls the same dice in both, seat for seat
   *     (the luck of the deal cancels out of the pair's total)
   */
  ScheduleExpansion(
      int gamesPerPairing,
      boolean alternateColours,
      OpeningBook openings,
      long seed,
      boolean duplicate) {
    this(gamesPerPairing, alternateColours, openings, seed, duplicate, null);
  }

  /**
   * @param chanceSeeds where the seeds of new chance streams come from: by default (null) a stream
   *     of the run's seed, which tests rely on; a run gives a secure random source, so that nothing
   *     a player is told (its own seed, the run's seed in the config) reveals the dice and the
   *     deals
   */
  ScheduleExpansion(
      int gamesPerPairing,
      boolean alternateColours,
      OpeningBook openings,
      long seed,
      boolean duplicate,
      java.util.function.LongSupplier chanceSeeds) {
    this.duplicate = duplicate;
    this.chanceSeeds = chanceSeeds;
    if (gamesPerPairing < 1) {
      throw new IllegalArgumentException(
          "games per pairing must be at least 1, was " + gamesPerPairing);
    }
    this.gamesPerPairing = gamesPerPairing;
    this.alternateColours = alternateColours;
    this.openings = openings;
    this.seed = seed;
  }

  /** Counts the meetings of games already scheduled, so that a resume continues the openings. */
  void alreadyScheduled(List<ScheduledGame> games) {
    Map<String, Integer> tableGames = new HashMap<>();
    for (ScheduledGame g : games) {
      if (!g.others().isEmpty()) {
        String key = tableKey(g.seats());
        int played = tableGames.merge(key, 1, Integer::sum) - 1;
        if (!alternateColours || played % Seatings.count(g.seats().size()) == 0) {
          meetings.merge(key, 1, Integer::sum);
        }
        continue;
      }
      if (isFirstOfPair(g)) {
        meetings.merge(key(g.first(), g.second()), 1, Integer::sum);
      }
    }
  }

  /** Whether {@code g} took an opening of its own: every game, when colours do not alternate. */
  private boolean isFirstOfPair(ScheduledGame g) {
    return !alternateColours || g.number() % 2 == 1;
  }

  /** The games of {@code pairings} in round {@code round}, numbered from {@code firstNumber}. */
  List<ScheduledGame> expand(int round, List<Pairing> pairings, int firstNumber) {
    List<ScheduledGame> games = new ArrayList<>();
    int number = firstNumber;
    for (Pairing p : pairings) {
      if (!p.others().isEmpty()) {
        number = expandTable(round, p, number, games);
        continue;
      }
      String opening = "";
      int count = p.games() > 0 ? p.games() : gamesPerPairing;
      for (int game = 0; game < count; game++) {
        if (game % 2 == 0 || !alternateColours) {
          int meeting = meetings.merge(key(p.a(), p.b()), 1, Integer::sum) - 1;
          opening = openings.opening(meeting);
        }
        boolean swapped = alternateColours && game % 2 == 1;
        String first = swapped ? p.b() : p.a();
        String second = swapped ? p.a() : p.b();
        long gameSeed = Seeds.of(seed, number);
        // The pair's first game gives its chance stream to the second, when they are duplicates.
        long chanceSeed =
            duplicate && swapped ? games.get(games.size() - 1).chanceSeed() : chanceSeed(number);
        games.add(
            new ScheduledGame(
                number, round, first, second, opening, gameSeed, chanceSeed, List.of()));
        number++;
      }
    }
    return games;
  }

  /**
   * The games of a table of more than two entrants, added to {@code games} from {@code number}: its
   * games (the pairer's {@link Pairer#gamesPerTable}) go through its seatings in turn ({@link
   * Seatings}), each round of seatings on one opening and, when duplicate, on one chance stream, so
   * that every entrant meets the same dice and deals from every seat. Without alternating seats (a
   * match file's {@code alternate-colours: false}) every game keeps the first seating, on an
   * opening of its own.
   *
   * @return the number of the next game
   */
  private int expandTable(int round, Pairing p, int number, List<ScheduledGame> games) {
    List<String> table = p.seats();
    List<int[]> seatings = Seatings.of(table.size());
    int count = p.games() > 0 ? p.games() : gamesPerPairing;
    String key = tableKey(table);
    String opening = "";
    long blockChance = 0;
    for (int game = 0; game < count; game++) {
      int inBlock = alternateColours ? game % seatings.size() : 0;
      if (inBlock == 0) {
        int meeting = meetings.merge(key, 1, Integer::sum) - 1;
        opening = openings.opening(meeting);
        blockChance = chanceSeed(number);
      }
      int[] seating = seatings.get(inBlock);
      List<String> seated = new ArrayList<>();
      for (int seat = 0; seat < seating.length; seat++) {
        seated.add(table.get(seating[seat]));
      }
      games.add(
          new ScheduledGame(
              number,
              round,
              seated.get(0),
              seated.get(1),
              opening,
              Seeds.of(seed, number),
              duplicate ? blockChance : chanceSeed(number),
              seated.subList(2, seated.size())));
      number++;
    }
    return number;
  }

  private static String tableKey(List<String> seats) {
    return seats.stream().sorted().collect(java.util.stream.Collectors.joining("\u0000"));
  }

  /** The seed of a new chance stream, for the game numbered {@code number}. */
  private long chanceSeed(int number) {
    return chanceSeeds != null ? chanceSeeds.getAsLong() : Seeds.of(seed ^ 0x5DEECE66DL, number);
  }

  private static String key(String a, String b) {
    return a.compareTo(b) < 0 ? a + "\u0000" + b : b + "\u0000" + a;
  }
}
