package dev.ply.host.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Reads a results store through JDBC, the same queries for SQLite and PostgreSQL: see {@link
 * ResultReader} for the contract. The connection is opened read-only, so a reader can never alter
 * the store, and it may read while a run is still writing it.
 */
final class JdbcResultReader implements ResultReader {

  /** The newest schema version this reader understands. */
  private static final int NEWEST_VERSION = Schema.VERSION;

  private final StoreLocation location;
  private final String file;
  private final Connection connection;
  private final boolean gamesHaveOpening;
  private final boolean pluginsHaveSha256;
  private final boolean hasEntrants;
  private final boolean entrantsHavePlugins;
  private final boolean hasSchedule;
  private final boolean hasSprt;
  private final boolean hasAdjudications;
  private final boolean hasVoided;
  private final boolean hasObservations;
  private final boolean seatsHaveUtility;

  private JdbcResultReader(StoreLocation location, Connection connection) throws SQLException {
    this.location = location;
    this.file = location.where();
    this.connection = connection;
    Set<String> tables = new HashSet<>(Schema.tableNames(connection));
    checkPlyDatabase(tables);
    this.gamesHaveOpening = Schema.columnNames(connection, "games").contains("opening");
    this.pluginsHaveSha256 = Schema.columnNames(connection, "run_plugins").contains("sha256");
    this.hasEntrants = tables.contains("entrants");
    this.entrantsHavePlugins =
        hasEntrants && Schema.columnNames(connection, "entrants").contains("strategy_plugin");
    this.hasSchedule = tables.contains("schedule");
    this.hasSprt = tables.contains("run_sprt");
    this.hasAdjudications = tables.contains("adjudications");
    this.hasVoided = tables.contains("voided_games");
    this.hasObservations = tables.contains("observations");
    this.seatsHaveUtility = Schema.columnNames(connection, "game_players").contains("utility");
  }

  /** Opens the store at {@code location} to read it; see {@link ResultReader#open}. */
  static ResultReader open(StoreLocation location) {
    Dialect dialect = Dialect.of(location);
    Connection connection;
    try {
      connection = dialect.openForReading();
    } catch (SQLException e) {
      throw dialect.openFailure(e);
    }
    try {
      return new JdbcResultReader(location, connection);
    } catch (SQLException | RuntimeException e) {
      try {
        connection.close();
      } catch (SQLException closing) {
        e.addSuppressed(closing);
      }
      throw e instanceof SQLException sql ? dialect.openFailure(sql) : (RuntimeException) e;
    }
  }

  private void checkPlyDatabase(Set<String> tables) throws SQLException {
    if (!tables.contains("schema_version")) {
      throw new StoreException(
          file
              + " is not a Ply results database: "
              + (tables.isEmpty()
                  ? "it has no tables"
                  : "it has tables " + tables + " but no schema_version"));
    }
    List<Long> versions = new ArrayList<>();
    try (Statement s = connection.createStatement();
        ResultSet rs = s.executeQuery("SELECT version FROM schema_version")) {
      while (rs.next()) {
        versions.add(rs.getLong(1));
      }
    }
    if (versions.size() != 1 || versions.get(0) < 1) {
      throw new StoreException(
          file
              + " has an unknown results schema version "
              + versions
              + "; this Ply reads versions 1 to "
              + NEWEST_VERSION
              + ".");
    }
    if (versions.get(0) > NEWEST_VERSION) {
      throw new StoreException(
          file
              + " has results schema version "
              + versions.get(0)
              + ", written by a newer Ply; this Ply reads versions 1 to "
              + NEWEST_VERSION
              + ". Use a newer Ply.");
    }
    for (String table : List.of("runs", "run_plugins", "games", "game_players", "moves")) {
      if (!tables.contains(table)) {
        throw new StoreException(
            file + " is not a complete Ply results database: it has no " + table + " table");
      }
    }
  }

  @Override
  public String where() {
    return file;
  }

  @Override
  public String shortName() {
    return location.shortName();
  }

  // ---------------------------------------------------------------- runs

  /** Every run in the file, oldest first. */
  @Override
  public List<Run> runs() {
    return read(
        "could not read the runs",
        () -> {
          Map<Long, List<PluginInfo>> plugins = plugins();
          List<Run> runs = new ArrayList<>();
          try (Statement s = connection.createStatement();
              ResultSet rs =
                  s.executeQuery(
                      """
              SELECT r.id, r.kind, r.name, r.config_path, r.config_text, r.config_sha256, r.game,
                     r.variant, r.started_at, r.finished_at, r.status, r.ply_version, r.jvm, r.os,
                     (SELECT COUNT(*) FROM games g WHERE g.run_id = r.id)
                FROM runs r ORDER BY r.id""")) {
            while (rs.next()) {
              long id = rs.getLong(1);
              runs.add(
                  new Run(
                      id,
                      rs.getString(2),
                      rs.getString(3),
                      rs.getString(4),
                      rs.getString(5),
                      rs.getString(6),
                      rs.getString(7),
                      rs.getString(8),
                      rs.getString(9),
                      text(rs.getString(10)),
                      rs.getString(11),
                      rs.getString(12),
                      rs.getString(13),
                      rs.getString(14),
                      plugins.getOrDefault(id, List.of()),
                      rs.getInt(15)));
            }
          }
          return runs;
        });
  }

  /**
   * The run with this id, or the latest run (the highest id) when {@code id} is empty.
   *
   * @throws StoreException if there is no such run, or no run at all
   */
  @Override
  public Run run(Optional<Long> id) {
    List<Run> runs = runs();
    if (runs.isEmpty()) {
      throw new StoreException(file + " has no runs yet");
    }
    if (id.isEmpty()) {
      return runs.get(runs.size() - 1);
    }
    return runs.stream()
        .filter(r -> r.id() == id.get())
        .findFirst()
        .orElseThrow(
            () ->
                new StoreException(
                    file
                        + " has no run "
                        + id.get()
                        + "; its runs are "
                        + runs.stream().map(r -> String.valueOf(r.id())).toList()));
  }

  private Map<Long, List<PluginInfo>> plugins() throws SQLException {
    Map<Long, List<PluginInfo>> byRun = new LinkedHashMap<>();
    String sha = pluginsHaveSha256 ? "sha256" : "NULL";
    try (Statement s = connection.createStatement();
        ResultSet rs =
            s.executeQuery(
                "SELECT run_id, plugin_id, version, path, "
                    + sha
                    + " FROM run_plugins ORDER BY run_id, plugin_id")) {
      while (rs.next()) {
        byRun
            .computeIfAbsent(rs.getLong(1), k -> new ArrayList<>())
            .add(
                new PluginInfo(
                    rs.getString(2), rs.getString(3), rs.getString(4), text(rs.getString(5))));
      }
    }
    return byRun;
  }

  // ---------------------------------------------------------------- entrants and games

  /**
   * The entrants of a run in config order: the {@code entrants} rows when there are any, else one
   * row per player of its games in order of first appearance (strategy, options and limits then
   * unknown, so empty).
   */
  @Override
  public List<EntrantRow> entrants(long runId) {
    return read(
        "could not read the entrants of run " + runId,
        () -> {
          List<EntrantRow> rows = new ArrayList<>();
          if (hasEntrants) {
            String plugins =
                entrantsHavePlugins ? "strategy_plugin, evaluator_plugin" : "NULL, NULL";
            try (PreparedStatement q =
                connection.prepareStatement(
                    "SELECT position, name, strategy,"
                        + " evaluator, options, limits, "
                        + plugins
                        + " FROM entrants WHERE run_id = ?"
                        + " ORDER BY position")) {
              q.setLong(1, runId);
              try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                  rows.add(
                      new EntrantRow(
                          rs.getInt(1),
                          rs.getString(2),
                          rs.getString(3),
                          text(rs.getString(4)),
                          text(rs.getString(5)),
                          text(rs.getString(6)),
                          text(rs.getString(7)),
                          text(rs.getString(8))));
                }
              }
            }
          }
          if (!rows.isEmpty()) {
            return rows;
          }
          Set<String> players = new LinkedHashSet<>();
          try (PreparedStatement q =
              connection.prepareStatement(
                  """
          SELECT p.player FROM game_players p JOIN games g ON g.id = p.game_id
           WHERE g.run_id = ? ORDER BY g.number, p.seat""")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                players.add(rs.getString(1));
              }
            }
          }
          int position = 1;
          for (String player : players) {
            rows.add(new EntrantRow(position++, player, "", "", "", ""));
          }
          return rows;
        });
  }

  /** The planned games of a run, by number; empty for a match or a version 1 file. */
  @Override
  public List<ScheduledGame> schedule(long runId) {
    if (!hasSchedule) {
      return List.of();
    }
    return read(
        "could not read the schedule of run " + runId,
        () -> {
          List<ScheduledGame> rows = new ArrayList<>();
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT number, round, first_player,"
                      + " second_player, opening, seed FROM schedule WHERE run_id = ? ORDER BY number")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                rows.add(
                    new ScheduledGame(
                        rs.getInt(1),
                        rs.getInt(2),
                        rs.getString(3),
                        rs.getString(4),
                        text(rs.getString(5)),
                        rs.getLong(6)));
              }
            }
          }
          return rows;
        });
  }

  /** The games of a run, by number, each with its players by seat. */
  @Override
  public List<Game> games(long runId) {
    List<Game> games = new ArrayList<>();
    forEachGame(runId, games::add);
    return games;
  }

  /** Hands each game of a run to {@code action}, by number, without keeping them. */
  @Override
  public void forEachGame(long runId, Consumer<Game> action) {
    read(
        "could not read the games of run " + runId,
        () -> {
          try (PreparedStatement players =
                  connection.prepareStatement(
                      """
              SELECT p.game_id, p.player, p.score, p.utility FROM game_players p
                JOIN games g ON g.id = p.game_id
               WHERE g.run_id = ? ORDER BY g.number, p.seat""");
              PreparedStatement games = connection.prepareStatement(gamesQuery())) {
            players.setLong(1, runId);
            games.setLong(1, runId);
            try (ResultSet p = players.executeQuery();
                ResultSet g = games.executeQuery()) {
              boolean morePlayers = p.next();
              while (g.next()) {
                long id = g.getLong(1);
                List<String> names = new ArrayList<>();
                List<Double> scores = new ArrayList<>();
                List<Double> utilities = new ArrayList<>();
                while (morePlayers && p.getLong(1) == id) {
                  names.add(p.getString(2));
                  scores.add(p.getDouble(3));
                  double utility = p.getDouble(4);
                  utilities.add(p.wasNull() ? null : utility);
                  morePlayers = p.next();
                }
                if (names.isEmpty()) {
                  addIfPresent(names, g.getString(6));
                  addIfPresent(names, g.getString(7));
                }
                action.accept(
                    new Game(
                        id,
                        g.getLong(2),
                        g.getInt(3),
                        g.getInt(4),
                        g.getString(5),
                        g.getString(8),
                        names,
                        scores,
                        g.getString(9),
                        text(g.getString(10)),
                        g.getString(11),
                        g.getString(12),
                        g.getInt(13),
                        g.getLong(14),
                        g.getString(15),
                        g.getString(16),
                        g.getString(17),
                        text(g.getString(18)),
                        utilities));
              }
            }
          }
          return null;
        });
  }

  private String gamesQuery() {
    String round =
        hasSchedule
            ? "COALESCE((SELECT s.round FROM schedule s WHERE s.run_id = g.run_id"
                + " AND s.number = g.number), 0)"
            : "0";
    String opening = gamesHaveOpening ? "g.opening" : "''";
    return "SELECT g.id, g.run_id, g.number, "
        + round
        + ", g.game, g.first_player,"
        + " g.second_player, g.variant, g.result, g.winner, g.termination, g.reason, g.plies,"
        + " g.seed, g.started_at, g.ended_at, g.final_position, "
        + opening
        + " FROM games g WHERE g.run_id = ? ORDER BY g.number";
  }

  private static void addIfPresent(List<String> names, String name) {
    if (name != null) {
      names.add(name);
    }
  }

  // ---------------------------------------------------------------- moves

  /** The moves of one game, by ply. */
  @Override
  public List<Move> moves(long gameId) {
    return read(
        "could not read the moves of game " + gameId,
        () -> {
          List<Move> moves = new ArrayList<>();
          try (PreparedStatement q =
              connection.prepareStatement(MOVES_SELECT + " WHERE m.game_id = ? ORDER BY m.ply")) {
            q.setLong(1, gameId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                moves.add(move(rs));
              }
            }
          }
          return moves;
        });
  }

  /** Hands every move of a run to {@code action}, by game number then ply, streaming. */
  @Override
  public void forEachMove(long runId, Consumer<Move> action) {
    read(
        "could not read the moves of run " + runId,
        () -> {
          try (PreparedStatement q =
              connection.prepareStatement(
                  MOVES_SELECT + " WHERE g.run_id = ? ORDER BY g.number, m.ply")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                action.accept(move(rs));
              }
            }
          }
          return null;
        });
  }

  /**
   * Hands each game of a run to {@code action} with its moves, by number: only one game's moves are
   * in memory at a time. Games without moves come with an empty list.
   */
  @Override
  public void forEachGameWithMoves(long runId, BiConsumer<Game, List<Move>> action) {
    List<Game> games = games(runId);
    int[] next = {0};
    List<Move> current = new ArrayList<>();
    long[] currentGame = {Long.MIN_VALUE};
    forEachMove(
        runId,
        move -> {
          if (move.gameId() != currentGame[0]) {
            flushUntil(games, next, currentGame[0], current, action);
            currentGame[0] = move.gameId();
          }
          current.add(move);
        });
    flushUntil(games, next, currentGame[0], current, action);
    while (next[0] < games.size()) {
      action.accept(games.get(next[0]++), List.of());
    }
  }

  /** Emits the games before {@code gameId} without moves, then {@code gameId} with its moves. */
  private static void flushUntil(
      List<Game> games,
      int[] next,
      long gameId,
      List<Move> moves,
      BiConsumer<Game, List<Move>> action) {
    if (moves.isEmpty()) {
      return;
    }
    while (next[0] < games.size() && games.get(next[0]).id() != gameId) {
      action.accept(games.get(next[0]++), List.of());
    }
    if (next[0] < games.size()) {
      action.accept(games.get(next[0]++), List.copyOf(moves));
    }
    moves.clear();
  }

  private static final String MOVES_SELECT =
      """
      SELECT m.game_id, g.number, m.ply, m.seat, m.player, m.move, m.time_ms, m.depth, m.nodes,
             m.value, m.pv, m.counters
        FROM moves m JOIN games g ON g.id = m.game_id""";

  private static Move move(ResultSet rs) throws SQLException {
    int value = rs.getInt(10);
    Integer boxed = rs.wasNull() ? null : value;
    return new Move(
        rs.getLong(1),
        rs.getInt(2),
        rs.getInt(3),
        rs.getInt(4),
        rs.getString(5),
        rs.getString(6),
        rs.getDouble(7),
        rs.getInt(8),
        rs.getLong(9),
        boxed,
        text(rs.getString(11)),
        text(rs.getString(12)));
  }

  /** Per-player move statistics of a run, by player name. */
  @Override
  public List<MoveStats> moveStats(long runId) {
    return read(
        "could not read the move statistics of run " + runId,
        () -> {
          List<MoveStats> stats = new ArrayList<>();
          try (PreparedStatement q =
              connection.prepareStatement(
                  """
          SELECT m.player, COUNT(*), AVG(m.depth), AVG(m.nodes), SUM(m.nodes), SUM(m.time_ms),
                 AVG(m.time_ms)
            FROM moves m JOIN games g ON g.id = m.game_id
           WHERE g.run_id = ? GROUP BY m.player ORDER BY m.player""")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                double totalNodes = rs.getDouble(5);
                double totalMs = rs.getDouble(6);
                stats.add(
                    new MoveStats(
                        rs.getString(1),
                        rs.getLong(2),
                        rs.getDouble(3),
                        rs.getDouble(4),
                        totalMs > 0 ? totalNodes / (totalMs / 1000) : 0,
                        rs.getDouble(7)));
              }
            }
          }
          return stats;
        });
  }

  // ---------------------------------------------------------------- export

  /**
   * Streams a run's games as rows: the columns of {@code games} (with {@code opening} empty for a
   * version 1 file), by number.
   */
  @Override
  public void exportGames(long runId, RowSink sink) {
    String opening = gamesHaveOpening ? "g.opening" : "''";
    String adjudication =
        hasAdjudications
            ? " a.rule AS adjudication_rule, a.evidence AS adjudication_evidence"
                + " FROM games g LEFT JOIN adjudications a ON a.game_id = g.id"
            : " NULL AS adjudication_rule, NULL AS adjudication_evidence FROM games g";
    export(
        "could not export the games of run " + runId,
        "SELECT g.id, g.run_id, g.number,"
            + " g.game, g.variant, g.first_player, g.second_player, g.result, g.winner,"
            + " g.termination, g.reason, g.plies, g.seed, g.started_at, g.ended_at,"
            + " g.final_position, "
            + opening
            + " AS opening,"
            + adjudication
            + " WHERE g.run_id = ? ORDER BY g.number",
        runId,
        sink);
  }

  /**
   * Streams a run's moves as rows: {@code run_id}, {@code game_id}, the game's {@code number} as
   * {@code game_number}, then the other columns of {@code moves}; by game number and ply.
   */
  @Override
  public void exportMoves(long runId, RowSink sink) {
    export(
        "could not export the moves of run " + runId,
        """
        SELECT g.run_id, m.game_id, g.number AS game_number, m.ply, m.seat, m.player, m.move,
               m.time_ms, m.depth, m.nodes, m.value, m.pv, m.counters
          FROM moves m JOIN games g ON g.id = m.game_id
         WHERE g.run_id = ? ORDER BY g.number, m.ply""",
        runId,
        sink);
  }

  @Override
  public void exportSeats(long runId, RowSink sink) {
    String utility = seatsHaveUtility ? "p.utility" : "NULL AS utility";
    export(
        "could not export the seats of run " + runId,
        "SELECT g.run_id, p.game_id, g.number AS game_number, p.seat, p.player, p.score, "
            + utility
            + " FROM game_players p JOIN games g ON g.id = p.game_id"
            + " WHERE g.run_id = ? ORDER BY g.number, p.seat",
        runId,
        sink);
  }

  @Override
  public boolean exportObservations(long runId, RowSink sink) {
    if (!hasObservations) {
      return false;
    }
    boolean any =
        read(
            "could not read the observations of run " + runId,
            () -> {
              try (PreparedStatement q =
                  connection.prepareStatement(
                      "SELECT 1 FROM observations o JOIN games g ON g.id = o.game_id"
                          + " WHERE g.run_id = ? LIMIT 1")) {
                q.setLong(1, runId);
                try (ResultSet rs = q.executeQuery()) {
                  return rs.next();
                }
              }
            });
    if (any) {
      export(
          "could not export the observations of run " + runId,
          """
          SELECT g.run_id, o.game_id, g.number AS game_number, o.ply, o.seat, o.text
            FROM observations o JOIN games g ON g.id = o.game_id
           WHERE g.run_id = ? ORDER BY g.number, o.ply, o.seat""",
          runId,
          sink);
    }
    return any;
  }

  @Override
  public java.util.SortedMap<Integer, Map<Integer, String>> observations(long gameId) {
    java.util.SortedMap<Integer, Map<Integer, String>> seen = new java.util.TreeMap<>();
    if (!hasObservations) {
      return seen;
    }
    return read(
        "could not read the observations of game " + gameId,
        () -> {
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT ply, seat, text FROM observations WHERE game_id = ? ORDER BY ply, seat")) {
            q.setLong(1, gameId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                seen.computeIfAbsent(rs.getInt(1), k -> new java.util.TreeMap<>())
                    .put(rs.getInt(2), rs.getString(3));
              }
            }
          }
          return seen;
        });
  }

  private void export(String what, String sql, long runId, RowSink sink) {
    read(
        what,
        () -> {
          try (PreparedStatement q = connection.prepareStatement(sql)) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              ResultSetMetaData meta = rs.getMetaData();
              int n = meta.getColumnCount();
              List<String> columns = new ArrayList<>(n);
              for (int i = 1; i <= n; i++) {
                columns.add(meta.getColumnLabel(i));
              }
              sink.header(columns);
              Object[] values = new Object[n];
              while (rs.next()) {
                for (int i = 0; i < n; i++) {
                  Object value = rs.getObject(i + 1);
                  values[i] =
                      value instanceof Integer small
                          ? Long.valueOf(small)
                          : value instanceof Float f ? Double.valueOf(f) : value;
                }
                sink.row(Arrays.asList(values.clone()));
              }
            }
          }
          return null;
        });
  }

  // ---------------------------------------------------------------- plumbing

  /** Closes the connection; a second call does nothing. */
  @Override
  public Optional<SprtRecord> sprt(long runId) {
    if (!hasSprt) {
      return Optional.empty();
    }
    return read(
        "could not read the SPRT of run " + runId,
        () -> {
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT first, second, model, elo0,"
                      + " elo1, alpha, beta FROM run_sprt WHERE run_id = ?")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              return rs.next()
                  ? Optional.of(
                      new SprtRecord(
                          rs.getString(1),
                          rs.getString(2),
                          rs.getString(3),
                          rs.getDouble(4),
                          rs.getDouble(5),
                          rs.getDouble(6),
                          rs.getDouble(7)))
                  : Optional.<SprtRecord>empty();
            }
          }
        });
  }

  @Override
  public Map<String, Long> adjudications(long runId) {
    Map<String, Long> counts = new java.util.TreeMap<>();
    if (!hasAdjudications) {
      return counts;
    }
    return read(
        "could not read the adjudications of run " + runId,
        () -> {
          try (PreparedStatement q =
              connection.prepareStatement(
                  "SELECT a.rule, COUNT(*)"
                      + " FROM adjudications a JOIN games g ON g.id = a.game_id WHERE g.run_id = ?"
                      + " GROUP BY a.rule")) {
            q.setLong(1, runId);
            try (ResultSet rs = q.executeQuery()) {
              while (rs.next()) {
                counts.put(rs.getString(1), rs.getLong(2));
              }
            }
          }
          return counts;
        });
  }

  @Override
  public List<String> voided(long runId) {
    List<String> reasons = new ArrayList<>();
    if (!hasVoided) {
      return reasons;
    }
    return read(
        "could not read the void games of run " + runId,
        () -> {
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

  @Override
  public List<Game> gamesInOrderRecorded(long runId) {
    List<Game> games = new ArrayList<>(games(runId));
    games.sort(java.util.Comparator.comparingLong(Game::id));
    return games;
  }

  @Override
  public void close() {
    try {
      connection.close();
    } catch (SQLException e) {
      throw new StoreException(
          "could not close results database " + file + ": " + e.getMessage(), e);
    }
  }

  private static String text(String nullable) {
    return nullable == null ? "" : nullable;
  }

  /** A query that may throw SQLException. */
  private interface Query<T> {
    T run() throws SQLException;
  }

  private <T> T read(String what, Query<T> query) {
    try {
      return query.run();
    } catch (SQLException e) {
      throw new StoreException(what + " from " + file + ": " + e.getMessage(), e);
    }
  }
}
