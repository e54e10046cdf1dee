package dev.ply.host.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.Replay;
import dev.ply.host.referee.SeatLimits;
import dev.ply.host.report.RunResults;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.ScheduledGame;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A round robin of a three-player game: its tables, seatings, placement scores and standings. */
class NPlayerTournamentTest {

  @TempDir Path temp;

  /**
   * Three players in turn add 1 or 2 to a counter of their own, twice each; a player's utility is
   * its counter (general-sum: 2 to 4), so placements tie often and differ often.
   */
  static final class ThreeCounters implements Game {
    @Override
    public String id() {
      return "three-counters";
    }

    @Override
    public String displayName() {
      return "Three counters";
    }

    @Override
    public int players() {
      return 3;
    }

    @Override
    public boolean zeroSum() {
      return false;
    }

    @Override
    public int maxUtility() {
      return 4;
    }

    @Override
    public List<OptionSpec> variantOptions() {
      return List.of();
    }

    @Override
    public GameState newGame(Options variant) {
      return new Counters();
    }
  }

  static final class Counters implements GameState {
    final List<Integer> history = new ArrayList<>();

    @Override
    public int playerToMove() {
      return history.size() % 3;
    }

    @Override
    public int maxMoves() {
      return 2;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (isTerminal()) {
        return 0;
      }
      buffer[0] = 1;
      buffer[1] = 2;
      return 2;
    }

    @Override
    public void play(int move) {
      history.add(move);
    }

    @Override
    public void undo() {
      if (history.isEmpty()) {
        throw new IllegalStateException("nothing to undo");
      }
      history.remove(history.size() - 1);
    }

    @Override
    public int plies() {
      return history.size();
    }

    @Override
    public boolean isTerminal() {
      return history.size() == 6;
    }

    @Override
    public int utility(int player) {
      if (!isTerminal()) {
        throw new IllegalStateException("not over");
      }
      return history.get(player) + history.get(player + 3);
    }

    @Override
    public long hash() {
      return history.hashCode();
    }

    @Override
    public GameState copy() {
      Counters c = new Counters();
      c.history.addAll(history);
      return c;
    }

    @Override
    public String moveToText(int move) {
      return "+" + move;
    }

    @Override
    public int textToMove(String text) {
      return switch (text.strip()) {
        case "+1" -> 1;
        case "+2" -> 2;
        default -> throw new IllegalArgumentException("a move is +1 or +2");
      };
    }

    @Override
    public String render() {
      return "counters " + history;
    }
  }

  @Test
  void everyTableOfThreePlaysEverySeatingAndEachGameIsScoredByPlacement() throws Exception {
    Game game = new ThreeCounters();
    List<String> names = List.of("a", "b", "c", "d");
    List<Entrant> entrants =
        names.stream()
            .map(
                n ->
                    new Entrant(
                        n,
                        new TournamentRunnerTest.Seeded(),
                        Optional.empty(),
                        Options.empty(),
                        SeatLimits.none()))
            .toList();
    TournamentPlan plan =
        new TournamentPlan(
            game,
            Options.empty(),
            new RoundRobin(names, 1, 3),
            2,
            OpeningBook.none(),
            42,
            new RefereeSettings(100, Duration.ofSeconds(30), Duration.ofSeconds(60)),
            2,
            entrants,
            Optional.empty());
    assertEquals(24, plan.totalGames(), "4 tables of 3 among 4 entrants, 3! seatings each");
    Path db = temp.resolve("three.db");
    List<GameRecord> records = new ArrayList<>();
    List<ScheduledGame> schedule;
    try (ResultStore store = ResultStore.open(db)) {
      long runId =
          store.startRun(
              new RunInfo(
                  "tournament",
                  "three",
                  "three",
                  "",
                  "",
                  game.id(),
                  "",
                  Instant.now(),
                  "test",
                  "jvm",
                  "os",
                  List.of()));
      TournamentRunner.Outcome outcome =
          new TournamentRunner(plan, store, runId)
              .run(
                  new TournamentListener() {
                    @Override
                    public synchronized void gameFinished(
                        GameRecord g, int done, int total, Tally tally) {
                      records.add(g);
                    }
                  });
      schedule = store.scheduled(runId);
      // A run resumed from the store tallies its games as the run that played them did.
      Tally resumed = new Tally(names);
      store.finished(runId).forEach(resumed::add);
      for (String n : names) {
        Tally.Line live = outcome.tally().lines().get(n);
        Tally.Line back = resumed.lines().get(n);
        assertEquals(
            List.of(live.wins(), live.draws(), live.losses()),
            List.of(back.wins(), back.draws(), back.losses()),
            n);
        assertEquals(live.points(), back.points(), 1e-9, n);
      }
    }
    assertEquals(24, records.size());
    // Each table (a set of three entrants) plays all six seatings, on one chance stream.
    Map<Set<String>, List<ScheduledGame>> tables =
        schedule.stream().collect(Collectors.groupingBy(g -> new HashSet<>(g.seats())));
    assertEquals(4, tables.size());
    for (List<ScheduledGame> table : tables.values()) {
      assertEquals(6, table.stream().map(ScheduledGame::seats).distinct().count(), "6 seatings");
      assertEquals(1, table.stream().map(ScheduledGame::chanceSeed).distinct().count());
    }
    // Every entrant sits in every seat equally often: 3 tables x 2 games a seat.
    Map<String, int[]> seats = new HashMap<>();
    for (ScheduledGame g : schedule) {
      for (int s = 0; s < 3; s++) {
        seats.computeIfAbsent(g.seats().get(s), k -> new int[3])[s]++;
      }
    }
    names.forEach(
        n ->
            assertEquals(
                List.of(6, 6, 6), List.of(seats.get(n)[0], seats.get(n)[1], seats.get(n)[2])));
    // Placement scores: pairwise, from the utilities the recorded moves lead to.
    for (GameRecord g : records) {
      GameState end = game.newGame(Options.empty());
      Replay.play(end, g.moves().stream().map(MoveRecord::move).toList());
      double total = 0;
      for (int s = 0; s < 3; s++) {
        double expected = 0;
        for (int o = 0; o < 3; o++) {
          if (o != s) {
            int a = end.utility(s);
            int b = end.utility(o);
            expected += (a > b ? 1 : a == b ? 0.5 : 0) / 2.0;
          }
        }
        assertEquals(expected, g.score(s), 1e-12, "seat " + s + " of game " + g.number());
        total += g.score(s);
      }
      assertEquals(1.5, total, 1e-12, "the placement scores of three seats sum to 3/2");
    }
    // The standings count each game as its three pairwise results.
    try (ResultReader reader = ResultReader.open(db)) {
      RunResults results = RunResults.load(reader, Optional.empty());
      int pairwise = results.ranked().stream().mapToInt(r -> r.games()).sum();
      assertEquals(24 * 3 * 2, pairwise, "each of 24 games gives each of its 3 seats 2 results");
      double points = results.ranked().stream().mapToDouble(r -> r.points()).sum();
      assertEquals(24 * 3.0, points, 1e-9, "every pairwise result hands out one point");
      assertTrue(results.ranked().size() == 4);
      // Places: each entrant sat at 18 games, placed first, second or third in each (a shared
      // place counts as the best of it).
      for (String n : names) {
        long[] places = results.placements().get(n);
        assertEquals(18, places[0] + places[1] + places[2], n);
      }
      List<String> printed = dev.ply.host.report.StandingsText.lines(results, List.of(1L));
      assertTrue(
          printed.contains(
              "Places in games of 3 players (points: against each other seat 1"
                  + " placed above, 1/2 level, 0 below):"),
          printed.toString());
      assertTrue(
          printed.stream().anyMatch(l -> l.startsWith("Elo: Plackett-Luce on each game's ranking")),
          printed.toString());
      java.io.StringWriter html = new java.io.StringWriter();
      dev.ply.host.report.HtmlReport.write(reader, results, Optional.of(game), html);
      assertTrue(html.toString().contains("<h3>Places</h3>"), "the report's places table");
      assertTrue(
          html.toString().contains("<tr><th>Entrant</th><th class=\"num\">1st</th>"), "its header");
      assertTrue(html.toString().contains("Each entrant's Plackett-Luce rating"), "its model");
      // Rated by Plackett–Luce on each game's ranking, as its seats' utilities order them.
      List<dev.ply.host.rating.Ranking> rankings = new ArrayList<>();
      for (GameRecord g : records) {
        GameState end = game.newGame(Options.empty());
        Replay.play(end, g.moves().stream().map(MoveRecord::move).toList());
        java.util.TreeMap<Integer, List<String>> places =
            new java.util.TreeMap<>(java.util.Comparator.reverseOrder());
        for (int s = 0; s < 3; s++) {
          places.computeIfAbsent(end.utility(s), k -> new ArrayList<>()).add(g.players().get(s));
        }
        rankings.add(new dev.ply.host.rating.Ranking(new ArrayList<>(places.values())));
      }
      dev.ply.host.rating.RatingTable expected =
          dev.ply.host.rating.PlackettLuce.fit(names, rankings, Optional.empty());
      for (String n : names) {
        assertEquals(
            expected.rating(n).orElseThrow().elo(),
            results.ratings().rating(n).orElseThrow().elo(),
            1e-9,
            n);
      }
    }
  }

  @Test
  void aMatchOfThreePlayersPlaysItsGamesNoMoreAndMovesEverySeatEachGame() {
    Game game = new ThreeCounters();
    List<String> names = List.of("a", "b", "c");
    List<Entrant> entrants =
        names.stream()
            .map(
                n ->
                    new Entrant(
                        n,
                        new TournamentRunnerTest.Seeded(),
                        Optional.empty(),
                        Options.empty(),
                        SeatLimits.none()))
            .toList();
    TournamentPlan plan =
        new TournamentPlan(
            game,
            Options.empty(),
            new HeadToHeadMatch(Pairing.table(names)),
            4,
            OpeningBook.none(),
            42,
            new RefereeSettings(100, Duration.ofSeconds(30), Duration.ofSeconds(60)),
            1,
            entrants,
            Optional.empty());
    assertEquals(4, plan.totalGames());
    int[] announced = {-1};
    List<ScheduledGame> schedule;
    try (ResultStore store = ResultStore.open(temp.resolve("match3.db"))) {
      long runId =
          store.startRun(
              new RunInfo(
                  "match",
                  "m",
                  "m",
                  "",
                  "",
                  game.id(),
                  "",
                  Instant.now(),
                  "t",
                  "j",
                  "o",
                  List.of()));
      TournamentRunner.Outcome outcome =
          new TournamentRunner(plan, store, runId)
              .run(
                  new TournamentListener() {
                    @Override
                    public void started(int total, int done) {
                      announced[0] = total;
                    }
                  });
      assertEquals(4, outcome.played());
      schedule = store.scheduled(runId);
    }
    assertEquals(4, announced[0], "the progress counts the match's games once");
    assertEquals(
        List.of(
            List.of("a", "b", "c"),
            List.of("a", "c", "b"),
            List.of("b", "a", "c"),
            List.of("b", "c", "a")),
        schedule.stream().map(ScheduledGame::seats).toList());
  }
}
