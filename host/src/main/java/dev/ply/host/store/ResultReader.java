package dev.ply.host.store;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * What standings, export and the report read: the runs of a results store, their entrants,
 * schedule, games and moves. A reader never changes the store, and may read while a run is still
 * writing it.
 *
 * <p>Versions: a reader accepts schema versions 1 and 2 as they are, without migrating anything.
 * What version 1 lacks it fills in: a run's entrants are the rows of {@code entrants} if there are
 * any, else the players of its games in the order they first appear; a game's opening is empty; a
 * plugin's SHA-256 is empty; a game's round is 0 without a schedule.
 *
 * <p>Memory: the lists ({@link #games}, {@link #entrants}) hold one row per game, which is fine for
 * hundreds of thousands of games; moves are only ever streamed ({@link #forEachMove}, {@link
 * #forEachGameWithMoves}, {@link #exportMoves}) so that a run's moves are never all in memory at
 * once.
 *
 * <p>Threads: a reader is not thread-safe. Failures throw {@link StoreException} naming the store.
 */
public interface ResultReader extends AutoCloseable {

  /**
   * Opens the store at {@code location} to read it. Nothing is created: a missing SQLite file or
   * database is an error.
   *
   * @throws StoreException if the store does not exist or cannot be reached, is not a Ply results
   *     database, or was written by a newer Ply
   */
  static ResultReader open(StoreLocation location) {
    return JdbcResultReader.open(location);
  }

  /** Opens the SQLite file {@code file} to read it; see {@link #open(StoreLocation)}. */
  static ResultReader open(Path file) {
    return open(new StoreLocation.SqliteFile(file));
  }

  /** Where the store is, as people may read it (never with a password). */
  String where();

  /** A short name of the store for titles: an SQLite file's name, a PostgreSQL database's. */
  String shortName();

  /** Every run in the file, oldest first. */
  List<Run> runs();

  /**
   * The run with this id, or the latest run (the highest id) when {@code id} is empty.
   *
   * @throws StoreException if there is no such run, or no run at all
   */
  Run run(Optional<Long> id);

  /**
   * The entrants of a run in config order: the {@code entrants} rows when there are any, else one
   * row per player of its games in order of first appearance (strategy, options and limits then
   * unknown, so empty).
   */
  List<EntrantRow> entrants(long runId);

  /** The planned games of a run, by number; empty for a match or a version 1 file. */
  List<ScheduledGame> schedule(long runId);

  /** The games of a run, by number, each with its players by seat. */
  List<Game> games(long runId);

  /** Hands each game of a run to {@code action}, by number, without keeping them. */
  void forEachGame(long runId, Consumer<Game> action);

  /** The moves of one game, by ply. */
  List<Move> moves(long gameId);

  /** Hands every move of a run to {@code action}, by game number then ply, streaming. */
  void forEachMove(long runId, Consumer<Move> action);

  /**
   * Hands each game of a run to {@code action} with its moves, by number: only one game's moves are
   * in memory at a time. Games without moves come with an empty list.
   */
  void forEachGameWithMoves(long runId, BiConsumer<Game, List<Move>> action);

  /** Per-player move statistics of a run, by player name. */
  List<MoveStats> moveStats(long runId);

  /**
   * Streams a run's games as rows: the columns of {@code games} (with {@code opening} empty for a
   * version 1 file), then {@code adjudication_rule} and {@code adjudication_evidence} (null unless
   * a rule of adjudication ended the game), by number.
   */
  void exportGames(long runId, RowSink sink);

  /**
   * Streams a run's moves as rows: {@code run_id}, {@code game_id}, the game's {@code number} as
   * {@code game_number}, then the other columns of {@code moves}; by game number and ply.
   */
  void exportMoves(long runId, RowSink sink);

  /**
   * Streams what each seat saw of a run's games of hidden information ({@code observations}):
   * {@code run_id}, {@code game_id}, {@code game_number}, {@code ply}, {@code seat}, {@code text};
   * by game number, ply and seat. Writes nothing, not even the header, and returns false when the
   * run has none (a game where everything is seen, or a store older than the table).
   */
  boolean exportObservations(long runId, RowSink sink);

  /**
   * Streams every seat of a run's games ({@code game_players}): {@code run_id}, {@code game_id},
   * {@code game_number}, {@code seat}, {@code player}, {@code score}, {@code utility} (null where
   * not recorded); by game number and seat. Every seat of a game of more players is here.
   */
  void exportSeats(long runId, RowSink sink);

  /**
   * What each seat saw of one game, by ply then seat: {@code observations.get(ply)} maps a seat to
   * its text after the move of that ply (only where it changed). Empty for a game where everything
   * is seen.
   */
  default java.util.SortedMap<Integer, java.util.Map<Integer, String>> observations(long gameId) {
    return new java.util.TreeMap<>();
  }

  /** The SPRT of a run, if it had one (and the store is new enough to keep it). */
  Optional<SprtRecord> sprt(long runId);

  /**
   * How many games of a run each rule of adjudication ended ({@code draw}, {@code resign}, {@code
   * proof}), by rule; empty when none did (or the store predates adjudication).
   */
  java.util.Map<String, Long> adjudications(long runId);

  /**
   * The run's games voided by their game plugin's fault, each as {@code "game N: reason"}, by
   * number; empty when none was (or the store predates void games). No other read of this reader
   * includes them.
   */
  List<String> voided(long runId);

  /**
   * The games of a run in the order they were recorded (by id): the order in which the run's
   * sequential test counted them, since the runner records and counts a game in one step.
   */
  List<Game> gamesInOrderRecorded(long runId);

  /** Closes the reader; a second call does nothing. */
  @Override
  void close();

  /** A run as listed by {@link #runs()}, with everything needed to reproduce it. */
  public record Run(
      long id,
      String kind,
      String name,
      String configPath,
      String configText,
      String configSha256,
      String game,
      String variant,
      String startedAt,
      String finishedAt,
      String status,
      String plyVersion,
      String jvm,
      String os,
      List<PluginInfo> plugins,
      int games) {

    public Run {
      plugins = List.copyOf(plugins);
    }
  }

  /**
   * One recorded game.
   *
   * @param id the row id, which moves refer to
   * @param players the players by seat, seat 0 moved first
   * @param scores each seat's score: 1, 0 or 1/n for a draw
   * @param winner the winner's name, or empty for a draw
   * @param round the scheduled round, 0 for a game of a match
   * @param opening the moves played before the first recorded one, separated by spaces
   */
  public record Game(
      long id,
      long runId,
      int number,
      int round,
      String game,
      String variant,
      List<String> players,
      List<Double> scores,
      String result,
      String winner,
      String termination,
      String reason,
      int plies,
      long seed,
      String startedAt,
      String endedAt,
      String finalPosition,
      String opening,
      List<Double> utilities) {

    public Game {
      players = List.copyOf(players);
      scores = List.copyOf(scores);
      utilities = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(utilities));
    }

    /** A game whose seats' utilities were not recorded. */
    public Game(
        long id,
        long runId,
        int number,
        int round,
        String game,
        String variant,
        List<String> players,
        List<Double> scores,
        String result,
        String winner,
        String termination,
        String reason,
        int plies,
        long seed,
        String startedAt,
        String endedAt,
        String finalPosition,
        String opening) {
      this(
          id,
          runId,
          number,
          round,
          game,
          variant,
          players,
          scores,
          result,
          winner,
          termination,
          reason,
          plies,
          seed,
          startedAt,
          endedAt,
          finalPosition,
          opening,
          List.of());
    }

    /** The opening's moves, in order; empty for a game from the start position. */
    public List<String> openingMoves() {
      String trimmed = opening.strip();
      return trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\\s+"));
    }
  }

  /**
   * One recorded move.
   *
   * @param value the search's value from the mover's side, or null if none
   * @param pv the principal variation, or empty
   * @param counters the search's counters as a JSON object, or empty
   */
  public record Move(
      long gameId,
      int gameNumber,
      int ply,
      int seat,
      String player,
      String move,
      double timeMs,
      int depth,
      long nodes,
      Integer value,
      String pv,
      String counters) {}

  /**
   * What the moves of one player in a run add up to.
   *
   * @param moves how many moves it made
   * @param meanDepth the mean reported depth
   * @param nodesPerMove the mean reported nodes
   * @param nodesPerSecond the nodes of all its moves over their total time (0 if no time)
   * @param meanTimeMs the mean wall-clock time of a move, in milliseconds
   */
  public record MoveStats(
      String player,
      long moves,
      double meanDepth,
      double nodesPerMove,
      double nodesPerSecond,
      double meanTimeMs) {}

  /** Receives exported rows: the column names once, then each row's values in that order. */
  public interface RowSink {

    void header(List<String> columns);

    /** Values are Long, Double, String or null (SQL NULL). */
    void row(List<Object> values);
  }
}
