package dev.ply.host.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import dev.ply.api.Options;
import dev.ply.api.conformance.NimFixture;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.SeatLimits;
import dev.ply.host.referee.Termination;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.ScheduledGame;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The runner's conversation with its store when a game plugin voids a game: the void game is
 * recorded, counted in no tally and no test, and stops the run unless the policy says to go on.
 */
class GameFaultRunTest {

  private static final long RUN = 7;

  private static TournamentPlan plan(
      ViolationPolicy.GameFaults faults, Optional<SprtMonitor> sprt) {
    NimFixture nim = new NimFixture();
    List<Entrant> entrants =
        List.of("a", "b").stream()
            .map(
                n ->
                    new Entrant(
                        n,
                        new TournamentRunnerTest.Seeded(),
                        Optional.empty(),
                        Options.empty(),
                        SeatLimits.none()))
            .toList();
    return new TournamentPlan(
        nim,
        Options.empty(),
        new RoundRobin(List.of("a", "b"), 1),
        4,
        OpeningBook.random(nim, Options.empty(), 0, 1),
        3,
        new RefereeSettings(100, Duration.ofSeconds(1), Duration.ofSeconds(5)),
        1,
        entrants,
        sprt,
        new ViolationPolicy(ViolationPolicy.Action.FORFEIT, 0, faults),
        new dev.ply.host.isolation.Players(List.of(), java.nio.file.Path.of("unused")));
  }

  private static GameRecord record(ScheduledGame g, Termination how) {
    return new GameRecord(
        g.number(),
        "nim-fixture",
        "",
        List.of(g.first(), g.second()),
        how == Termination.GAME_FAULT ? -1 : 0,
        how,
        "why",
        g.seed(),
        Instant.now(),
        Instant.now(),
        "",
        List.of());
  }

  private static ResultStore store(List<ScheduledGame> schedule) {
    ResultStore store = mock(ResultStore.class);
    when(store.scheduled(RUN)).thenReturn(schedule);
    when(store.pending(RUN)).thenReturn(schedule, schedule, List.of());
    when(store.finished(RUN)).thenReturn(List.of());
    when(store.voided(RUN)).thenReturn(List.of("game 1: the game plugin broke"));
    return store;
  }

  private static List<ScheduledGame> schedule() {
    return List.of(
        new ScheduledGame(1, 1, "a", "b", "", 1),
        new ScheduledGame(2, 1, "b", "a", "", 2),
        new ScheduledGame(3, 1, "a", "b", "", 3),
        new ScheduledGame(4, 1, "b", "a", "", 4));
  }

  /** Game 1 is void, the others end normally; the venue stops when the runner asks it to. */
  private static Venue voidFirst(List<Integer> offered) {
    return (games, table, listener, results) -> {
      for (ScheduledGame g : games) {
        offered.add(g.number());
        if (results.finished(
            g, record(g, g.number() == 1 ? Termination.GAME_FAULT : Termination.NORMAL), "")) {
          return;
        }
      }
    };
  }

  @Test
  void aVoidGameIsRecordedAndStopsTheRunWhenThePolicySaysStop() {
    ResultStore store = store(schedule());
    List<Integer> offered = new ArrayList<>();
    SprtMonitor sprt = new SprtMonitor("a", "b", 0, 10, 0.05, 0.05);
    TournamentRunner.Outcome outcome =
        new TournamentRunner(
                plan(ViolationPolicy.GameFaults.STOP, Optional.of(sprt)),
                store,
                RUN,
                voidFirst(offered))
            .run(new TournamentListener() {});
    verify(store).recordGame(eq(RUN), any(GameRecord.class), eq(""));
    assertEquals(List.of(1), offered, "no game after the void one");
    assertTrue(outcome.stoppedByGameFault());
    assertEquals(List.of("game 1: the game plugin broke"), outcome.voided());
    assertEquals(
        0,
        outcome.tally().lines().values().stream().mapToInt(Tally.Line::games).sum(),
        "the void game is in no tally");
    assertEquals(
        new SprtMonitor("a", "b", 0, 10, 0.05, 0.05).status(),
        sprt.status(),
        "nor in the sequential test");
  }

  @Test
  void aVoidGameLetsTheRunGoOnWhenThePolicySaysContinue() {
    ResultStore store = store(schedule());
    List<Integer> offered = new ArrayList<>();
    TournamentRunner.Outcome outcome =
        new TournamentRunner(
                plan(ViolationPolicy.GameFaults.CONTINUE, Optional.empty()),
                store,
                RUN,
                voidFirst(offered))
            .run(new TournamentListener() {});
    assertEquals(List.of(1, 2, 3, 4), offered);
    assertFalse(outcome.stoppedByGameFault());
    assertEquals(
        3,
        outcome.tally().lines().get("a").wins() + outcome.tally().lines().get("b").wins(),
        "the three normal games are counted");
    verify(store, never()).finishRun(eq(RUN), any(), any());
  }
}
