package dev.ply.host.store;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Termination;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Runs, games and moves to store, and plain JDBC to read the file back. */
final class StoreFixtures {

  static final String CONFIG = "game: tic-tac-toe\nplayers: [alice, bob]  # ünïcode\n";

  private StoreFixtures() {}

  static RunInfo run() {
    return new RunInfo(
        "match",
        "ttt.yaml",
        "configs/ttt.yaml",
        CONFIG,
        RunInfo.sha256(CONFIG),
        "tic-tac-toe",
        "",
        Instant.parse("2025-03-01T10:15:30.123Z"),
        "0.1.0-SNAPSHOT",
        "OpenJDK 17",
        "Linux 6.1 amd64",
        List.of(
            new PluginInfo("tic-tac-toe", "0.1.0", "plugins/tic-tac-toe.jar"),
            new PluginInfo("classic-search", "0.2.0", "plugins/classic-search.jar")));
  }

  static MoveRecord move(int ply, int seat, String player, String move) {
    return new MoveRecord(ply, seat, player, move, 1_000_000L, 1, 1, null, "", Map.of());
  }

  /** A two-player game won by seat 0, with {@code plies} plain moves. */
  static GameRecord game(int number, int plies) {
    List<MoveRecord> moves = new ArrayList<>();
    for (int ply = 1; ply <= plies; ply++) {
      int seat = (ply - 1) % 2;
      moves.add(move(ply, seat, seat == 0 ? "alice" : "bob", "m" + ply));
    }
    return game(number, List.of("alice", "bob"), 0, moves);
  }

  static GameRecord game(int number, List<String> players, int winnerSeat, List<MoveRecord> moves) {
    return new GameRecord(
        number,
        "tic-tac-toe",
        "",
        players,
        winnerSeat,
        winnerSeat < 0 ? Termination.PLY_CAP : Termination.NORMAL,
        "the game ended",
        number,
        Instant.parse("2025-03-01T10:16:00Z"),
        Instant.parse("2025-03-01T10:16:01Z"),
        "...",
        moves);
  }

  static Connection jdbc(Path file) throws SQLException {
    return DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
  }

  /** Every row of a query, integers as Long, reals as Double, NULL as null. */
  static List<List<Object>> rows(Path file, String sql) throws SQLException {
    try (Connection c = jdbc(file);
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      List<List<Object>> rows = new ArrayList<>();
      int columns = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        Object[] row = new Object[columns];
        for (int i = 0; i < columns; i++) {
          Object value = rs.getObject(i + 1);
          row[i] = value instanceof Integer n ? Long.valueOf(n) : value;
        }
        rows.add(Arrays.asList(row));
      }
      return rows;
    }
  }

  static long count(Path file, String table) throws SQLException {
    return (Long) rows(file, "SELECT COUNT(*) FROM " + table).get(0).get(0);
  }

  static List<Object> row(Object... values) {
    return Arrays.asList(values);
  }
}
