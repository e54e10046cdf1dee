package dev.ply.host.tournament;

import dev.ply.api.Player;
import dev.ply.host.isolation.Players;
import dev.ply.host.referee.GameCancelled;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Referee;
import dev.ply.host.referee.RefereeOutcome;
import dev.ply.host.referee.Seat;
import dev.ply.host.referee.Strikes;
import dev.ply.host.store.FinishedGame;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.ScheduledGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs (or resumes) a tournament whose schedule lives in the store.
 *
 * <p>Step 1: if the run has no schedule yet, the first round is written to the store before any
 * game starts (for round-robin and gauntlet, that is the whole tournament). Step 2: the games not
 * yet played are played, {@code concurrency} at a time, each with fresh players, and each is
 * committed as soon as it ends. Step 3: Swiss pairs and writes the next round, and so on. Running
 * the same run again plays only what is missing, so a killed run resumes without repeating a game.
 *
 * <p>Memory stays flat: games go to the store as they end; only counts are kept.
 */
public final class TournamentRunner {

  private final TournamentPlan plan;
  private final ResultStore store;
  private final long runId;
  private final Referee referee;

  public TournamentRunner(TournamentPlan plan, ResultStore store, long runId) {
    this.plan = plan;
    this.store = store;
    this.runId = runId;
    // A resumed run keeps the strikes, disqualifications and runaways it had.
    this.referee = new Referee(plan.referee(), plan.violations(), Strikes.of(store.strikes(runId),
        store.playersWithViolation(runId, "disqualified"),
        store.playersWithViolation(runId, "runaway")));
  }

  /**
   * What a run came to.
   *
   * @param conclusion what the format concludes, such as a knockout's winner ({@link
   *     Pairer#conclusion})
   */
  public record Outcome(int played, int total, Tally tally, Optional<String> sprtDecision,
      Optional<String> conclusion) {}

  /** Plays every game of the run that is not in the store yet. */
  public Outcome run(TournamentListener listener) {
    ScheduleExpansion expansion = new ScheduleExpansion(plan.gamesPerPairing(),
        plan.alternateColours(), plan.openings(), plan.seed());
    List<ScheduledGame> scheduled = store.scheduled(runId);
    expansion.alreadyScheduled(scheduled);
    int round = scheduled.stream().mapToInt(ScheduledGame::round).max().orElse(0);
    int nextNumber = scheduled.size() + 1;

    List<FinishedGame> finished = store.finished(runId);
    Tally tally = new Tally(plan.entrants().stream().map(Entrant::name).toList());
    // A knockout's tie-breaks add games to the plan: the total grows as they are scheduled.
    Counter counter = new Counter(tally, finished.size(),
        Math.max(plan.totalGames(), scheduled.size()), listener);
    plan.sprt().ifPresent(s -> finished.forEach(s::add));
    for (FinishedGame g : finished) {
      tally.add(g);
    }
    listener.started(counter.total.get(), finished.size());

    boolean stopped = plan.sprt().map(SprtMonitor::decided).orElse(false);
    while (!stopped) {
      if (store.pending(runId).isEmpty()) {
        if (round >= plan.pairer().rounds()) {
          break;
        }
        round++;
        List<Pairing> pairings = plan.pairer().pair(round, store.finished(runId));
        if (pairings.isEmpty()) {
          break;
        }
        List<ScheduledGame> games = expansion.expand(round, pairings, nextNumber);
        counter.total.addAndGet(pairings.stream().mapToInt(Pairing::games).sum());
        store.schedule(runId, games);
        nextNumber += games.size();
      }
      stopped = playAll(store.pending(runId), counter);
    }
    listener.ended(counter.done.get(), counter.total.get());
    return new Outcome(counter.done.get(), counter.total.get(), tally,
        plan.sprt().flatMap(SprtMonitor::decision),
        plan.pairer().conclusion(store.finished(runId)));
  }

  /** Plays the games concurrently; true if the sequential test stopped the run. */
  private boolean playAll(List<ScheduledGame> games, Counter counter) {
    AtomicBoolean stop = new AtomicBoolean();
    ExecutorService pool = Executors.newFixedThreadPool(plan.concurrency(), r -> {
      Thread t = new Thread(r, "ply-game");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (ScheduledGame g : games) {
        futures.add(pool.submit(() -> {
          if (!stop.get()) {
            GameRecord record;
            try {
              record = play(g, counter.listener);
            } catch (GameCancelled cancelled) {
              return; // the run is stopping: the game stays in the schedule, to be played later
            }
            if (stop.get() && Thread.currentThread().isInterrupted()) {
              return; // finished only because the run was being stopped: do not trust it
            }
            store.recordGame(runId, record);
            if (counter.finished(record, g.round())) {
              stop.set(true);
            }
          }
        }));
      }
      for (Future<?> f : futures) {
        try {
          f.get();
        } catch (ExecutionException e) {
          stop.set(true);
          throw new IllegalStateException("game failed outside any player: "
              + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          stop.set(true);
          throw new IllegalStateException("interrupted", e);
        }
      }
    } finally {
      pool.shutdownNow();
    }
    return stop.get();
  }

  /** One game with fresh players for both entrants (or a forfeit of an entrant put out). */
  private GameRecord play(ScheduledGame g, TournamentListener listener) {
    List<String> openingMoves = g.opening().isBlank() ? List.of()
        : Arrays.asList(g.opening().trim().split("\\s+"));
    Optional<GameRecord> absent = referee.absentee(g.number(), plan.game(), plan.variant(),
        openingMoves, List.of(g.first(), g.second()), g.seed());
    if (absent.isPresent()) {
      return absent.get();
    }
    List<Seat> seats = new ArrayList<>();
    String[] names = {g.first(), g.second()};
    try {
      for (int seat = 0; seat < names.length; seat++) {
        Entrant e = plan.entrant(names[seat]);
        Player player = plan.players().create(e.name(), e.strategy(), e.evaluator(),
            e.options(), e.isolation(), plan.game(), plan.variant(), Seeds.of(g.seed(), seat));
        seats.add(new Seat(e.name(), player, e.limits()));
      }
      RefereeOutcome outcome = referee.play(g.number(), plan.game(), plan.variant(),
          openingMoves, seats, g.seed(), listener.moves());
      return outcome.record();
    } finally {
      seats.forEach(seat -> Players.close(seat.player()));
    }
  }

  /** Counts finished games and tells the listener and the sequential test, one at a time. */
  private final class Counter {
    private final Tally tally;
    private final AtomicInteger done;
    private final AtomicInteger total;
    private final TournamentListener listener;

    Counter(Tally tally, int done, int total, TournamentListener listener) {
      this.tally = tally;
      this.done = new AtomicInteger(done);
      this.total = new AtomicInteger(total);
      this.listener = listener;
    }

    /** Returns true when the sequential test has decided. */
    synchronized boolean finished(GameRecord record, int round) {
      tally.add(record);
      int n = done.incrementAndGet();
      listener.gameFinished(record, n, total.get(), tally);
      if (plan.sprt().isPresent()) {
        SprtMonitor sprt = plan.sprt().get();
        sprt.add(new FinishedGame(record.number(), round, record.players().get(0),
            record.players().get(1), record.result(), record.termination().code()));
        return sprt.decided();
      }
      return false;
    }
  }
}
