package dev.ply.host.tournament;

import dev.ply.host.isolation.LiveProcesses;
import dev.ply.host.referee.PlayerExit;
import dev.ply.host.referee.SeatLimits;
import dev.ply.host.store.EntrantRow;
import dev.ply.host.store.PluginInfo;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.RunInfo;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The life of a run, the same for a match and a tournament: start it or resume it, play what is
 * missing, and leave it with a final status, whatever happens.
 *
 * <p>Step 1: the latest run of the same kind and config text is looked up. An unfinished one
 * (running, interrupted or failed) is resumed: only its missing games are played, and none twice. A
 * finished one is only shown ({@link WhenFinished#SHOW}: {@code ply match} and {@code ply
 * tournament} alike) or a new run is started ({@link WhenFinished#PLAY_AGAIN}). {@code fresh}
 * starts a new run in any case, and so does a rebuilt plugin: when a jar the run plays (the game's,
 * an entrant's strategy's or evaluator's) is not the one the earlier run recorded, by SHA-256, its
 * results are not this code's, and a resume would mix two builds. Step 2: a new run is recorded
 * with its entrants before anything is played. Step 3: the games are played by {@link
 * TournamentRunner}. Step 4: the run's status becomes {@code finished}, {@code failed} (an
 * exception outside any player, or a game plugin's fault that stopped the run), or {@code
 * interrupted} (Ctrl-C or SIGTERM: a shutdown hook records it; the games already committed stay).
 * Only one process plays a run: the store's claim ({@link ResultStore#claimRun}) refuses a second
 * one that would resume a run still being played, naming the process that plays it.
 *
 * <p>Called from one thread; the games themselves run on the runner's threads.
 */
public final class RunLifecycle {

  /** What to do when the latest run of the same config has finished. */
  public enum WhenFinished {
    /** Report it and play nothing. */
    SHOW,
    /** Start a new run. */
    PLAY_AGAIN
  }

  /**
   * A run to start or resume.
   *
   * @param info what the store records about a new run (its kind and config text find an earlier
   *     run to resume)
   * @param plan what to play
   * @param fresh start a new run even if an earlier one could be resumed
   * @param whenFinished what a finished earlier run means
   * @param venue where the games are played: this process, or a cluster's workers
   */
  public record Request(
      RunInfo info, TournamentPlan plan, boolean fresh, WhenFinished whenFinished, Venue venue) {

    /** A request whose games are played in this process, {@code plan.concurrency()} at once. */
    public Request(RunInfo info, TournamentPlan plan, boolean fresh, WhenFinished whenFinished) {
      this(info, plan, fresh, whenFinished, new LocalVenue(plan.concurrency()));
    }

    public Request {
      Objects.requireNonNull(info, "info");
      Objects.requireNonNull(plan, "plan");
      Objects.requireNonNull(whenFinished, "whenFinished");
      Objects.requireNonNull(venue, "venue");
    }
  }

  /** Hears the steps of a run, to tell the user. Called on the caller's thread, except one. */
  public interface Observer {

    /** A run starts ({@code resumed} false, {@code done} 0) or resumes. */
    default void starting(long runId, boolean resumed, int done, int total) {}

    /**
     * The process is shutting down in the middle of the run: its status is now {@code interrupted}.
     * Called on the shutdown hook's thread.
     */
    default void interrupted(long runId) {}

    /**
     * The latest run of the same config was played with other jars of these plugins (the game's, or
     * an entrant's strategy's or evaluator's), so a new run starts instead of resuming or showing
     * it; called before {@link #starting}.
     */
    default void pluginsChanged(long earlierRunId, List<String> pluginIds) {}
  }

  /**
   * How the run ended.
   *
   * @param runId the run played, resumed or found finished
   * @param alreadyFinished true if an earlier run was found finished and nothing was played
   * @param outcome what the runner played; empty when {@code alreadyFinished}
   */
  public record Result(
      long runId, boolean alreadyFinished, Optional<TournamentRunner.Outcome> outcome) {}

  private RunLifecycle() {}

  /**
   * Starts or resumes the run of {@code request} in {@code store} and plays it.
   *
   * @param listener hears each finished game, for progress
   * @throws dev.ply.host.store.RunBusyException if another process is playing the run to resume
   * @throws RuntimeException whatever the runner or the store threw; the run is then recorded as
   *     {@code failed}
   */
  public static Result run(
      ResultStore store, Request request, Observer observer, TournamentListener listener) {
    try {
      return startOrResume(store, request, observer, listener);
    } finally {
      request.venue().close(); // whatever happened: a started cluster must not outlive the run
    }
  }

  private static Result startOrResume(
      ResultStore store, Request request, Observer observer, TournamentListener listener) {
    RunInfo info = request.info();
    Optional<ResultStore.RunStatus> earlier =
        request.fresh() ? Optional.empty() : store.latestRun(info.kind(), info.configSha256());
    if (earlier.isPresent()) {
      List<String> rebuilt =
          rebuilt(store.pluginDigests(earlier.get().id()), info, request.plan().entrants());
      if (!rebuilt.isEmpty()) {
        observer.pluginsChanged(earlier.get().id(), rebuilt);
        earlier = Optional.empty();
      }
    }
    if (earlier.isPresent()
        && earlier.get().isFinished()
        && request.whenFinished() == WhenFinished.SHOW) {
      return new Result(earlier.get().id(), true, Optional.empty());
    }
    long runId;
    if (earlier.isPresent() && !earlier.get().isFinished()) {
      runId = earlier.get().id();
      store.claimRun(runId);
      store.resumeRun(runId);
      observer.starting(runId, true, store.finished(runId).size(), request.plan().totalGames());
    } else {
      runId = store.startRun(info);
      store.claimRun(runId);
      store.recordEntrants(runId, entrantRows(request.plan().entrants(), info.plugins()));
      request.plan().sprt().ifPresent(s -> store.recordSprt(runId, s.record()));
      observer.starting(runId, false, 0, request.plan().totalGames());
    }
    return new Result(runId, false, Optional.of(play(store, request, runId, observer, listener)));
  }

  private static TournamentRunner.Outcome play(
      ResultStore store,
      Request request,
      long runId,
      Observer observer,
      TournamentListener listener) {
    AtomicBoolean ended = new AtomicBoolean();
    Thread hook =
        new Thread(
            () -> {
              if (ended.compareAndSet(false, true)) {
                store.finishRun(runId, Instant.now(), "interrupted");
                Optional<String> exit = PlayerExit.culprit(); // not Ctrl-C: a player's System.exit
                if (exit.isPresent()) {
                  System.err.println("ply: " + exit.get());
                  System.err.flush();
                  // Ply's exit code is its own, not the player's: 0 would say the run went well,
                  // and 3 that a game plugin broke the api. 1, a failure at run time, once every
                  // player's process is ended (halting skips the other hooks).
                  LiveProcesses.endAll();
                  Runtime.getRuntime().halt(1);
                } else {
                  observer.interrupted(runId);
                }
              }
            },
            "ply-run-interrupted");
    Runtime.getRuntime().addShutdownHook(hook);
    TournamentRunner.Outcome outcome;
    try {
      outcome = new TournamentRunner(request.plan(), store, runId, request.venue()).run(listener);
    } catch (RuntimeException e) {
      if (ended.compareAndSet(false, true)) {
        try {
          store.finishRun(runId, Instant.now(), "failed");
        } catch (RuntimeException alsoFailed) {
          e.addSuppressed(alsoFailed); // the first failure is the cause the user must see
        }
      }
      throw e;
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running or has run
      }
    }
    if (ended.compareAndSet(false, true)) {
      // A run a game plugin's fault stopped has games still to play: not finished.
      store.finishRun(runId, Instant.now(), outcome.stoppedByGameFault() ? "failed" : "finished");
    }
    return outcome;
  }

  /**
   * The entrants as the store keeps them: names, strategies, options and limits as text, and the
   * plugins their strategy and evaluator came from.
   */
  static List<EntrantRow> entrantRows(List<Entrant> entrants, List<PluginInfo> plugins) {
    List<EntrantRow> rows = new ArrayList<>();
    int position = 1;
    for (Entrant e : entrants) {
      SeatLimits l = e.limits();
      List<String> limits = new ArrayList<>();
      l.depth().ifPresent(d -> limits.add("depth " + d));
      l.nodes().ifPresent(n -> limits.add("nodes " + n));
      l.time().ifPresent(t -> limits.add("time " + t.toMillis() + "ms"));
      l.clock().ifPresent(c -> limits.add("clock " + c));
      l.timeMargin().ifPresent(m -> limits.add("time-margin " + m.toMillis() + "ms"));
      String evaluator = e.evaluator().map(dev.ply.api.Evaluator::id).orElse("");
      rows.add(
          new EntrantRow(
              position++,
              e.name(),
              e.strategy().id(),
              evaluator,
              e.options().toString(),
              String.join(", ", limits),
              pluginOf(plugins, "strategy", e.strategy().id()),
              evaluator.isEmpty() ? "" : pluginOf(plugins, "evaluator", evaluator)));
    }
    return rows;
  }

  /** The id of the plugin that offers {@code kind:id}, or empty (a program offers none). */
  private static String pluginOf(List<PluginInfo> plugins, String kind, String id) {
    return plugins.stream()
        .filter(p -> p.offers(kind, id))
        .map(PluginInfo::id)
        .findFirst()
        .orElse("");
  }

  /**
   * The plugins the run plays whose jar differs from the one {@code recorded} for the earlier run
   * (by SHA-256), sorted; a plugin whose digest is unknown on either side is not compared.
   */
  static List<String> rebuilt(
      java.util.Map<String, String> recorded, RunInfo info, List<Entrant> entrants) {
    java.util.Set<String> used = new java.util.TreeSet<>();
    for (PluginInfo p : info.plugins()) {
      boolean plays =
          p.offers("game", info.gameId())
              || entrants.stream()
                  .anyMatch(
                      e ->
                          p.offers("strategy", e.strategy().id())
                              || e.evaluator()
                                  .map(ev -> p.offers("evaluator", ev.id()))
                                  .orElse(false));
      if (plays
          && !p.sha256().isEmpty()
          && recorded.containsKey(p.id())
          && !recorded.get(p.id()).equals(p.sha256())) {
        used.add(p.id());
      }
    }
    return List.copyOf(used);
  }
}
