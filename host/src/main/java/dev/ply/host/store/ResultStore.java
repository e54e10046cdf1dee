package dev.ply.host.store;

import dev.ply.host.referee.GameRecord;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a run writes: the run and its plugins, its entrants and schedule, each finished game with
 * its moves and violations, and the run's end. The tournament runner and {@link
 * dev.ply.host.tournament.RunLifecycle} are its only callers; standings, export and the report read
 * through {@link ResultReader} instead.
 *
 * <p>Durability: each finished game is written in one transaction with its players, moves and
 * violations, so a game is either wholly in the store or not at all, even if the process is killed
 * (kill -9) or the machine loses power; and a game number is unique within its run, so no game is
 * recorded twice.
 *
 * <p>One writer per run: {@link #claimRun} makes this store the only one playing a run until it
 * closes; the claim ends by itself when the process dies.
 *
 * <p>Threads: an implementation is safe for concurrent calls (games played at once are recorded
 * from the threads that played them). Failures throw {@link StoreException}, with a message that
 * names the store; a call that fails leaves the store as it was before the call.
 */
public interface ResultStore extends AutoCloseable {

  /** The schema version this Ply writes; a store with another version is refused. */
  int SCHEMA_VERSION = Schema.VERSION;

  /**
   * Opens the store at {@code location}, creating the database (an SQLite file and its folders) and
   * the schema where there is none yet, migrating an older schema.
   *
   * @throws StoreException if it cannot be reached or opened, is not a Ply results database, or has
   *     a schema version this Ply does not know
   */
  static ResultStore open(StoreLocation location) {
    return JdbcResultStore.open(location);
  }

  /** Opens (or creates) the SQLite file {@code file}; see {@link #open(StoreLocation)}. */
  static ResultStore open(Path file) {
    return open(new StoreLocation.SqliteFile(file));
  }

  /** Where the store is, as people may read it (never with a password). */
  String where();

  /**
   * Records the start of a run, with status {@code running}, and the plugins it loaded.
   *
   * @return the run's id, to pass to the other methods
   */
  long startRun(RunInfo run);

  /** Records the entrants of a run, in config order. */
  void recordEntrants(long runId, List<EntrantRow> entrants);

  /** Records the SPRT of a run, so that standings and reports can replay it. */
  void recordSprt(long runId, SprtRecord sprt);

  /** Adds planned games to a run's schedule, all in one transaction. */
  void schedule(long runId, List<ScheduledGame> games);

  /**
   * Records one finished game with its players, every move and its violations, all in one
   * transaction, and links it to its scheduled game: after a failure (a duplicate game number, a
   * move repeated, an unknown run) nothing of the game is in the store.
   */
  default void recordGame(long runId, GameRecord game) {
    recordGame(runId, game, "");
  }

  /**
   * Records one finished game as {@link #recordGame(long, GameRecord)} does, and, in the same
   * transaction, the cluster worker that played it ({@code game_workers}).
   *
   * @param playedBy the worker's name, or {@code ""} for a game played in this process
   */
  void recordGame(long runId, GameRecord game, String playedBy);

  /**
   * Records the end of a run.
   *
   * @param status {@code finished}, {@code failed} or {@code interrupted}
   * @throws IllegalArgumentException if the status is none of those
   * @throws StoreException if there is no such run
   */
  void finishRun(long runId, Instant finished, String status);

  /**
   * The latest run of this kind and config text, if any: the run that {@link
   * dev.ply.host.tournament.RunLifecycle} resumes when it did not finish.
   */
  Optional<RunStatus> latestRun(String kind, String configSha256);

  /**
   * The SHA-256 of each plugin jar a run recorded, by plugin id (lowercase hex; a plugin whose
   * digest was unknown is left out): what {@link dev.ply.host.tournament.RunLifecycle} compares
   * before it resumes or shows a run, so that a rebuilt plugin gets a new run.
   */
  Map<String, String> pluginDigests(long runId);

  /** Marks an unfinished run as running again, for a resume. */
  void resumeRun(long runId);

  /**
   * Makes this store the only writer of run {@code runId} until it is closed. Another store (in
   * this process or another, on this machine or another) that claims the same run is refused while
   * this one is open; the claim is released when the store closes or its process dies.
   *
   * @throws RunBusyException naming the holder (host, process id, since when), if another store
   *     holds the run
   */
  void claimRun(long runId);

  /** Every planned game of a run, played or not, by number. */
  List<ScheduledGame> scheduled(long runId);

  /** The planned games of a run that have not been played yet, by number. */
  List<ScheduledGame> pending(long runId);

  /** The games of a run already in the store, by number, with their round (0 if unscheduled). */
  List<FinishedGame> finished(long runId);

  /**
   * The same games in the order they were recorded, which is the order a run's sequential test took
   * them in (the runner records a game and counts it in one step): resuming an SPRT replays them in
   * this order, so it decides where the first session would have.
   */
  List<FinishedGame> finishedInOrderRecorded(long runId);

  /**
   * The run's games voided by their game plugin's fault, each as {@code "game N: reason"}, by
   * number; they are in no other list of this store.
   */
  List<String> voided(long runId);

  /** Each player's strikes in a run so far (its highest recorded count). */
  Map<String, Integer> strikes(long runId);

  /** The players of a run whose violations had {@code action} ({@code disqualified}, ...). */
  Set<String> playersWithViolation(long runId, String action);

  /** Closes the store and releases its claims; a second call does nothing. */
  @Override
  void close();

  /** A run's id and status ({@code running}, {@code finished}, {@code failed}, ...). */
  record RunStatus(long id, String status) {

    /** Whether the run played all it had to. */
    public boolean isFinished() {
      return status.equals("finished");
    }
  }
}
