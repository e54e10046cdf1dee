package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.ENGINES;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An engine that never finishes its handshake stops costing the run its timeout once {@code
 * disqualify-after} strikes have been counted: the rest of its games are lost without waiting,
 * through the real CLI.
 */
class HandshakeStrikesIT {

  @TempDir Path temp;

  @Test
  void anEngineThatNeverAnswersItsHandshakeIsDisqualifiedAfterItsStrikes() throws Exception {
    Path config = temp.resolve("mute.yaml");
    Files.writeString(
        config,
        """
        name: mute engine
        game: chess
        format: round-robin
        games-per-pairing: 6
        move-cap: 2s
        grace: 200ms
        concurrency: 1
        violations:
          disqualify-after: 2
        entrants:
          - {name: mute, command: [python3, %s], protocol: uci}
          - {name: alphabeta, strategy: alphabeta, evaluator: chess-material, depth: 1}
        """
            .formatted(ENGINES.resolve("silent_engine.py")));
    Path db = temp.resolve("mute.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(6, count(db, "select count(*) from games where winner = 'alphabeta'"));
    assertEquals(1, count(db, "select count(*) from games where termination = 'time-forfeit'"));
    assertEquals(
        5,
        count(db, "select count(*) from games where termination = 'disqualified'"),
        "the second strike and every later game");
    assertEquals(2, count(db, "select count(*) from violations where player = 'mute'"));
  }

  private static long count(Path db, String sql) throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      r.next();
      return r.getLong(1);
    }
  }
}
