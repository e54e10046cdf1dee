package dev.ply.host.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.NimFixture;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.SeatLimits;
import dev.ply.host.referee.Termination;
import dev.ply.host.store.FinishedGame;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.ScheduledGame;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TournamentRunnerTest {

  @TempDir Path temp;

  /** Random moves from the game's seed, biased by a strength: deterministic per game. */
  static final class Seeded implements Strategy {
    @Override
    public String id() {
      return "seeded";
    }

    @Override
    public String description() {
      return "seeded random";
    }

    @Override
    public List<OptionSpec> options() {
      return List.of();
    }

    @Override
    public boolean supports(Game game) {
      return true;
    }

    @Override
    public Player newPlayer(PlayerContext context) {
      return new Player() {
        SplittableRandom random;

        @Override
        public void newGame(int seat, long seed) {
          random = new SplittableRandom(seed);
        }

        @Override
        public SearchReport chooseMove(GameState state, Limits limits) {
          int[] moves = new int[state.maxMoves()];
          int n = state.legalMoves(moves);
          return SearchReport.of(moves[random.nextInt(n)]);
        }
      };
    }
  }

  private TournamentPlan plan(Pairer pairer, int concurrency, Optional<SprtMonitor> sprt) {
    Game nim = new NimFixture();
    List<Entrant> entrants =
        List.of("a", "b", "c", "d").stream()
            .map(
                n ->
                    new Entrant(
                        n, new Seeded(), Optional.empty(), Options.empty(), SeatLimits.none()))
            .toList();
    return new TournamentPlan(
        nim,
        Options.empty(),
        pairer,
        4,
        OpeningBook.random(nim, Options.empty(), 1, 5),
        42,
        new RefereeSettings(100, Duration.ofSeconds(1), Duration.ofSeconds(5)),
        concurrency,
        entrants,
        sprt);
  }

  private List<FinishedGame> run(String name, TournamentPlan plan) {
    try (ResultStore store = ResultStore.open(temp.resolve(name + ".db"))) {
      long runId =
          store.startRun(
              new RunInfo(
                  "tournament",
                  name,
                  name,
                  "",
                  "",
                  "nim",
                  "",
                  Instant.now(),
                  "test",
                  "jvm",
                  "os",
                  List.of()));
      TournamentRunner.Outcome outcome =
          new TournamentRunner(plan, store, runId).run(new TournamentListener() {});
      assertEquals(outcome.played(), store.finished(runId).size());
      return store.finished(runId);
    }
  }

  private static List<FinishedGame> withoutRounds(List<FinishedGame> games) {
    return games.stream()
        .map(
            g ->
                new FinishedGame(g.number(), 0, g.first(), g.second(), g.result(), g.termination()))
        .toList();
  }

  @Test
  void resultsDoNotDependOnHowManyGamesRunAtOnce() {
    List<String> names = List.of("a", "b", "c", "d");
    List<FinishedGame> one = run("one", plan(new RoundRobin(names, 1), 1, Optional.empty()));
    List<FinishedGame> four = run("four", plan(new RoundRobin(names, 1), 4, Optional.empty()));
    assertEquals(24, one.size(), "six pairings, four games each");
    assertEquals(one, four);
  }

  @Test
  void swissSchedulesAndPlaysRoundAfterRound() {
    List<FinishedGame> games =
        run("swiss", plan(new Swiss(List.of("a", "b", "c", "d"), 3), 2, Optional.empty()));
    assertEquals(24, games.size(), "three rounds of two pairings of four games");
    for (int round = 1; round <= 3; round++) {
      int r = round;
      assertEquals(8, games.stream().filter(g -> g.round() == r).count(), "round " + r);
    }
    assertEquals(withoutRounds(games).size(), games.size());
  }

  @Test
  void aResumedRunKeepsItsDisqualifications() {
    TournamentPlan base = plan(new RoundRobin(List.of("a", "b"), 1), 1, Optional.empty());
    TournamentPlan p =
        new TournamentPlan(
            base.game(),
            base.variant(),
            base.pairer(),
            4,
            base.openings(),
            base.seed(),
            base.referee(),
            1,
            base.entrants().subList(0, 2),
            Optional.empty(),
            new dev.ply.host.referee.ViolationPolicy(
                dev.ply.host.referee.ViolationPolicy.Action.FORFEIT, 1),
            base.players());
    try (ResultStore store = ResultStore.open(temp.resolve("resume.db"))) {
      long runId =
          store.startRun(
              new RunInfo(
                  "tournament",
                  "r",
                  "r",
                  "",
                  "",
                  "nim",
                  "",
                  Instant.now(),
                  "test",
                  "jvm",
                  "os",
                  List.of()));
      store.schedule(
          runId,
          List.of(
              new dev.ply.host.store.ScheduledGame(1, 1, "a", "b", "", 1),
              new dev.ply.host.store.ScheduledGame(2, 1, "b", "a", "", 2),
              new dev.ply.host.store.ScheduledGame(3, 1, "a", "b", "", 3),
              new dev.ply.host.store.ScheduledGame(4, 1, "b", "a", "", 4)));
      // Game 1, played before the run stopped: b was disqualified on its first strike.
      store.recordGame(
          runId,
          new dev.ply.host.referee.GameRecord(
              1,
              "nim-fixture",
              "",
              List.of("a", "b"),
              0,
              dev.ply.host.referee.Termination.DISQUALIFIED,
              "b disqualified",
              1,
              Instant.now(),
              Instant.now(),
              "",
              List.of(),
              "",
              List.of(
                  new dev.ply.host.referee.Violation(
                      2,
                      1,
                      "b",
                      dev.ply.host.referee.Termination.NO_MOVE,
                      "b returned no move",
                      "disqualified",
                      1))));
      new TournamentRunner(p, store, runId).run(new TournamentListener() {});
      List<FinishedGame> games = store.finished(runId);
      assertEquals(4, games.size());
      for (FinishedGame g : games) {
        assertEquals("disqualified", g.termination(), "game " + g.number());
      }
    }
  }

  @Test
  void aDecidedSequentialTestStopsTheRunEarly() {
    // Elo bounds far apart and loose error rates: a handful of games decides.
    SprtMonitor sprt = new SprtMonitor("a", "b", -400, 400, 0.2, 0.2);
    TournamentPlan p = plan(new RoundRobin(List.of("a", "b"), 1), 1, Optional.of(sprt));
    p =
        new TournamentPlan(
            p.game(),
            p.variant(),
            p.pairer(),
            200,
            p.openings(),
            p.seed(),
            p.referee(),
            1,
            p.entrants().subList(0, 2),
            p.sprt());
    List<FinishedGame> games = run("sprt", p);
    assertTrue(games.size() < 200, "stopped after " + games.size() + " games");
    assertTrue(sprt.decision().isPresent());
  }

  /**
   * Two games at a time: while game 1 is still being played, the others decide the SPRT; game 1
   * then ends in a loss that pulls the LLR back inside the bounds. The decision stands, game 1 is
   * recorded, and the outcome says so. The venue plays the games in that order, a stand-in for
   * threads, so that the order is certain.
   */
  @Test
  void anSprtDecisionStandsWhenAGameInPlayFinishesAfterItAndPullsTheLlrBack() {
    SprtMonitor sprt = new SprtMonitor("a", "b", 0, 100, 0.05, 0.05);
    TournamentPlan p = plan(new RoundRobin(List.of("a", "b"), 1), 2, Optional.of(sprt));
    p =
        new TournamentPlan(
            p.game(),
            p.variant(),
            p.pairer(),
            400,
            p.openings(),
            p.seed(),
            p.referee(),
            2,
            p.entrants().subList(0, 2),
            p.sprt());
    Venue lateFirstGame =
        (games, table, listener, results) -> {
          ScheduledGame first = games.get(0);
          for (ScheduledGame g : games.subList(1, games.size())) {
            // "a" wins every game but a draw in every third pair
            boolean draw = (g.number() + 1) / 2 % 3 == 0 && g.number() % 2 == 0;
            if (results.finished(g, record(g, draw ? -1 : g.first().equals("a") ? 0 : 1), "")) {
              break;
            }
          }
          results.finished(first, record(first, first.first().equals("a") ? 1 : 0), "");
        };
    List<FinishedGame> games;
    try (ResultStore store = ResultStore.open(temp.resolve("late.db"))) {
      long runId =
          store.startRun(
              new RunInfo(
                  "tournament",
                  "late",
                  "late",
                  "",
                  "",
                  "nim",
                  "",
                  Instant.now(),
                  "test",
                  "jvm",
                  "os",
                  List.of()));
      TournamentRunner.Outcome outcome =
          new TournamentRunner(p, store, runId, lateFirstGame).run(new TournamentListener() {});
      games = store.finished(runId);
      String decision =
          outcome.sprtDecision().orElseThrow(() -> new AssertionError("the decision was lost"));
      assertTrue(decision.startsWith("H1 accepted"), decision);
      assertTrue(decision.contains("; 1 game in play finished after the decision"), decision);
    }
    assertTrue(games.stream().anyMatch(g -> g.number() == 1), "the late game is recorded");
    assertTrue(games.size() < 400, "the run stopped early: " + games.size());
  }

  private static GameRecord record(ScheduledGame g, int winnerSeat) {
    return new GameRecord(
        g.number(),
        "nim-fixture",
        "",
        List.of(g.first(), g.second()),
        winnerSeat,
        winnerSeat < 0 ? Termination.PLY_CAP : Termination.NORMAL,
        "scripted",
        g.seed(),
        Instant.now(),
        Instant.now(),
        "",
        List.of());
  }
}
