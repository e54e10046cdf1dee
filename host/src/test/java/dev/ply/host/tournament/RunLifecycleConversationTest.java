package dev.ply.host.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyList;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoMoreInteractions;
import static org.mockito.Mockito.when;

import dev.ply.api.Options;
import dev.ply.api.conformance.NimFixture;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.RefereeSettings;
import dev.ply.host.referee.SeatLimits;
import dev.ply.host.referee.Termination;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.EntrantRow;
import dev.ply.host.store.FinishedGame;
import dev.ply.host.store.PluginInfo;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.store.StoreException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mockito.InOrder;

/** The run lifecycle's conversation with its store: start or resume, play, and the final status. */
class RunLifecycleConversationTest {

  private static final long NEW_RUN = 7;
  private static final long EARLIER_RUN = 3;
  private static final String CONFIG_SHA = RunInfo.sha256("players: [a, b]");

  /**
   * The plugin that offers the game: its jar's digest decides whether an earlier run is resumed.
   */
  private static final PluginInfo NIM_PLUGIN =
      new PluginInfo("nim-plugin", "1.0", "nim.jar", "cafe", List.of("game:nim-fixture"));

  private static final RunInfo INFO =
      new RunInfo(
          "match",
          "nim",
          "nim.yaml",
          "players: [a, b]",
          CONFIG_SHA,
          "nim-fixture",
          "",
          Instant.parse("2024-01-01T00:00:00Z"),
          "1.0",
          "jvm",
          "os",
          List.of(NIM_PLUGIN));

  /** The plan's seed: each game's seed is drawn from it and the game's number ({@link Seeds}). */
  private static final long SEED = 3;

  /** Game 1 a–b and game 2 b–a, as the round robin of two games per pairing writes them. */
  private static final List<ScheduledGame> SCHEDULE =
      List.of(
          new ScheduledGame(
              1, 1, "a", "b", "", Seeds.of(SEED, 1), Seeds.of(SEED ^ 0x5DEECE66DL, 1), List.of()),
          new ScheduledGame(
              2, 1, "b", "a", "", Seeds.of(SEED, 2), Seeds.of(SEED ^ 0x5DEECE66DL, 1), List.of()));

  private static TournamentPlan plan(
      Optional<SprtMonitor> sprt, ViolationPolicy.GameFaults faults) {
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
        2,
        OpeningBook.random(nim, Options.empty(), 0, 1),
        SEED,
        new RefereeSettings(100, Duration.ofSeconds(1), Duration.ofSeconds(5)),
        1,
        entrants,
        sprt,
        new ViolationPolicy(ViolationPolicy.Action.FORFEIT, 0, faults),
        new dev.ply.host.isolation.Players(List.of(), java.nio.file.Path.of("unused")));
  }

  private static TournamentPlan plan() {
    return plan(Optional.empty(), ViolationPolicy.GameFaults.STOP);
  }

  /** A venue that ends each game it is given as {@code how}, the first player winning. */
  private static final class ScriptedVenue implements Venue {
    final List<Integer> played = new ArrayList<>();
    final Termination how;
    int closed;

    ScriptedVenue(Termination how) {
      this.how = how;
    }

    @Override
    public void play(
        List<ScheduledGame> games, GameTable table, TournamentListener listener, Results results) {
      for (ScheduledGame g : games) {
        played.add(g.number());
        GameRecord record =
            new GameRecord(
                g.number(),
                "nim-fixture",
                "",
                List.of(g.first(), g.second()),
                how.isVoid() ? -1 : 0,
                how,
                "why",
                g.seed(),
                Instant.now(),
                Instant.now(),
                "",
                List.of());
        if (results.finished(g, record, "")) {
          return;
        }
      }
    }

    @Override
    public void close() {
      closed++;
    }
  }

  private static RunLifecycle.Request request(
      TournamentPlan plan, boolean fresh, RunLifecycle.WhenFinished whenFinished, Venue venue) {
    return new RunLifecycle.Request(INFO, plan, fresh, whenFinished, venue);
  }

  /** A store with no earlier run, that gives the new run the id {@link #NEW_RUN}. */
  private static ResultStore newStore() {
    ResultStore store = mock(ResultStore.class);
    when(store.latestRun("match", CONFIG_SHA)).thenReturn(Optional.empty());
    when(store.startRun(INFO)).thenReturn(NEW_RUN);
    // Nothing scheduled yet; once the runner has written the schedule, both games are pending.
    when(store.pending(NEW_RUN)).thenReturn(List.of(), SCHEDULE, List.of());
    return store;
  }

  /** A store whose latest run of this config is {@link #EARLIER_RUN}, with {@code status}. */
  private static ResultStore storeWithEarlierRun(String status, Map<String, String> digests) {
    ResultStore store = mock(ResultStore.class);
    when(store.latestRun("match", CONFIG_SHA))
        .thenReturn(Optional.of(new ResultStore.RunStatus(EARLIER_RUN, status)));
    when(store.pluginDigests(EARLIER_RUN)).thenReturn(digests);
    when(store.startRun(INFO)).thenReturn(NEW_RUN);
    when(store.pending(NEW_RUN)).thenReturn(List.of(), SCHEDULE, List.of());
    return store;
  }

  @Test
  void aNewRunIsStartedClaimedAndGivenItsEntrantsBeforeItsScheduleAndItsGames() {
    ResultStore store = newStore();
    RunLifecycle.Observer observer = mock(RunLifecycle.Observer.class);
    ScriptedVenue venue = new ScriptedVenue(Termination.NORMAL);

    RunLifecycle.Result result =
        RunLifecycle.run(
            store,
            request(plan(), false, RunLifecycle.WhenFinished.SHOW, venue),
            observer,
            new TournamentListener() {});

    InOrder order = inOrder(store, observer);
    order.verify(store).startRun(INFO);
    order.verify(store).claimRun(NEW_RUN);
    order
        .verify(store)
        .recordEntrants(
            NEW_RUN,
            List.of(
                new EntrantRow(1, "a", "seeded", "", "", "", "", ""),
                new EntrantRow(2, "b", "seeded", "", "", "", "", "")));
    order.verify(observer).starting(NEW_RUN, false, 0, 2);
    order.verify(store).schedule(NEW_RUN, SCHEDULE);
    order.verify(store, times(2)).recordGame(eq(NEW_RUN), any(GameRecord.class), eq(""));
    order.verify(store).finishRun(eq(NEW_RUN), any(Instant.class), eq("finished"));
    verify(store, never()).resumeRun(anyLong());
    verify(store, never()).recordSprt(anyLong(), any());
    assertEquals(List.of(1, 2), venue.played);
    assertEquals(new RunLifecycle.Result(NEW_RUN, false, result.outcome()), result);
    assertEquals(2, result.outcome().orElseThrow().played());
    assertEquals(1, venue.closed, "the venue is closed once, when the run ends");
  }

  @Test
  void aNewRunWithASequentialTestRecordsTheTestBeforeItsSchedule() {
    ResultStore store = newStore();
    SprtMonitor sprt = new SprtMonitor("a", "b", 0, 10, 0.05, 0.05);

    RunLifecycle.run(
        store,
        request(
            plan(Optional.of(sprt), ViolationPolicy.GameFaults.STOP),
            false,
            RunLifecycle.WhenFinished.SHOW,
            new ScriptedVenue(Termination.NORMAL)),
        mock(RunLifecycle.Observer.class),
        new TournamentListener() {});

    InOrder order = inOrder(store);
    order.verify(store).recordEntrants(eq(NEW_RUN), anyList());
    order.verify(store).recordSprt(NEW_RUN, new SprtMonitor("a", "b", 0, 10, 0.05, 0.05).record());
    order.verify(store).schedule(NEW_RUN, SCHEDULE);
  }

  @Test
  void anUnfinishedRunIsClaimedThenResumedAndPlaysOnlyItsMissingGames() {
    ResultStore store = storeWithEarlierRun("interrupted", Map.of("nim-plugin", "cafe"));
    when(store.scheduled(EARLIER_RUN)).thenReturn(SCHEDULE);
    List<FinishedGame> one = List.of(new FinishedGame(1, 1, "a", "b", "1-0", "normal"));
    when(store.finished(EARLIER_RUN)).thenReturn(one);
    when(store.pending(EARLIER_RUN))
        .thenReturn(SCHEDULE.subList(1, 2), SCHEDULE.subList(1, 2), List.of());
    RunLifecycle.Observer observer = mock(RunLifecycle.Observer.class);
    ScriptedVenue venue = new ScriptedVenue(Termination.NORMAL);

    RunLifecycle.Result result =
        RunLifecycle.run(
            store,
            request(plan(), false, RunLifecycle.WhenFinished.SHOW, venue),
            observer,
            new TournamentListener() {});

    InOrder order = inOrder(store, observer);
    order.verify(store).claimRun(EARLIER_RUN);
    order.verify(store).resumeRun(EARLIER_RUN);
    order.verify(observer).starting(EARLIER_RUN, true, 1, 2);
    order.verify(store).recordGame(eq(EARLIER_RUN), any(GameRecord.class), eq(""));
    order.verify(store).finishRun(eq(EARLIER_RUN), any(Instant.class), eq("finished"));
    verify(store, never()).startRun(any());
    verify(store, never()).recordEntrants(anyLong(), anyList());
    verify(store, never()).schedule(anyLong(), anyList());
    verify(observer, never()).pluginsChanged(anyLong(), anyList());
    assertEquals(List.of(2), venue.played, "game 1 is in the store already");
    assertEquals(EARLIER_RUN, result.runId());
  }

  @Test
  void aFinishedRunIsOnlyShownWhenTheRequestSaysShow() {
    ResultStore store = storeWithEarlierRun("finished", Map.of("nim-plugin", "cafe"));
    RunLifecycle.Observer observer = mock(RunLifecycle.Observer.class);
    ScriptedVenue venue = new ScriptedVenue(Termination.NORMAL);

    RunLifecycle.Result result =
        RunLifecycle.run(
            store,
            request(plan(), false, RunLifecycle.WhenFinished.SHOW, venue),
            observer,
            new TournamentListener() {});

    assertEquals(new RunLifecycle.Result(EARLIER_RUN, true, Optional.empty()), result);
    verify(store).latestRun("match", CONFIG_SHA);
    verify(store).pluginDigests(EARLIER_RUN);
    verifyNoMoreInteractions(store, observer);
    assertEquals(List.of(), venue.played);
    assertEquals(1, venue.closed, "the venue is closed though no game was played");
  }

  @Test
  void aFinishedRunIsPlayedAgainAsANewRunWhenTheRequestSaysPlayAgain() {
    ResultStore store = storeWithEarlierRun("finished", Map.of("nim-plugin", "cafe"));

    RunLifecycle.Result result =
        RunLifecycle.run(
            store,
            request(
                plan(),
                false,
                RunLifecycle.WhenFinished.PLAY_AGAIN,
                new ScriptedVenue(Termination.NORMAL)),
            mock(RunLifecycle.Observer.class),
            new TournamentListener() {});

    InOrder order = inOrder(store);
    order.verify(store).startRun(INFO);
    order.verify(store).claimRun(NEW_RUN);
    order.verify(store).finishRun(eq(NEW_RUN), any(Instant.class), eq("finished"));
    verify(store, never()).claimRun(EARLIER_RUN);
    verify(store, never()).resumeRun(anyLong());
    verify(store, never()).finishRun(eq(EARLIER_RUN), any(), anyString());
    assertEquals(NEW_RUN, result.runId());
    assertFalse(result.alreadyFinished());
  }

  @Test
  void aFreshRequestDoesNotLookForAnEarlierRun() {
    ResultStore store = newStore();

    RunLifecycle.run(
        store,
        request(
            plan(), true, RunLifecycle.WhenFinished.SHOW, new ScriptedVenue(Termination.NORMAL)),
        mock(RunLifecycle.Observer.class),
        new TournamentListener() {});

    verify(store, never()).latestRun(anyString(), anyString());
    verify(store, never()).pluginDigests(anyLong());
    verify(store).startRun(INFO);
  }

  @Test
  void aRebuiltPluginStartsANewRunInsteadOfResumingTheEarlierOne() {
    ResultStore store = storeWithEarlierRun("interrupted", Map.of("nim-plugin", "beef"));
    RunLifecycle.Observer observer = mock(RunLifecycle.Observer.class);

    RunLifecycle.run(
        store,
        request(
            plan(), false, RunLifecycle.WhenFinished.SHOW, new ScriptedVenue(Termination.NORMAL)),
        observer,
        new TournamentListener() {});

    InOrder order = inOrder(store, observer);
    order.verify(store).pluginDigests(EARLIER_RUN);
    order.verify(observer).pluginsChanged(EARLIER_RUN, List.of("nim-plugin"));
    order.verify(store).startRun(INFO);
    order.verify(observer).starting(NEW_RUN, false, 0, 2);
    verify(store, never()).claimRun(EARLIER_RUN);
    verify(store, never()).resumeRun(anyLong());
  }

  @Test
  void aRunWhoseVenueFailsIsMarkedFailedOnceAndTheFailurePassesThrough() {
    ResultStore store = newStore();
    IllegalStateException broken = new IllegalStateException("game 1 failed outside any player");
    int[] closed = {0};
    Venue failing =
        new Venue() {
          @Override
          public void play(
              List<ScheduledGame> games,
              GameTable table,
              TournamentListener listener,
              Results results) {
            throw broken;
          }

          @Override
          public void close() {
            closed[0]++;
          }
        };

    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                RunLifecycle.run(
                    store,
                    request(plan(), false, RunLifecycle.WhenFinished.SHOW, failing),
                    mock(RunLifecycle.Observer.class),
                    new TournamentListener() {}));

    assertSame(broken, thrown);
    verify(store, times(1)).finishRun(anyLong(), any(), anyString());
    verify(store).finishRun(eq(NEW_RUN), any(Instant.class), eq("failed"));
    verify(store, never()).recordGame(anyLong(), any(), anyString());
    assertEquals(1, closed[0], "the venue is closed even when the run fails");
  }

  @Test
  void aStoreThatCannotRecordTheFailureKeepsTheFirstFailureAsTheCause() {
    ResultStore store = newStore();
    IllegalStateException broken = new IllegalStateException("game 1 failed outside any player");
    StoreException alsoBroken = new StoreException("the store is gone");
    doThrow(alsoBroken).when(store).finishRun(eq(NEW_RUN), any(), eq("failed"));
    Venue failing =
        (games, table, listener, results) -> {
          throw broken;
        };

    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                RunLifecycle.run(
                    store,
                    request(plan(), false, RunLifecycle.WhenFinished.SHOW, failing),
                    mock(RunLifecycle.Observer.class),
                    new TournamentListener() {}));

    assertSame(broken, thrown);
    assertEquals(List.of(alsoBroken), List.of(thrown.getSuppressed()));
  }

  @Test
  void aRunAVoidGameStoppedIsMarkedFailedNotFinished() {
    ResultStore store = newStore();
    when(store.voided(NEW_RUN)).thenReturn(List.of("game 1: the game plugin broke"));
    ScriptedVenue venue = new ScriptedVenue(Termination.GAME_FAULT);

    RunLifecycle.Result result =
        RunLifecycle.run(
            store,
            request(plan(), false, RunLifecycle.WhenFinished.SHOW, venue),
            mock(RunLifecycle.Observer.class),
            new TournamentListener() {});

    verify(store, times(1)).finishRun(anyLong(), any(), anyString());
    verify(store).finishRun(eq(NEW_RUN), any(Instant.class), eq("failed"));
    assertEquals(List.of(1), venue.played, "no game after the void one");
    assertTrue(result.outcome().orElseThrow().stoppedByGameFault());
  }

  @Test
  void aRunAnotherProcessHoldsIsNeitherResumedNorGivenAStatus() {
    ResultStore store = storeWithEarlierRun("running", Map.of("nim-plugin", "cafe"));
    StoreException busy = new StoreException("run 3 is being played by host:42");
    doThrow(busy).when(store).claimRun(EARLIER_RUN);
    RunLifecycle.Observer observer = mock(RunLifecycle.Observer.class);
    ScriptedVenue venue = new ScriptedVenue(Termination.NORMAL);

    StoreException thrown =
        assertThrows(
            StoreException.class,
            () ->
                RunLifecycle.run(
                    store,
                    request(plan(), false, RunLifecycle.WhenFinished.SHOW, venue),
                    observer,
                    new TournamentListener() {}));

    assertSame(busy, thrown);
    verify(store, never()).resumeRun(anyLong());
    verify(store, never()).startRun(any());
    verify(store, never()).finishRun(anyLong(), any(), anyString());
    verify(observer, never()).starting(anyLong(), anyBoolean(), anyInt(), anyInt());
    assertEquals(List.of(), venue.played);
    assertEquals(1, venue.closed, "the venue is closed though no game was played");
  }
}
