package dev.ply.host.tournament;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Strikes;
import dev.ply.host.referee.ViolationPolicy;
import dev.ply.host.store.FinishedGame;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.ScheduledGame;
import java.util.List;
import java.util.Optional;
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
  private final GameTable table;
  private final Venue venue;

  /** A runner that plays the games in this process, {@code plan.concurrency()} at a time. */
  public TournamentRunner(TournamentPlan plan, ResultStore store, long runId) {
    this(plan, store, runId, new LocalVenue(plan.concurrency()));
  }

  /** A runner that plays the games where {@code venue} plays them. */
  public TournamentRunner(TournamentPlan plan, ResultStore store, long runId, Venue venue) {
    this.plan = plan;
    this.store = store;
    this.runId = runId;
    this.venue = venue;
    // A resumed run keeps the strikes, disqualifications and runaways it had.
    this.table = new GameTable(plan, strikes(store, runId));
  }

  /** The strikes, disqualifications and runaways of a run so far, as its store has them. */
  public static Strikes strikes(ResultStore store, long runId) {
    return Strikes.of(
        store.strikes(runId),
        store.playersWithViolation(runId, "disqualified"),
        store.playersWithViolation(runId, "runaway"));
  }

  /**
   * What a run came to.
   *
   * @param conclusion what the format concludes, such as a knockout's winner ({@link
   *     Pairer#conclusion})
   * @param voided the run's games voided by the game plugin's fault, each as {@code "game N:
   *     reason"}; none is counted in {@code tally}
   * @param stoppedByGameFault whether a void game stopped the run (the policy's {@code game-faults:
   *     stop}): its standings are incomplete and the command exits non-zero
   */
  public record Outcome(
      int played,
      int total,
      Tally tally,
      Optional<String> sprtDecision,
      Optional<String> conclusion,
      List<String> voided,
      boolean stoppedByGameFault) {

    /** An outcome without void games. */
    public Outcome(
        int played,
        int total,
        Tally tally,
        Optional<String> sprtDecision,
        Optional<String> conclusion) {
      this(played, total, tally, sprtDecision, conclusion, List.of(), false);
    }

    public Outcome {
      voided = List.copyOf(voided);
    }
  }

  /** Plays every game of the run that is not in the store yet. */
  public Outcome run(TournamentListener listener) {
    try {
      return playRun(listener);
    } finally {
      table.close();
    }
  }

  private Outcome playRun(TournamentListener listener) {
    ScheduleExpansion expansion =
        new ScheduleExpansion(
            plan.pairer().gamesPerTable(plan.gamesPerPairing()),
            plan.alternateColours(),
            plan.openings(),
            plan.seed(),
            plan.duplicate(),
            plan.secretChance() ? new java.security.SecureRandom()::nextLong : null);
    List<ScheduledGame> scheduled = store.scheduled(runId);
    expansion.alreadyScheduled(scheduled);
    int round = scheduled.stream().mapToInt(ScheduledGame::round).max().orElse(0);
    int nextNumber = scheduled.size() + 1;

    List<FinishedGame> finished = store.finished(runId);
    Tally tally = new Tally(plan.entrants().stream().map(Entrant::name).toList());
    // A knockout's tie-breaks add games to the plan: the total grows as they are scheduled.
    Counter counter =
        new Counter(
            tally, finished.size(), Math.max(plan.totalGames(), scheduled.size()), listener);
    plan.sprt().ifPresent(s -> store.finishedInOrderRecorded(runId).forEach(s::add));
    for (FinishedGame g : finished) {
      tally.add(g);
    }
    listener.started(counter.total.get(), finished.size());

    boolean stopped = plan.sprt().map(SprtMonitor::decided).orElse(false);
    boolean faulted = false;
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
      AtomicBoolean fault = new AtomicBoolean();
      stopped = playAll(store.pending(runId), counter, fault);
      faulted |= fault.get();
    }
    listener.ended(counter.done.get(), counter.total.get());
    return new Outcome(
        counter.done.get(),
        counter.total.get(),
        tally,
        plan.sprt().flatMap(SprtMonitor::decision),
        plan.pairer().conclusion(store.finished(runId)),
        store.voided(runId),
        faulted);
  }

  /**
   * Plays the games where the venue plays them; true if the sequential test or a game plugin's
   * fault (with {@code game-faults: stop}) stopped the run, which {@code fault} then says.
   */
  private boolean playAll(List<ScheduledGame> games, Counter counter, AtomicBoolean fault) {
    AtomicBoolean stop = new AtomicBoolean();
    boolean stopAtFault = plan.violations().gameFaults() == ViolationPolicy.GameFaults.STOP;
    venue.play(
        games,
        table,
        counter.listener,
        (g, record, playedBy) -> {
          // Recorded and counted in one step: the sequential test takes the games in the order the
          // store keeps them, which is the order standings and a resumed run replay it in.
          synchronized (counter) {
            store.recordGame(runId, record, playedBy);
            if (counter.finished(record, g.round())) {
              stop.set(true);
            }
          }
          if (record.termination().isVoid() && stopAtFault) {
            fault.set(true);
            stop.set(true);
          }
          return stop.get();
        });
    return stop.get();
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
      int n = done.incrementAndGet();
      boolean decided = false;
      if (record.termination().isVoid()) {
        // No standing and no test counts a void game.
        listener.gameFinished(record, n, total.get(), tally);
        return false;
      }
      tally.add(record);
      if (plan.sprt().isPresent()) {
        SprtMonitor sprt = plan.sprt().get();
        sprt.add(
            new FinishedGame(
                record.number(),
                round,
                record.players().get(0),
                record.players().get(1),
                record.result(),
                record.termination().code()));
        listener.sprt(sprt.status());
        decided = sprt.decided();
      }
      listener.gameFinished(record, n, total.get(), tally);
      return decided;
    }
  }
}
