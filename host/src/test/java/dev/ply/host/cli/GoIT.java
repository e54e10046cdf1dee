package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Go through the real CLI and the real go plugin jar loaded by PF4J: games that end by two passes
 * with the score as their reason, perft, and a ko rule that does not exist refused as a config
 * error at its line.
 */
class GoIT {

  @TempDir Path temp;

  private static long count(Path db, String sql) throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      r.next();
      return r.getLong(1);
    }
  }

  @Test
  void goGamesEndByTwoPassesWithTheScoreAsTheirReason() throws Exception {
    Path config = temp.resolve("go.yaml");
    Files.writeString(
        config,
        """
        game: go
        variant: {size: 5, komi: 0.5, ko: situational}
        games: 4
        seed: 3
        players:
          - {name: area, strategy: alphabeta, evaluator: go-area, depth: 2}
          - {name: random, strategy: random}
        """);
    Path db = temp.resolve("go.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(
        4,
        count(
            db,
            "select count(*) from games where termination = 'normal'"
                + " and (reason glob '* won by B+*' or reason glob '* won by W+*')"));
    assertEquals(
        4,
        count(
            db,
            "select count(*) from games where final_position"
                + " like '%game over after two passes%'"));
  }

  @Test
  void perftCountsGoPathsOnTheBoardSizeGiven() {
    PlyRun run = ply("perft", "go", "4", "--variant", "size=5");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("perft go depth 4: 361041"), run.out());
  }

  @Test
  void aKoRuleThatDoesNotExistIsAConfigErrorAtItsLine() throws Exception {
    Path config = temp.resolve("bad-ko.yaml");
    Files.writeString(
        config,
        """
        game: go
        variant:
          ko: japanese
        players:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """);
    Path db = temp.resolve("never.db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(2, run.code());
    assertTrue(run.err().startsWith(config + ":2:"), run.err());
    assertTrue(
        run.err().contains("expected positional, situational or simple, got 'japanese'"),
        run.err());
    assertFalse(Files.exists(db));
  }
}
