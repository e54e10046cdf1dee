package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game of GDL-II through the real command line and plugin jars: the shipped tournament of the
 * searches for hidden information on gdl-guess-the-card plays every game to its end, and no guesser
 * beats a dealer that points at random, which it would if its view told it the card. GGP's protocol
 * of GDL-II, both sides of it, is tested by {@link GgpTwoIT}.
 */
class GdlTwoIT {

  @TempDir Path temp;

  @Test
  void theSearchesForHiddenInformationPlayGuessTheCardToTheEndAndGuessNoBetterThanChance()
      throws Exception {
    Path db = temp.resolve("guess.db");
    Path config =
        Path.of("../configs", "gdl-guess-the-card-searches.yaml").toAbsolutePath().normalize();
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement()) {
      try (ResultSet r =
          s.executeQuery(
              "SELECT count(*), sum(termination = 'normal'), sum(plies = 3) FROM games")) {
        r.next();
        assertEquals(600, r.getLong(1), "games");
        assertEquals(600, r.getLong(2), "games that ended by the rules");
        assertEquals(600, r.getLong(3), "games of a deal, a pointing and a guess");
      }
      try (ResultSet r =
          s.executeQuery(
              "SELECT g.player, count(*), avg(g.utility), avg(g.utility * g.utility)"
                  + " FROM game_players d JOIN game_players g"
                  + " ON g.game_id = d.game_id AND d.seat = 0 AND g.seat = 1"
                  + " WHERE d.player = 'random' AND g.player <> 'random' GROUP BY g.player")) {
        int searches = 0;
        while (r.next()) {
          searches++;
          long n = r.getLong(2);
          double mean = r.getDouble(3);
          double se = Math.sqrt((r.getDouble(4) - mean * mean) / (n - 1));
          assertEquals(100, n, r.getString(1));
          // One card in three: -100/3 in expectation. A guesser that read the card would get 100.
          assertTrue(
              Math.abs(mean + 100.0 / 3) <= 3.5 * se,
              r.getString(1) + " as guesser: " + mean + " ± " + se + ", not -33.3");
        }
        assertEquals(2, searches);
      }
    }
  }

  /**
   * CFR+ on the game's information sets: three for the dealer (the card it saw), two for the
   * guesser (where the dealer pointed; six had its view told it the card), in a tree of 1 + 3 + 6 +
   * 18 positions, and the value by hand: the guesser names the card one time in three, so the
   * dealer's utility is 100 · 2/3 − 100 · 1/3 = 100/3.
   */
  @Test
  void cfrSolvesGuessTheCardToTheValueOneHundredThirdsOnFiveInformationSets() {
    PlyRun run = ply("solve", "gdl-guess-the-card", "--strategy", "cfr-plus");
    assertEquals(0, run.code(), run.err());
    List<String> lines = run.out().lines().map(String::strip).toList();
    assertTrue(lines.contains("value 33.3333 for player 1"), run.out());
    assertTrue(lines.contains("exploitability 0"), run.out());
    assertTrue(lines.contains("information-sets 5"), run.out());
    assertTrue(lines.contains("positions 28"), run.out());
  }
}
