package dev.ply.host.store;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/**
 * Who plays a run, as the {@code run_claims} table keeps it: the host, the process id and since
 * when. The claim itself is the dialect's lock (a file lock, an advisory lock); this row only names
 * the holder for the message that refuses a second writer.
 *
 * @param host the machine's name
 * @param pid the process id
 * @param since when it claimed the run (ISO-8601 UTC)
 */
record RunHolder(String host, long pid, String since) {

  /** This process, now. */
  static RunHolder current() {
    String host;
    try {
      host = InetAddress.getLocalHost().getHostName();
    } catch (UnknownHostException e) {
      host = "an unknown host";
    }
    return new RunHolder(host, ProcessHandle.current().pid(), Instant.now().toString());
  }

  /** Replaces the holder of {@code runId}; called inside the caller's write transaction. */
  static void record(Connection connection, long runId, RunHolder holder) throws SQLException {
    try (PreparedStatement delete =
        connection.prepareStatement("DELETE FROM run_claims WHERE run_id = ?")) {
      delete.setLong(1, runId);
      delete.executeUpdate();
    }
    try (PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO run_claims (run_id, host, pid, since) VALUES (?, ?, ?, ?)")) {
      insert.setLong(1, runId);
      insert.setString(2, holder.host());
      insert.setLong(3, holder.pid());
      insert.setString(4, holder.since());
      insert.executeUpdate();
    }
  }

  /** The last recorded holder of {@code runId}, if any. */
  static Optional<RunHolder> of(Connection connection, long runId) throws SQLException {
    try (PreparedStatement q =
        connection.prepareStatement("SELECT host, pid, since FROM run_claims WHERE run_id = ?")) {
      q.setLong(1, runId);
      try (ResultSet rs = q.executeQuery()) {
        return rs.next()
            ? Optional.of(new RunHolder(rs.getString(1), rs.getLong(2), rs.getString(3)))
            : Optional.empty();
      }
    }
  }

  /** "process 1234 on host x since 2026-11-24T22:00:00Z", or "another process". */
  static String describe(Optional<RunHolder> holder) {
    return holder
        .map(h -> "process " + h.pid() + " on " + h.host() + " since " + h.since())
        .orElse("another process");
  }
}
