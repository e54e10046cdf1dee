package dev.ply.host.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The SQL of {@link TuneStore}, on a connection the store holds and in its transactions. */
final class TuneRecords {

  private TuneRecords() {}

  static void recordTuning(
      Connection connection, long runId, int pairs, List<TuneParameterRow> rows)
      throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO tune_parameters (run_id, position, name, start, min, max, c_end, r_end,"
                + " pairs) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      for (int i = 0; i < rows.size(); i++) {
        TuneParameterRow p = rows.get(i);
        insert.setLong(1, runId);
        insert.setInt(2, i + 1);
        insert.setString(3, p.name());
        insert.setDouble(4, p.start());
        insert.setDouble(5, p.min());
        insert.setDouble(6, p.max());
        insert.setDouble(7, p.cEnd());
        insert.setDouble(8, p.rEnd());
        insert.setInt(9, pairs);
        insert.executeUpdate();
      }
    }
  }

  static void recordIteration(Connection connection, long runId, TuneIterationRow it)
      throws SQLException {
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO tune_iterations (run_id, iteration, iter, result, games)"
                + " VALUES (?, ?, ?, ?, ?)")) {
      insert.setLong(1, runId);
      insert.setInt(2, it.iteration());
      insert.setInt(3, it.iter());
      insert.setInt(4, it.result());
      insert.setString(5, String.join(" ", it.games().stream().map(String::valueOf).toList()));
      insert.executeUpdate();
    }
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO tune_values (run_id, iteration, position, flip, c, r, plus, minus, theta)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      for (int p = 0; p < it.flips().length; p++) {
        insert.setLong(1, runId);
        insert.setInt(2, it.iteration());
        insert.setInt(3, p + 1);
        insert.setInt(4, it.flips()[p]);
        insert.setDouble(5, it.c()[p]);
        insert.setDouble(6, it.r()[p]);
        insert.setDouble(7, it.plus()[p]);
        insert.setDouble(8, it.minus()[p]);
        insert.setDouble(9, it.theta()[p]);
        insert.executeUpdate();
      }
    }
  }

  static List<TuneParameterRow> parameters(Connection connection, long runId) throws SQLException {
    List<TuneParameterRow> rows = new ArrayList<>();
    try (PreparedStatement q =
        connection.prepareStatement(
            "SELECT name, start, min, max, c_end, r_end FROM tune_parameters"
                + " WHERE run_id = ? ORDER BY position")) {
      q.setLong(1, runId);
      try (ResultSet rs = q.executeQuery()) {
        while (rs.next()) {
          rows.add(
              new TuneParameterRow(
                  rs.getString(1),
                  rs.getDouble(2),
                  rs.getDouble(3),
                  rs.getDouble(4),
                  rs.getDouble(5),
                  rs.getDouble(6)));
        }
      }
    }
    return rows;
  }

  static List<TuneIterationRow> iterations(Connection connection, long runId) throws SQLException {
    Map<Integer, List<double[]>> values = new TreeMap<>();
    try (PreparedStatement q =
        connection.prepareStatement(
            "SELECT iteration, flip, c, r, plus, minus, theta FROM tune_values"
                + " WHERE run_id = ? ORDER BY iteration, position")) {
      q.setLong(1, runId);
      try (ResultSet rs = q.executeQuery()) {
        while (rs.next()) {
          double[] v = new double[6];
          for (int col = 0; col < 6; col++) {
            v[col] = rs.getDouble(2 + col);
          }
          values.computeIfAbsent(rs.getInt(1), k -> new ArrayList<>()).add(v);
        }
      }
    }
    List<TuneIterationRow> rows = new ArrayList<>();
    try (PreparedStatement q =
        connection.prepareStatement(
            "SELECT iteration, iter, result, games FROM tune_iterations"
                + " WHERE run_id = ? ORDER BY iteration")) {
      q.setLong(1, runId);
      try (ResultSet rs = q.executeQuery()) {
        while (rs.next()) {
          List<double[]> byPosition = values.getOrDefault(rs.getInt(1), List.of());
          double[][] v = new double[6][byPosition.size()];
          for (int p = 0; p < byPosition.size(); p++) {
            for (int col = 0; col < 6; col++) {
              v[col][p] = byPosition.get(p)[col];
            }
          }
          String games = rs.getString(4);
          rows.add(
              new TuneIterationRow(
                  rs.getInt(1),
                  rs.getInt(2),
                  rs.getInt(3),
                  games.isBlank()
                      ? List.of()
                      : Arrays.stream(games.trim().split(" ")).map(Integer::valueOf).toList(),
                  Arrays.stream(v[0]).mapToInt(d -> (int) d).toArray(),
                  v[1],
                  v[2],
                  v[3],
                  v[4],
                  v[5]));
        }
      }
    }
    return rows;
  }

  static Optional<TuneStore.TuneRun> latest(Connection connection, String name)
      throws SQLException {
    try (PreparedStatement q =
        connection.prepareStatement(
            "SELECT id, status, config_text FROM runs WHERE kind = 'tune' AND name = ?"
                + " ORDER BY id DESC LIMIT 1")) {
      q.setString(1, name);
      try (ResultSet rs = q.executeQuery()) {
        return rs.next()
            ? Optional.of(new TuneStore.TuneRun(rs.getLong(1), rs.getString(2), rs.getString(3)))
            : Optional.empty();
      }
    }
  }

  static int lastGameNumber(Connection connection, long runId) throws SQLException {
    try (PreparedStatement q =
        connection.prepareStatement(
            "SELECT MAX(n) FROM (SELECT MAX(number) AS n FROM games WHERE run_id = ?"
                + " UNION ALL SELECT MAX(number) AS n FROM voided_games WHERE run_id = ?"
                + " UNION ALL SELECT MAX(number) AS n FROM schedule WHERE run_id = ?) AS m")) {
      q.setLong(1, runId);
      q.setLong(2, runId);
      q.setLong(3, runId);
      try (ResultSet rs = q.executeQuery()) {
        return rs.next() ? rs.getInt(1) : 0;
      }
    }
  }
}
