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
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The searches for games of chance, hidden information and simultaneous moves through the real
 * command line and plugin jars: the shipped Pig and Kuhn poker tournaments end as the theory their
 * files state predicts, {@code ply solve} reaches the published values, and a search seated at a
 * game it cannot play is refused before any game, naming what it lacks.
 */
class SearchesForEveryKindIT {

  @TempDir Path temp;

  private static Path config(String name) {
    return Path.of("../configs", name).toAbsolutePath().normalize();
  }

  /**
   * The row's mean utility against the column over both seats, its count and its standard error, by
   * "row|column". A game of chance is dealt from secret seeds, so these move from run to run: the
   * theory is checked at three and a half standard errors.
   */
  private static Map<String, double[]> utilities(Path db) throws SQLException {
    Map<String, double[]> out = new LinkedHashMap<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery(
                "SELECT a.player, b.player, avg(a.utility), count(*),"
                    + " avg(a.utility * a.utility) FROM game_players a"
                    + " JOIN game_players b ON b.game_id = a.game_id AND b.seat <> a.seat"
                    + " GROUP BY a.player, b.player")) {
      while (r.next()) {
        double mean = r.getDouble(3);
        long n = r.getLong(4);
        double variance = Math.max(0, r.getDouble(5) - mean * mean) * n / Math.max(1, n - 1);
        out.put(
            r.getString(1) + "|" + r.getString(2), new double[] {mean, n, Math.sqrt(variance / n)});
      }
    }
    return out;
  }

  private static long count(Path db, String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      return r.next() ? r.getLong(1) : -1;
    }
  }

  @Test
  void theKuhnPokerTournamentEndsAsTheTheoryInItsFileSays() throws Exception {
    Path db = temp.resolve("kuhn.db");
    PlyRun run =
        ply("tournament", config("kuhn-poker-searches.yaml").toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("Utility per game of the row against the column"), run.out());
    Map<String, double[]> u = utilities(db);
    for (String other : new String[] {"ismcts", "pimc", "random"}) {
      double[] cell = u.get("cfr-plus|" + other);
      assertEquals(2000, cell[1], "hands against " + other);
      assertTrue(
          cell[0] + 3.5 * cell[2] >= 0,
          "the equilibrium loses nothing to " + other + ": " + cell[0] + " ± " + cell[2]);
    }
    for (String other : new String[] {"cfr-plus", "ismcts", "pimc"}) {
      double[] random = u.get("random|" + other);
      assertTrue(random[0] + 3.5 * random[2] < 0, "random play is exploited by " + other);
      double[] exploiting = u.get(other + "|random");
      assertTrue(
          exploiting[0] - 3.5 * exploiting[2] < 11.0 / 24,
          other
              + " earns less from random play than a best reply to it: "
              + u.get(other + "|random")[0]);
    }
  }

  @Test
  void thePigTournamentEndsAsTheTheoryInItsFileSays() throws Exception {
    Path db = temp.resolve("pig.db");
    PlyRun run = ply("tournament", config("pig-searches.yaml").toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    Map<String, double[]> u = utilities(db);
    long won =
        count(
            db,
            "SELECT count(*) FROM games WHERE winner = 'optimal'"
                + " AND (first_player <> 'random' AND second_player <> 'random')");
    // Against the four searches together (800 games): at least half in expectation.
    double se = Math.sqrt(0.25 / 800);
    assertTrue(
        won / 800.0 + 3.5 * se >= 0.5,
        "the optimal policy wins at least half against the searches: " + won + " of 800");
    for (String other : new String[] {"optimal", "hold-at-20", "expectiminimax", "star2", "mcts"}) {
      assertEquals(200, u.get("random|" + other)[1]);
      double[] random = u.get("random|" + other);
      assertTrue(random[0] + 3.5 * random[2] < 0, "random play loses to " + other);
    }
    // Star2 plays expectiminimax's moves: with the same dice, each pair of theirs is split.
    assertEquals(
        0,
        count(
            db,
            "SELECT count(*) FROM games a JOIN games b ON b.number = a.number + 1"
                + " WHERE a.number % 2 = 1 AND a.first_player = 'expectiminimax'"
                + " AND a.second_player = 'star2' AND a.winner = b.winner"),
        "no pair of expectiminimax and star2 is won twice by one of them");
    assertEquals(
        100,
        count(
            db,
            "SELECT count(*) FROM games WHERE first_player = 'expectiminimax'"
                + " AND second_player = 'star2'"));
  }

  @Test
  void solveFindsNellerAndPressersPigProbabilityByValueIteration() {
    PlyRun run = ply("solve", "pig", "--strategy", "value-iteration");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("win-probability 0.530593"), run.out());
    assertTrue(run.out().contains("best move roll"), run.out());
  }

  @Test
  void aMoveWrittenWholeIsOneMoveAndAGameNoStrategySolvesIsSaidSo() {
    PlyRun pig = ply("solve", "pig", "roll", "--strategy", "value-iteration");
    assertEquals(0, pig.code(), pig.err());
    assertTrue(pig.out().contains("Pig after 1 plies"), pig.out());
    PlyRun goofspiel = ply("solve", "goofspiel");
    assertEquals(2, goofspiel.code(), goofspiel.out());
    assertTrue(goofspiel.err().contains("no loaded strategy solves goofspiel"), goofspiel.err());
  }

  @Test
  void solveDrivesCfrPlusToKuhnsValueAndDrawsItsCurves() throws Exception {
    Path svg = temp.resolve("kuhn.svg");
    PlyRun run =
        ply(
            "solve",
            "kuhn-poker",
            "--strategy",
            "cfr-plus",
            "--iterations",
            "1000",
            "--svg",
            svg.toString());
    assertEquals(0, run.code(), run.err());
    Matcher value = Pattern.compile("value (-?[0-9.e-]+) for player 1").matcher(run.out());
    assertTrue(value.find(), run.out());
    assertEquals(-1.0 / 18, Double.parseDouble(value.group(1)), 1e-3, run.out());
    Matcher exploitability = Pattern.compile("\nexploitability ([0-9.e-]+)").matcher(run.out());
    assertTrue(exploitability.find(), run.out());
    assertTrue(Double.parseDouble(exploitability.group(1)) < 1e-3, run.out());
    assertTrue(run.out().contains("      1000 "), "a line for the last iteration: " + run.out());
    assertEquals(
        "svg",
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(svg.toFile())
            .getDocumentElement()
            .getTagName());
    assertTrue(Files.readString(svg).contains("exploitability (log scale)"));
  }

  @Test
  void solvePicksTheMatrixSolverForRockPaperScissorsAndFindsTheUniformEquilibrium() {
    PlyRun run = ply("solve", "rock-paper-scissors");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().contains("solved by matrix-solver"), run.out());
    assertTrue(run.out().contains("value 0 for player 1"), run.out());
    assertTrue(run.out().contains("p1-rock 0.333333"), run.out());
  }

  private PlyRun refused(String game, String variant, String entrant) throws Exception {
    Path file = temp.resolve("refused.yaml");
    Files.writeString(
        file,
        """
        name: refused
        game: %s
        %s
        format: round-robin
        games-per-pairing: 2
        entrants:
          %s
          - {name: r, strategy: random}
        """
            .formatted(game, variant, entrant));
    Path db = temp.resolve("refused.db");
    PlyRun run = ply("tournament", file.toString(), "--db", db.toString());
    assertEquals(2, run.code(), run.out() + run.err());
    assertFalse(Files.exists(db), "nothing was played");
    return run;
  }

  @Test
  void maxnAtAGameOfHiddenCardsIsRefusedAtItsPlaceNamingTheProperty() throws Exception {
    PlyRun run = refused("kuhn-poker", "", "- {name: m, strategy: maxn}");
    assertTrue(
        run.err()
            .contains("refused.yaml:7:25: strategy 'maxn' cannot play kuhn-poker: kuhn-poker has"),
        run.err());
    assertTrue(run.err().contains("hidden information"), run.err());
  }

  @Test
  void anIterationCountOutOfRangeIsAConfigErrorAtItsPlace() throws Exception {
    PlyRun run =
        refused("kuhn-poker", "", "- {name: c, strategy: cfr-plus, options: {iterations: 0}}");
    assertTrue(run.err().contains("refused.yaml:7:"), run.err());
    assertTrue(run.err().contains("'iterations'"), run.err());
  }

  @Test
  void theMatrixSolverAtRockPaperScissorsOfThreeRoundsIsRefusedBeforeAnyGame() throws Exception {
    PlyRun run =
        refused(
            "rock-paper-scissors", "variant: {rounds: 3}", "- {name: lp, strategy: matrix-solver}");
    assertTrue(run.err().contains("entrant lp"), run.err());
    assertTrue(run.err().contains("not one-shot"), run.err());
  }
}
