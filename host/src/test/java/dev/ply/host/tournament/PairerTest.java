package dev.ply.host.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Options;
import dev.ply.api.conformance.NimFixture;
import dev.ply.host.store.FinishedGame;
import dev.ply.host.store.ScheduledGame;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PairerTest {

  private static final List<String> FIVE = List.of("a", "b", "c", "d", "e");

  @Test
  void roundRobinPairsEveryEntrantWithEveryOtherOncePerCycle() {
    List<Pairing> pairings = new RoundRobin(FIVE, 2).pair(1, List.of());
    assertEquals(20, pairings.size());
    assertEquals(20, new RoundRobin(FIVE, 2).totalPairings());
    Set<String> distinct = new HashSet<>();
    pairings.forEach(p -> distinct.add(p.a() + p.b()));
    assertEquals(10, distinct.size(), "each of the ten pairs, twice");
  }

  @Test
  void gauntletPairsEachSeedWithEveryEntrantThatIsNotASeed() {
    List<Pairing> pairings = new Gauntlet(FIVE, List.of("a", "b")).pair(1, List.of());
    assertEquals(
        List.of(
            new Pairing("a", "c"),
            new Pairing("a", "d"),
            new Pairing("a", "e"),
            new Pairing("b", "c"),
            new Pairing("b", "d"),
            new Pairing("b", "e")),
        pairings);
  }

  @Test
  void swissPairsByScoreAvoidsRepeatsAndGivesEachByeToSomeoneNew() {
    Swiss swiss = new Swiss(FIVE, 4);
    List<FinishedGame> finished = new ArrayList<>();
    Set<String> met = new HashSet<>();
    Set<String> byes = new HashSet<>();
    int number = 1;
    for (int round = 1; round <= 4; round++) {
      List<Pairing> pairings = swiss.pair(round, finished);
      assertEquals(2, pairings.size(), "five entrants: two games and a bye");
      Set<String> playing = new HashSet<>();
      for (Pairing p : pairings) {
        assertTrue(
            met.add(p.a().compareTo(p.b()) < 0 ? p.a() + p.b() : p.b() + p.a()),
            "round " + round + " repeats " + p);
        playing.add(p.a());
        playing.add(p.b());
        // the first named wins every game: scores diverge
        finished.add(new FinishedGame(number++, round, p.a(), p.b(), "1-0", "normal"));
      }
      String bye = FIVE.stream().filter(e -> !playing.contains(e)).findFirst().orElseThrow();
      assertTrue(byes.add(bye), bye + " sat out twice");
    }
  }

  @Test
  void swissPutsTheLeadersTogether() {
    Swiss swiss = new Swiss(List.of("a", "b", "c", "d"), 2);
    List<FinishedGame> round1 =
        List.of(
            new FinishedGame(1, 1, "a", "b", "0-1", "normal"),
            new FinishedGame(2, 1, "c", "d", "1-0", "normal"));
    assertEquals(List.of(new Pairing("b", "c"), new Pairing("a", "d")), swiss.pair(2, round1));
  }

  @Test
  void eachOpeningIsPlayedTwiceWithColoursSwappedAndMeetingsAgainUseNewOpenings() {
    OpeningBook book = OpeningBook.random(new NimFixture(), Options.empty(), 2, 9);
    ScheduleExpansion expansion = new ScheduleExpansion(4, book, 1);
    List<ScheduledGame> games =
        expansion.expand(1, List.of(new Pairing("a", "b"), new Pairing("a", "b")), 1);
    assertEquals(8, games.size());
    for (int i = 0; i < 8; i += 2) {
      assertEquals(games.get(i).first(), games.get(i + 1).second(), "colours swap");
      assertEquals(games.get(i).opening(), games.get(i + 1).opening(), "same opening");
      assertEquals(i + 1, games.get(i).number());
    }
    Set<String> openings = new HashSet<>();
    games.forEach(g -> openings.add(g.opening()));
    assertEquals(4, openings.size(), "four pairs of games, four openings");
    assertEquals(book.opening(0), games.get(0).opening(), "openings are reproducible");
  }

  @Test
  void aGauntletOfAThreePlayerGameSeatsEachSeedWithEveryPairOfOthers() {
    Gauntlet gauntlet = new Gauntlet(List.of("s", "a", "b", "c"), List.of("s"), 3);
    assertEquals(
        List.of(
            Pairing.table(List.of("s", "a", "b")),
            Pairing.table(List.of("s", "a", "c")),
            Pairing.table(List.of("s", "b", "c"))),
        gauntlet.pair(1, List.of()));
    assertEquals(3, gauntlet.totalPairings());
    assertEquals(12, gauntlet.gamesPerTable(4), "six seatings, twice");
  }

  @Test
  void theTwoGamesOfAColourSwappedPairShareTheirChanceSeedWhenDuplicateAndOnlyThen() {
    OpeningBook book = OpeningBook.random(new NimFixture(), Options.empty(), 2, 9);
    List<ScheduledGame> duplicate =
        new ScheduleExpansion(4, true, book, 1, true)
            .expand(1, List.of(new Pairing("a", "b"), new Pairing("c", "d")), 1);
    Set<Long> pairs = new HashSet<>();
    for (int i = 0; i < duplicate.size(); i += 2) {
      assertEquals(
          duplicate.get(i).chanceSeed(),
          duplicate.get(i + 1).chanceSeed(),
          "games " + (i + 1) + " and " + (i + 2) + " see the same dice");
      pairs.add(duplicate.get(i).chanceSeed());
      assertNotEquals(
          duplicate.get(i).seed(), duplicate.get(i + 1).seed(), "players' seeds differ");
    }
    assertEquals(4, pairs.size(), "every pair its own dice");
    List<ScheduledGame> apart =
        new ScheduleExpansion(4, true, book, 1, false)
            .expand(1, List.of(new Pairing("a", "b"), new Pairing("c", "d")), 1);
    assertEquals(
        8,
        apart.stream().map(ScheduledGame::chanceSeed).distinct().count(),
        "with duplicate off, every game its own dice");
    assertEquals(duplicate.get(0).chanceSeed(), apart.get(0).chanceSeed(), "the pair's first");
  }

  @Test
  void withoutAlternatingColoursEveryGameTakesAnOpeningOfItsOwnAndAResumeContinuesThem() {
    OpeningBook book = OpeningBook.of(List.of(List.of("1:1"), List.of("2:2"), List.of("3:3")));
    ScheduleExpansion expansion = new ScheduleExpansion(3, false, book, 1);
    List<ScheduledGame> games = expansion.expand(1, List.of(new Pairing("a", "b")), 1);
    assertEquals(
        List.of(book.opening(0), book.opening(1), book.opening(2)),
        games.stream().map(ScheduledGame::opening).toList());
    assertTrue(games.stream().allMatch(g -> g.first().equals("a")), "the same seats every game");

    ScheduleExpansion resumed = new ScheduleExpansion(3, false, book, 1);
    resumed.alreadyScheduled(games.subList(0, 2));
    assertEquals(
        book.opening(2),
        resumed.expand(1, List.of(new Pairing("a", "b")), 3).get(0).opening(),
        "two games scheduled, so the next takes the third opening");
  }

  @Test
  void aFileOfOpeningsIsUsedInTurn() {
    OpeningBook book = OpeningBook.of(List.of(List.of("1:1"), List.of("2:2", "3:3")));
    assertEquals("1:1", book.opening(0));
    assertEquals("2:2 3:3", book.opening(1));
    assertEquals("1:1", book.opening(2));
    assertEquals("", OpeningBook.none().opening(5));
  }
}
