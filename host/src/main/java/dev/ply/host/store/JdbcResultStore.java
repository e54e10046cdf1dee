package dev.ply.host.store;

import dev.ply.host.referee.Adjudicated;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Violation;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The results store in a relational database through JDBC: the schema of {@link Schema}, portable
 * SQL, and the few differences in a {@link Dialect} (SQLite or PostgreSQL). See {@link ResultStore}
 * for the contract.
 *
 * <p>Durability: each finished game is written in one transaction (SQLite: WAL with {@code
 * synchronous=FULL}; PostgreSQL: its own commit), so a game is either wholly in the store or not at
 * all, even if the process is killed or the machine loses power.
 *
 * <p>Threads: one store holds one connection, the only writer of its process; every method is
 * synchronized, so games played concurrently may be recorded from any thread. Other processes may
 * read while a run writes; a second SQLite writer waits up to ten seconds for the lock.
 */
final class JdbcResultStore implements ResultStore, TuneStore {

  private static final Set<String> FINAL_STATUSES = Set.of("finished", "failed", "interrupted");

  /** ISO-8601 UTC to the millisecond, as SQLite's {@code strftime('%Y-%m-%dT%H:%M:%fZ')}. */
  private static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private final Dialect dialect;
  private final String file;
  private final Connection connection;
  private final Map<Long, AutoCloseable> claims = new java.util.HashMap<>();
  private boolean closed;

  private JdbcResultStore(Dialect dialect, Connection connection) {
    this.dialect = dialect;
    this.file = dialect.location().where();
    this.connection = connection;
  }

  /** Opens (creating where needed) the store at {@code location}; see {@link ResultStore#open}. */
  static ResultStore open(StoreLocation location) {
    Dialect dialect = Dialect.of(location);
    Connection connection;
    try {
      connection = dialect.openForWriting();
    } catch (SQLException e) {
      throw dialect.openFailure(e);
    }
    JdbcResultStore store = new JdbcResultStore(dialect, connection);
    try {
      store.createOrCheckSchema();
      return store;
    } catch (SQLException e) {
      store.closeQuietly(e);
      throw dialect.openFailure(e);
    } catch (RuntimeException e) {
      store.closeQuietly(e);
      throw e;
    }
  }

  @Override
  public String where() {
    return file;
  }

  /**
   * Records the start of a run, with status {@code running}, and the plugins it loaded.
   *
   * @return the run's id, to pass to {@link #recordGame} and {@link #finishRun}
   */
  @Override
  public synchronized long startRun(RunInfo run) {
    return write(
        "could not record the start of run " + run.name(),
        () -> {
          long runId;
          try (PreparedStatement insert =
              connection.prepareStatement(
                  """
          INSERT INTO runs (kind, name, config_path, config_text, config_sha256, game, variant,
                            started_at, status, ply_version, jvm, os)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running', ?, ?, ?) RETURNING id""")) {
            insert.setString(1, run.kind());
            insert.setString(2, run.name());
            insert.setString(3, run.configPath());
            insert.setString(4, run.configText());
            insert.setString(5, run.configSha256());
            insert.setString(6, run.gameId());
            insert.setString(7, run.variant());
            insert.setString(8, timestamp(run.started()));
            insert.setString(9, run.plyVersion());
            insert.setString(10, run.jvm());
            insert.setString(11, run.os());
            runId = insertReturningId(insert);
          }
          try (PreparedStatement insert =
              connection.prepareStatement(
                  "INSERT INTO run_plugins (run_id, plugin_id, version, path, sha256)"
                      + " VALUES (?, ?, ?, ?, ?)")) {
            for (PluginInfo plugin : run.plugins()) {
              insert.setLong(1, runId);
              insert.setString(2, plugin.id());
              insert.setString(3, plugin.version());
              insert.setString(4, plugin.path());
              insert.setString(5, plugin.sha256().isEmpty() ? null : plugin.sha256());
              insert.addBatch();
            }
            insert.executeBatch();
          }
          return runId;
        });
  }

  /**
   * Records one finished game with its players and every move, all in one transaction: after a
   * failure (a duplicate game number, a move repeated, an unknown run) nothing of the game is in
   * the file.
   */
  @Override
  public synchronized void recordGame(long runId, GameRecord game, String playedBy) {
    if (game.termination().isVoid()) {
      recordVoidGame(runId, game);
      return;
    }
    write(
        "could not record game " + game.number() + " of run " + runId,
        () -> {
          long gameId = insertGame(runId, game);
          if (!playedBy.isEmpty()) {
            try (PreparedStatement insert =
                connection.prepareStatement(
                    "INSERT INTO game_workers (game_id, worker) VALUES (?, ?)")) {
              insert.setLong(1, gameId);
              insert.setString(2, playedBy);
              insert.executeUpdate();
            }
          }
          insertPlayers(gameId, game);
          insertMoves(gameId, game.moves());
          insertViolations(gameId, game.violations());
          if (game.adjudication().isPresent()) {
            Adjudicated a = game.adjudication().get();
            try (PreparedStatement insert =
                connection.prepareStatement(
                    "INSERT INTO adjudications (game_id, rule, ply, evidence) VALUES (?, ?, ?, ?)")) {
              insert.setLong(1, gameId);
              insert.setString(2, a.rule());
              insert.setInt(3, a.ply());
              insert.setString(4, a.evidence());
              insert.executeUpdate();
            }
          }
          try (PreparedStatement link =
              connection.prepareStatement(
                  "UPDATE schedule SET game_id = ? WHERE run_id = ? AND number = ?")) {
            link.setLong(1, gameId);
            link.setLong(2, runId);
            link.setInt(3, game.number());
            link.executeUpdate();
          }
          return gameId;
        });
  }

  /**
   * Records a game its game plugin's fault voided, in {@code voided_games}: no standing counts it,
   * and the schedule does not offer it again.
   */
  private void recordVoidGame(long runId, GameRecord game) {
    write(
        "could not record void game " + game.number() + " of run " + runId,
        () -> {
          try (PreparedStatement insert =
              connection.prepareStatement(
                  """
          INSERT INTO voided_games (run_id, number, game, variant, players, reason, moves,
                                    opening, seed, started_at, ended_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            insert.setLong(1, runId);
            insert.setInt(2, game.number());
            insert.setString(3, game.gameId());
            insert.setString(4, game.variant());
            insert.setString(5, String.join("\n", game.players()));
            insert.setString(6, game.reason());
            insert.setString(
                7, String.join(" ", game.moves().stream().map(MoveRecord::move).toList()));
            insert.setString(8, game.opening());
            insert.setLong(9, game.seed());
            insert.setString(10, timestamp(game.started()));
            insert.setString(11, timestamp(game.ended()));
            insert.executeUpdate();
          }
          return null;
        });
  }

  /** The reasons of the run's void games, by number. */
  @Override
  public synchronized List<String> voided(long runId) {
    return read(
        "could not read the void games of run " + runId,
        () -> {
          List<String> reasons = new ArrayList<>();
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT number, reason FROM voided_games WHERE run_id = ? ORDER BY number")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                reasons.add("game " + rs.getInt(1) + ": " + rs.getString(2));
              }
            }
          }
          return reasons;
        });
  }

  /**
   * Records the end of a run.
   *
   * @param status {@code finished}, {@code failed} or {@code interrupted}
   * @throws IllegalArgumentException if the status is none of those
   * @throws StoreException if there is no such run
   */
  @Override
  public synchronized void finishRun(long runId, Instant finished, String status) {
    if (!FINAL_STATUSES.contains(status)) {
      throw new IllegalArgumentException(
          "a run ends as finished, failed or interrupted, not " + status);
    }
    int updated =
        write(
            "could not record the end of run " + runId,
            () -> {
              try (PreparedStatement update =
                  connection.prepareStatement(
                      "UPDATE runs SET finished_at = ?, status = ? WHERE id = ?")) {
                update.setString(1, timestamp(finished));
                update.setString(2, status);
                update.setLong(3, runId);
                return update.executeUpdate();
              }
            });
    if (updated == 0) {
      throw new StoreException(file + " has no run " + runId);
    }
  }

  /** The value of a pragma on the store's own connection, for tests: {@code journal_mode} ... */
  synchronized String pragma(String name) {
    try (Statement s = connection.createStatement();
        ResultSet rs = s.executeQuery("PRAGMA " + name)) {
      return rs.next() ? rs.getString(1) : null;
    } catch (SQLException e) {
      throw new StoreException("could not read PRAGMA " + name + " of " + file, e);
    }
  }

  /** Releases the claims and closes the connection; a second call does nothing. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    for (Map.Entry<Long, AutoCloseable> claim : claims.entrySet()) {
      try {
        claim.getValue().close();
      } catch (Exception e) {
        // closing the connection below releases it as well
      }
    }
    dialect.beforeClose(connection);
    try {
      connection.close();
    } catch (SQLException e) {
      throw new StoreException(
          "could not close results database " + file + ": " + e.getMessage(), e);
    }
  }

  // ---------------------------------------------------------------- opening

  private void createOrCheckSchema() throws SQLException {
    inTransaction(
        () -> {
          List<String> tables = tableNames();
          if (tables.isEmpty()) {
            try (Statement s = connection.createStatement()) {
              for (String statement : Schema.statements()) {
                s.execute(dialect.ddl(statement));
              }
              s.execute("INSERT INTO schema_version (version) VALUES (" + Schema.VERSION + ")");
            }
          } else if (!tables.contains("schema_version")) {
            throw new StoreException(
                file
                    + " is not a Ply results database: it has tables "
                    + tables
                    + " but no schema_version");
          } else {
            checkVersion();
          }
          return null;
        });
  }

  private List<String> tableNames() throws SQLException {
    return Schema.tableNames(connection);
  }

  private void checkVersion() throws SQLException {
    List<Long> versions = new ArrayList<>();
    try (Statement s = connection.createStatement();
        ResultSet rs = s.executeQuery("SELECT version FROM schema_version")) {
      while (rs.next()) {
        versions.add(rs.getLong(1));
      }
    }
    if (versions.equals(List.of((long) Schema.VERSION))) {
      createMissingTables();
      return;
    }
    if (versions.equals(List.of(1L)) || versions.equals(List.of(2L))) {
      migrateFrom(versions.get(0));
      return;
    }
    if (versions.size() == 1 && versions.get(0) > Schema.VERSION) {
      throw new StoreException(
          file
              + " has results schema version "
              + versions.get(0)
              + ", written by a newer Ply; this Ply reads version "
              + Schema.VERSION
              + ". Use a newer Ply, or another file.");
    }
    throw new StoreException(
        file
            + " has an unknown results schema version "
            + versions
            + "; this Ply reads version "
            + Schema.VERSION
            + ".");
  }

  /** Tables added to version 2 while it was being written (before any release). */
  private void createMissingTables() throws SQLException {
    List<String> tables = tableNames();
    try (Statement s = connection.createStatement()) {
      for (String statement : Schema.tablesAddedAfterVersion1()) {
        String name = statement.split("\\s+")[2];
        if (!tables.contains(name)) {
          s.execute(dialect.ddl(statement));
        }
      }
    }
  }

  /**
   * Brings a version 1 or 2 database to {@link Schema#VERSION}: version 1's missing columns, the
   * tables added since (created as they are now), then version 3's columns where missing; runs
   * inside the opening transaction.
   */
  private void migrateFrom(long version) throws SQLException {
    try (Statement s = connection.createStatement()) {
      for (String statement : Schema.migrations(version)) {
        s.execute(dialect.ddl(statement));
      }
      createMissingTables();
      for (String[] column : Schema.columnsAddedInVersion3()) {
        if (!Schema.columnNames(connection, column[0]).contains(column[1])) {
          s.execute("ALTER TABLE " + column[0] + " ADD COLUMN " + column[1] + " " + column[2]);
        }
      }
      s.execute("UPDATE schema_version SET version = " + Schema.VERSION);
    }
  }

  // ---------------------------------------------------------------- tournaments

  /** Records the entrants of a run, in config order. */
  @Override
  public synchronized void recordEntrants(long runId, List<EntrantRow> entrants) {
    write(
        "could not record the entrants of run " + runId,
        () -> {
          try (PreparedStatement insert =
              connection.prepareStatement(
                  """
          INSERT INTO entrants (run_id, position, name, strategy, evaluator, options, limits,
                                strategy_plugin, evaluator_plugin)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            for (EntrantRow e : entrants) {
              insert.setLong(1, runId);
              insert.setInt(2, e.position());
              insert.setString(3, e.name());
              insert.setString(4, e.strategy());
              insert.setString(5, e.evaluator().isEmpty() ? null : e.evaluator());
              insert.setString(6, e.options());
              insert.setString(7, e.limits());
              insert.setString(8, e.strategyPlugin().isEmpty() ? null : e.strategyPlugin());
              insert.setString(9, e.evaluatorPlugin().isEmpty() ? null : e.evaluatorPlugin());
              insert.addBatch();
            }
            insert.executeBatch();
          }
          return null;
        });
  }

  @Override
  public synchronized void recordSprt(long runId, SprtRecord sprt) {
    write(
        "could not record the SPRT of run " + runId,
        () -> {
          try (PreparedStatement insert =
              connection.prepareStatement(
                  """
          INSERT INTO run_sprt (run_id, first, second, model, elo0, elo1, alpha, beta)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)""")) {
            insert.setLong(1, runId);
            insert.setString(2, sprt.first());
            insert.setString(3, sprt.second());
            insert.setString(4, sprt.model());
            insert.setDouble(5, sprt.elo0());
            insert.setDouble(6, sprt.elo1());
            insert.setDouble(7, sprt.alpha());
            insert.setDouble(8, sprt.beta());
            insert.executeUpdate();
          }
          return null;
        });
  }

  /** Adds planned games to a run's schedule, all in one transaction. */
  @Override
  public synchronized void schedule(long runId, List<ScheduledGame> games) {
    write(
        "could not record the schedule of run " + runId,
        () -> {
          try (PreparedStatement insert =
              connection.prepareStatement(
                  """
          INSERT INTO schedule (run_id, number, round, first_player, second_player, opening, seed,
                                chance_seed, other_players)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            for (ScheduledGame g : games) {
              insert.setLong(1, runId);
              insert.setInt(2, g.number());
              insert.setInt(3, g.round());
              insert.setString(4, g.first());
              insert.setString(5, g.second());
              insert.setString(6, g.opening());
              insert.setLong(7, g.seed());
              insert.setLong(8, g.chanceSeed());
              insert.setString(9, g.others().isEmpty() ? null : String.join("\n", g.others()));
              insert.addBatch();
            }
            insert.executeBatch();
          }
          return null;
        });
  }

  /** Every planned game of a run, played or not, by number. */
  @Override
  public synchronized List<ScheduledGame> scheduled(long runId) {
    return scheduleRows(runId, "");
  }

  /** The planned games of a run that have not been played yet, by number. */
  @Override
  public synchronized List<ScheduledGame> pending(long runId) {
    return scheduleRows(
        runId,
        " AND game_id IS NULL AND NOT EXISTS (SELECT 1 FROM voided_games v"
            + " WHERE v.run_id = schedule.run_id AND v.number = schedule.number)");
  }

  private List<ScheduledGame> scheduleRows(long runId, String condition) {
    return read(
        "could not read the schedule of run " + runId,
        () -> {
          List<ScheduledGame> rows = new ArrayList<>();
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT number, round, first_player, second_player, opening, seed,"
                      + " chance_seed, other_players FROM schedule WHERE run_id = ?"
                      + condition
                      + " ORDER BY number")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                rows.add(scheduledGame(rs));
              }
            }
          }
          return rows;
        });
  }

  /**
   * A schedule row of the columns {@code number, round, first_player, second_player, opening, seed,
   * chance_seed, other_players}, in that order (a row written before the last two were added has
   * its game's seed as chance seed, and two players).
   */
  static ScheduledGame scheduledGame(ResultSet rs) throws SQLException {
    long seed = rs.getLong(6);
    long chanceSeed = rs.getLong(7);
    if (rs.wasNull()) {
      chanceSeed = seed;
    }
    String others = rs.getString(8);
    return new ScheduledGame(
        rs.getInt(1),
        rs.getInt(2),
        rs.getString(3),
        rs.getString(4),
        rs.getString(5),
        seed,
        chanceSeed,
        others == null || others.isEmpty() ? List.of() : List.of(others.split("\n")));
  }

  /** The games of a run already in the store, by number, with their round (0 if unscheduled). */
  @Override
  public synchronized List<FinishedGame> finished(long runId) {
    return finished(runId, "g.number");
  }

  @Override
  public synchronized List<FinishedGame> finishedInOrderRecorded(long runId) {
    return finished(runId, "g.id");
  }

  private List<FinishedGame> finished(long runId, String order) {
    return read(
        "could not read the games of run " + runId,
        () -> {
          List<FinishedGame> rows = new ArrayList<>();
          try (PreparedStatement q =
              connection.prepareStatement(
                  """
          SELECT g.number, COALESCE(s.round, 0), g.first_player, g.second_player, g.result,
                 g.termination
            FROM games g LEFT JOIN schedule s ON s.run_id = g.run_id AND s.number = g.number
           WHERE g.run_id = ? ORDER BY"""
                      + " "
                      + order)) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                rows.add(
                    new FinishedGame(
                        rs.getInt(1),
                        rs.getInt(2),
                        rs.getString(3),
                        rs.getString(4),
                        rs.getString(5),
                        rs.getString(6)));
              }
            }
          }
          return withMoreSeats(runId, rows);
        });
  }

  /**
   * The games of more than two players of {@code rows} with all their seats and scores (from {@code
   * game_players}); two-player games as they are.
   */
  private List<FinishedGame> withMoreSeats(long runId, List<FinishedGame> rows)
      throws SQLException {
    Map<Integer, List<String>> players = new java.util.HashMap<>();
    Map<Integer, List<Double>> scores = new java.util.HashMap<>();
    try (PreparedStatement q =
        connection.prepareStatement(
            "SELECT g.number, p.player, p.score FROM game_players p JOIN games g ON g.id ="
                + " p.game_id WHERE g.run_id = ? AND p.game_id IN (SELECT game_id FROM"
                + " game_players WHERE seat = 2) ORDER BY g.number, p.seat")) {
      q.setLong(1, runId);
      try (ResultSet rs = q.executeQuery()) {
        while (rs.next()) {
          players.computeIfAbsent(rs.getInt(1), k -> new ArrayList<>()).add(rs.getString(2));
          scores.computeIfAbsent(rs.getInt(1), k -> new ArrayList<>()).add(rs.getDouble(3));
        }
      }
    }
    if (players.isEmpty()) {
      return rows;
    }
    List<FinishedGame> all = new ArrayList<>();
    for (FinishedGame g : rows) {
      List<String> seated = players.get(g.number());
      all.add(
          seated == null
              ? g
              : new FinishedGame(
                  g.number(),
                  g.round(),
                  g.first(),
                  g.second(),
                  g.result(),
                  g.termination(),
                  seated.subList(2, seated.size()),
                  scores.get(g.number())));
    }
    return all;
  }

  /** Each player's strikes in a run so far (its highest recorded count). */
  @Override
  public synchronized Map<String, Integer> strikes(long runId) {
    return read(
        "could not read the violations of run " + runId,
        () -> {
          Map<String, Integer> counts = new java.util.LinkedHashMap<>();
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT v.player, MAX(v.strikes)"
                      + " FROM violations v JOIN games g ON g.id = v.game_id WHERE g.run_id = ?"
                      + " GROUP BY v.player")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                counts.put(rs.getString(1), rs.getInt(2));
              }
            }
          }
          return counts;
        });
  }

  @Override
  public synchronized Map<String, String> pluginDigests(long runId) {
    return read(
        "could not read the plugins of run " + runId,
        () -> {
          Map<String, String> digests = new java.util.TreeMap<>();
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT plugin_id, sha256"
                      + " FROM run_plugins WHERE run_id = ? AND sha256 IS NOT NULL")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                digests.put(rs.getString(1), rs.getString(2));
              }
            }
          }
          return digests;
        });
  }

  /** The players of a run whose violations had {@code action} ({@code disqualified}, ...). */
  @Override
  public synchronized Set<String> playersWithViolation(long runId, String action) {
    return read(
        "could not read the violations of run " + runId,
        () -> {
          Set<String> players = new java.util.LinkedHashSet<>();
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT DISTINCT v.player"
                      + " FROM violations v JOIN games g ON g.id = v.game_id WHERE g.run_id = ?"
                      + " AND v.action = ?")) {
            q.setLong(1, runId);
            q.setString(2, action);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                players.add(rs.getString(1));
              }
            }
          }
          return players;
        });
  }

  /**
   * The latest run of this kind and config text, if any: the run that {@code ply tournament}
   * resumes when it did not finish.
   */
  @Override
  public synchronized Optional<RunStatus> latestRun(String kind, String configSha256) {
    return read(
        "could not look for an earlier run",
        () -> {
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT id, status FROM runs"
                      + " WHERE kind = ? AND config_sha256 = ? ORDER BY id DESC LIMIT 1")) {
            q.setString(1, kind);
            q.setString(2, configSha256);
            try (ResultSet rs = q.executeQuery()) {
              return rs.next()
                  ? Optional.of(new RunStatus(rs.getLong(1), rs.getString(2)))
                  : Optional.<RunStatus>empty();
            }
          }
        });
  }

  /** Marks an unfinished run as running again, for a resume. */
  @Override
  public synchronized void resumeRun(long runId) {
    write(
        "could not resume run " + runId,
        () -> {
          try (PreparedStatement update =
              connection.prepareStatement(
                  "UPDATE runs SET status = 'running', finished_at = NULL WHERE id = ?")) {
            update.setLong(1, runId);
            return update.executeUpdate();
          }
        });
  }

  @Override
  public synchronized void claimRun(long runId) {
    if (claims.containsKey(runId)) {
      return;
    }
    Optional<AutoCloseable> claim =
        read("could not claim run " + runId, () -> dialect.tryClaim(connection, runId));
    if (claim.isEmpty()) {
      throw new RunBusyException(
          "run "
              + runId
              + " in "
              + file
              + " is being played by "
              + RunHolder.describe(
                  read(
                      "could not read who plays run " + runId,
                      () -> RunHolder.of(connection, runId)))
              + "; only one process plays a run. Wait for it to end, or stop it and run the same"
              + " command again to resume.");
    }
    claims.put(runId, claim.get());
    write(
        "could not record who plays run " + runId,
        () -> {
          RunHolder.record(connection, runId, RunHolder.current());
          return null;
        });
  }

  // ---------------------------------------------------------------- tunings (TuneRecords)

  @Override
  public synchronized void recordTuning(long runId, int pairs, List<TuneParameterRow> parameters) {
    write(
        "could not record the parameters of run " + runId,
        () -> {
          TuneRecords.recordTuning(connection, runId, pairs, parameters);
          return null;
        });
  }

  @Override
  public synchronized void recordIteration(long runId, TuneIterationRow iteration) {
    write(
        "could not record iteration " + iteration.iteration() + " of run " + runId,
        () -> {
          TuneRecords.recordIteration(connection, runId, iteration);
          return null;
        });
  }

  @Override
  public synchronized List<TuneParameterRow> tuneParameters(long runId) {
    return read(
        "could not read the parameters of run " + runId,
        () -> TuneRecords.parameters(connection, runId));
  }

  @Override
  public synchronized List<TuneIterationRow> tuneIterations(long runId) {
    return read(
        "could not read the iterations of run " + runId,
        () -> TuneRecords.iterations(connection, runId));
  }

  @Override
  public synchronized Optional<TuneRun> latestTuning(String name) {
    return read("could not look for an earlier tuning", () -> TuneRecords.latest(connection, name));
  }

  @Override
  public synchronized int lastGameNumber(long runId) {
    return read(
        "could not read the games of run " + runId,
        () -> TuneRecords.lastGameNumber(connection, runId));
  }

  private <T> T read(String what, Work<T> work) {
    if (closed) {
      throw new StoreException(what + ": results database " + file + " is closed");
    }
    try {
      return work.run();
    } catch (SQLException e) {
      throw new StoreException(what + " in " + file + ": " + e.getMessage(), e);
    }
  }

  // ---------------------------------------------------------------- games

  private long insertGame(long runId, GameRecord game) throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement(
            """
        INSERT INTO games (run_id, number, game, variant, first_player, second_player, result,
                           winner, termination, reason, plies, seed, started_at, ended_at,
                           final_position, opening)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id""")) {
      List<String> players = game.players();
      insert.setLong(1, runId);
      insert.setInt(2, game.number());
      insert.setString(3, game.gameId());
      insert.setString(4, game.variant());
      insert.setString(5, players.size() > 0 ? players.get(0) : null);
      insert.setString(6, players.size() > 1 ? players.get(1) : null);
      insert.setString(7, game.result());
      insert.setString(8, game.winner());
      insert.setString(9, game.termination().code());
      insert.setString(10, game.reason());
      insert.setInt(11, game.plies());
      insert.setLong(12, game.seed());
      insert.setString(13, timestamp(game.started()));
      insert.setString(14, timestamp(game.ended()));
      insert.setString(15, game.finalPosition());
      insert.setString(16, game.opening());
      return insertReturningId(insert);
    }
  }

  private void insertPlayers(long gameId, GameRecord game) throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO game_players (game_id, seat, player, score, utility)"
                + " VALUES (?, ?, ?, ?, ?)")) {
      for (int seat = 0; seat < game.players().size(); seat++) {
        insert.setLong(1, gameId);
        insert.setInt(2, seat);
        insert.setString(3, game.players().get(seat));
        insert.setDouble(4, game.score(seat));
        if (game.utilities().isEmpty()) {
          insert.setNull(5, Types.INTEGER);
        } else {
          insert.setInt(5, game.utilities().get(seat));
        }
        insert.addBatch();
      }
      insert.executeBatch();
    }
  }

  private void insertViolations(long gameId, List<Violation> violations) throws SQLException {
    if (violations.isEmpty()) {
      return;
    }
    try (PreparedStatement insert =
        connection.prepareStatement(
            """
        INSERT INTO violations (game_id, ply, seat, player, kind, detail, action, strikes)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)""")) {
      for (Violation v : violations) {
        insert.setLong(1, gameId);
        insert.setInt(2, v.ply());
        insert.setInt(3, v.seat());
        insert.setString(4, v.player());
        insert.setString(5, v.kind().code());
        insert.setString(6, v.detail());
        insert.setString(7, v.action());
        insert.setInt(8, v.strikes());
        insert.addBatch();
      }
      insert.executeBatch();
    }
  }

  private void insertMoves(long gameId, List<MoveRecord> moves) throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement(
            """
        INSERT INTO moves (game_id, ply, seat, player, move, time_ms, depth, nodes, value, pv,
                           counters)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
      for (MoveRecord move : moves) {
        insert.setLong(1, gameId);
        insert.setInt(2, move.ply());
        insert.setInt(3, move.seat());
        insert.setString(4, move.player());
        insert.setString(5, move.move());
        insert.setDouble(6, move.timeNanos() / 1e6);
        insert.setInt(7, move.depth());
        insert.setLong(8, move.nodes());
        if (move.value() == null) {
          insert.setNull(9, Types.INTEGER);
        } else {
          insert.setInt(9, move.value());
        }
        insert.setString(
            10, move.principalVariation().isEmpty() ? null : move.principalVariation());
        insert.setString(11, CountersJson.of(move.counters()));
        insert.addBatch();
      }
      insert.executeBatch();
    }
    if (moves.stream().allMatch(m -> m.observations().isEmpty())) {
      return;
    }
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO observations (game_id, ply, seat, text) VALUES (?, ?, ?, ?)")) {
      for (MoveRecord move : moves) {
        for (int seat = 0; seat < move.observations().size(); seat++) {
          String seen = move.observations().get(seat);
          if (seen != null) {
            insert.setLong(1, gameId);
            insert.setInt(2, move.ply());
            insert.setInt(3, seat);
            insert.setString(4, seen);
            insert.addBatch();
          }
        }
      }
      insert.executeBatch();
    }
  }

  // ---------------------------------------------------------------- plumbing

  /** Work done inside one transaction. */
  private interface Work<T> {
    T run() throws SQLException;
  }

  /** A write that fails, or commits, as a whole; wraps SQLite's errors for the caller. */
  /**
   * How long a write waits, in all, for a lock another program holds (the SQLite shell in a
   * transaction, a backup): beyond each statement's own busy timeout, the write is retried.
   */
  private static final long LOCK_PATIENCE_NANOS = 120_000_000_000L;

  private <T> T write(String what, Work<T> work) {
    if (closed) {
      throw new StoreException(what + ": results database " + file + " is closed");
    }
    long giveUp = System.nanoTime() + LOCK_PATIENCE_NANOS;
    while (true) {
      try {
        return inTransaction(work);
      } catch (SQLException e) {
        boolean locked =
            (e.getErrorCode() & 0xff) == SQLITE_BUSY
                || String.valueOf(e.getMessage()).contains("database is locked");
        if (!locked || System.nanoTime() > giveUp) {
          throw new StoreException(
              what
                  + " in "
                  + file
                  + ": "
                  + e.getMessage()
                  + (locked
                      ? "; it stayed locked for "
                          + LOCK_PATIENCE_NANOS / 1_000_000_000L
                          + " s: another program holds it (an sqlite3 shell in a transaction?)"
                      : ""),
              e);
        }
        try {
          Thread.sleep(200);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          throw new StoreException(what + " in " + file + ": interrupted while it was locked", e);
        }
      }
    }
  }

  /** SQLite's result code for "the database is locked". */
  private static final int SQLITE_BUSY = 5;

  /**
   * Runs {@code work} in one transaction ({@link Dialect#beginWrite}), committing it if it returns
   * and rolling it back if it throws.
   *
   * <p>Why explicit statements on a connection left in JDBC auto-commit mode, rather than {@code
   * setAutoCommit(false)}: in that mode sqlite-jdbc opens the next transaction eagerly, running
   * {@code begin} again right after every {@code commit()} and {@code rollback()}. The store would
   * then hold SQLite's write lock all the time between games, and any other writer (a second {@code
   * ply}, the sqlite3 shell) would wait for the whole run. In auto-commit mode a transaction is
   * only what the SQL opened, so the lock is held from {@code BEGIN} to {@code COMMIT}.
   */
  private <T> T inTransaction(Work<T> work) throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.execute(dialect.beginWrite());
      try {
        T result = work.run();
        s.execute("COMMIT");
        return result;
      } catch (SQLException | RuntimeException e) {
        try {
          s.execute("ROLLBACK");
        } catch (SQLException rollback) {
          e.addSuppressed(rollback);
        }
        throw e;
      }
    }
  }

  /** Runs an INSERT ... RETURNING id and gives the new row's id. */
  private static long insertReturningId(PreparedStatement insert) throws SQLException {
    try (ResultSet rs = insert.executeQuery()) {
      if (!rs.next()) {
        throw new SQLException("the insert returned no id");
      }
      return rs.getLong(1);
    }
  }

  private void closeQuietly(Exception failure) {
    try {
      connection.close();
    } catch (SQLException e) {
      failure.addSuppressed(e);
    }
  }

  private static String timestamp(Instant instant) {
    return TIMESTAMP.format(instant);
  }
}
