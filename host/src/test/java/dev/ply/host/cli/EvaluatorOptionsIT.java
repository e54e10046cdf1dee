package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An entrant's {@code evaluator-options} reach its players, through the real command line and the
 * real Connect Four plugin: with every window weight 0 the evaluator scores every position 0, so
 * every value such a player reports is 0 or a proven result, in the host and in a child JVM alike;
 * with the shipped weights it is not.
 */
class EvaluatorOptionsIT {

  @TempDir Path temp;

  @Test
  void windowWeightsOfZeroMakeEveryHeuristicValueZeroInTheHostAndInAChildJvm() throws Exception {
    Path config = temp.resolve("weights.yaml");
    Files.writeString(
        config,
        """
        name: weights
        game: connect-four
        format: round-robin
        games-per-pairing: 2
        openings: {random-plies: 2}
        seed: 5
        entrants:
          - name: zero-host
            strategy: alphabeta
            evaluator: connect-four-windows
            evaluator-options: {weight-1: 0, weight-2: 0, weight-3: 0}
            depth: 2
          - name: zero-child
            strategy: alphabeta
            evaluator: connect-four-windows
            evaluator-options: {weight-1: 0, weight-2: 0, weight-3: 0}
            isolation: process
            depth: 2
          - name: shipped
            strategy: alphabeta
            evaluator: connect-four-windows
            depth: 2
        """);
    Path db = temp.resolve("weights.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.out() + run.err());
    for (String zero : new String[] {"zero-host", "zero-child"}) {
      assertTrue(heuristicValues(db, zero, "= 0") > 0, zero + " reported values");
      assertEquals(0, heuristicValues(db, zero, "!= 0"), zero + ": a weight of 0 scores 0");
    }
    assertTrue(heuristicValues(db, "shipped", "!= 0") > 0, "the shipped weights score");
  }

  /** The moves of {@code player} whose value is a heuristic one (not proven) and {@code test}. */
  private static long heuristicValues(Path db, String player, String test) throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery(
                "select count(*) from moves where player = '"
                    + player
                    + "' and value is not null and abs(value) < 1000000 and value "
                    + test)) {
      return r.next() ? r.getLong(1) : 0;
    }
  }
}
