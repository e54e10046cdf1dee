package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.config.TuneParameter;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.TuneIterationRow;
import dev.ply.host.store.TuneStore;
import dev.ply.host.tune.Spsa;
import dev.ply.host.tune.SpsaStep;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ply tune} through the real command line, the real plugin jars and a real SQLite file: a
 * tuning killed with SIGKILL at several points resumes and counts every iteration once, and each
 * bad tuning file of the list gets one line naming its place and a fix, with nothing
 * played.
 */
class TuneCommandIT {

  private static final int PAIRS = 40;

  @TempDir Path temp;

  private Path file(String name, String text) throws Exception {
    Path file = temp.resolve(name);
    Files.writeString(file, text);
    return file;
  }

  private static String mcts(String parameters) {
    return mcts(PAIRS, parameters);
  }

  private static String mcts(int pairs, String parameters) {
    return """
        name: mcts exploration
        game: tic-tac-toe
        format: tune
        openings: {random-plies: 1}
        concurrency: 2
        seed: 9
        pairs: %d
        entrants:
          - name: mcts
            strategy: mcts
            nodes: 100
        parameters: |
        %s
        """
        .formatted(pairs, parameters.indent(2).stripTrailing());
  }

  private Process start(Path config, Path db) throws Exception {
    Files.createDirectories(temp.resolve("tmp"));
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + temp.resolve("tmp"),
                "-cp",
                System.getProperty("java.class.path"),
                "-Dply.plugins=" + System.getProperty(PluginOptions.PLUGINS_PROPERTY),
                Main.class.getName(),
                "tune",
                config.toString(),
                "--db",
                db.toString()));
    return new ProcessBuilder(command)
        .redirectErrorStream(true)
        .redirectOutput(temp.resolve("out-" + System.nanoTime() + ".log").toFile())
        .start();
  }

  private static long count(Path db, String sql) {
    if (!Files.exists(db)) {
      return 0;
    }
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      return r.next() ? r.getLong(1) : 0;
    } catch (SQLException e) {
      return -1; // not created yet, or mid-creation
    }
  }

  @Test
  void aTuningKilledAtSeveralPointsResumesWithNoIterationLostOrCountedTwice() throws Exception {
    Path config = file("tune.yaml", mcts("exploration,4,0.1,10,1,0.01"));
    Path db = temp.resolve("tune.db");
    int kills = 0;
    for (int killAt : new int[] {3, 15, 28}) {
      Process p = start(config, db);
      long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
      while (p.isAlive()
          && count(db, "select count(*) from tune_iterations") < killAt
          && System.nanoTime() < deadline) {
        Thread.sleep(2);
      }
      if (p.isAlive()) {
        p.destroyForcibly(); // SIGKILL: no shutdown hook, no clean-up
        p.waitFor();
        kills++;
      }
    }
    Process last = start(config, db);
    assertEquals(0, last.waitFor(), "the last run finishes");
    assertTrue(kills >= 2, "the tuning was killed mid-way at least twice, was " + kills);
    assertEquals(1, count(db, "select count(*) from runs"), "one tuning, resumed");
    assertEquals(1, count(db, "select count(*) from runs where status = 'finished'"));
    assertEquals(PAIRS, count(db, "select count(*) from tune_iterations"));
    assertEquals(PAIRS, count(db, "select max(iteration) from tune_iterations"));
    assertEquals(PAIRS, count(db, "select count(*) from tune_values"));

    // Each counted iteration moved theta from the one before by fishtest's update of its own
    // recorded flip, gains and result: none was lost (the chain would break) or counted twice.
    Spsa spsa =
        new Spsa(List.of(new TuneParameter("exploration", 4, 0.1, 10, 1, 0.01, 1, 1)), PAIRS);
    try (ResultStore store = ResultStore.open(db)) {
      List<TuneIterationRow> rows = TuneStore.of(store).tuneIterations(1);
      double[] theta = spsa.start();
      for (TuneIterationRow row : rows) {
        SpsaStep step = spsa.step(row.iter(), theta, row.flips());
        assertEquals(step.c()[0], row.c()[0], 1e-12, "c_k of iteration " + row.iteration());
        theta = spsa.update(theta, step, row.result());
        assertEquals(theta[0], row.theta()[0], 1e-9, "theta after iteration " + row.iteration());
        assertEquals(2, row.games().size());
        for (int game : row.games()) {
          assertEquals(
              1, count(db, "select count(*) from games where number = " + game), "game " + game);
        }
      }
    }
  }

  @Test
  void aParameterOutsideItsBoundsIsOneLineAtItsPlaceAndNothingIsPlayed() throws Exception {
    Path config = file("bounds.yaml", mcts("exploration,12,0.1,10,1,0.01"));
    assertRefused(
        config,
        config
            + ":13:3: parameter 'exploration': start 12 is outside its bounds 0.1..10\n"
            + "  set start between min and max, or widen the bounds");
  }

  @Test
  void aCEndOfZeroIsOneLineAtItsPlaceWithTheSuggestedValue() throws Exception {
    Path config = file("c-end.yaml", mcts("exploration,4,0,10,0,0.002"));
    assertRefused(
        config,
        config
            + ":13:3: parameter 'exploration': c_end must be more than 0, got 0\n"
            + "  c_end is the last iteration's perturbation; Stockfish's TUNE suggests"
            + " (max-min)/20 = 0.5");
  }

  @Test
  void anOptionTheEntrantDoesNotHaveIsNamedWithTheOptionsItHas() throws Exception {
    Path config = file("unknown.yaml", mcts("exploraton,4,0.1,10,1,0.01"));
    assertRefused(
        config,
        config
            + ":13:3: parameter 'exploraton': entrant mcts (strategy mcts) has no option"
            + " 'exploraton'\n  its numeric options: ");
  }

  @Test
  void anOptionThatIsNotANumberIsRefused() throws Exception {
    Path config = file("text.yaml", mcts("playout,4,0,10,1,0.01"));
    assertRefused(
        config,
        config
            + ":13:3: parameter 'playout': option 'playout' of strategy mcts is a text, not a number");
  }

  private static String windows(String entrant, String parameters, int pairs) {
    return """
        name: windows
        game: connect-four
        format: tune
        openings: {random-plies: 2}
        concurrency: 2
        seed: 3
        pairs: %d
        entrants:
          - %s
        parameters: |
        %s
        """
        .formatted(pairs, entrant, parameters.indent(2).stripTrailing());
  }

  @Test
  void anEvaluatorOptionOfAnEntrantWithoutEvaluatorIsOneLineWithAFix() throws Exception {
    Path config =
        file(
            "no-evaluator.yaml",
            windows(
                "{name: ab, strategy: alphabeta, depth: 2}",
                "evaluator.weight-3,10,0,100,5,0.5",
                4));
    assertRefused(
        config,
        config
            + ":11:3: parameter 'evaluator.weight-3': entrant ab (strategy alphabeta) has no"
            + " evaluator\n  give the entrant the 'evaluator' whose option 'weight-3' is tuned");
  }

  @Test
  void anOptionTheEvaluatorDoesNotHaveIsNamedWithTheNearestItHas() throws Exception {
    Path config =
        file(
            "unknown-weight.yaml",
            windows(
                "{name: ab, strategy: alphabeta, evaluator: connect-four-windows, depth: 2}",
                "evaluator.weight-4,10,0,100,5,0.5",
                4));
    assertRefused(
        config,
        config
            + ":11:3: parameter 'evaluator.weight-4': evaluator connect-four-windows of entrant ab"
            + " has no option 'weight-4'\n  did you mean 'evaluator.weight-");
  }

  @Test
  void boundsBeyondTheEvaluatorOptionsOwnAreRefused() throws Exception {
    Path config =
        file(
            "wide.yaml",
            windows(
                "{name: ab, strategy: alphabeta, evaluator: connect-four-windows, depth: 2}",
                "evaluator.weight-3,10,0,5000,5,0.5",
                4));
    assertRefused(
        config,
        config
            + ":11:3: parameter 'evaluator.weight-3': bounds 0.0..5000.0: expected a whole number"
            + " from 0 to 1000, got 5000\n  keep min and max within the option's own range");
  }

  @Test
  void anEvaluatorWeightIsTunedAsAWholeNumberAndEndsAsEvaluatorOptionsToPaste() throws Exception {
    Path config =
        file(
            "weights.yaml",
            windows(
                "{name: ab, strategy: alphabeta, evaluator: connect-four-windows, depth: 2}",
                "evaluator.weight-3,10,0,100,5,0.5\nevaluator.weight-2,4,0,50,2,0.5",
                6));
    Path db = temp.resolve("weights.db");
    PlyRun run = ply("tune", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.out() + run.err());
    assertTrue(run.out().contains("Final values of ab after 6 of 6 iterations"), run.out());
    assertTrue(
        run.out()
            .lines()
            .anyMatch(l -> l.matches("  evaluator-options: \\{weight-3: \\d+, weight-2: \\d+}")),
        run.out());
    assertFalse(run.out().contains("  options: {"), run.out());
    assertEquals(12, count(db, "select count(*) from games"));
    // Each side played whole numbers around the start, as fishtest's worker rounds them.
    assertEquals(
        0,
        count(
            db,
            "select count(*) from tune_values where plus != round(plus)"
                + " or minus != round(minus)"));
  }

  @Test
  void aProgramOfTheLineProtocolHasNoOptionToTune() throws Exception {
    Path player = Path.of("..", "configs", "players", "random_player.py").toAbsolutePath();
    Path config =
        file(
            "line.yaml",
            """
            name: line
            game: tic-tac-toe
            format: tune
            pairs: 4
            entrants:
              - {name: py, command: [python3, %s]}
            parameters: |
              depth,3,1,9,1,0.01
            """
                .formatted(player));
    assertRefused(
        config,
        config
            + ":8:3: parameter 'depth': entrant py speaks ply, which sets no options\n"
            + "  tune a UCI or xboard engine's option, or a strategy's");
  }

  @Test
  void aTuningFileWhoseParametersChangedIsNotResumedAndNothingIsPlayed() throws Exception {
    // pairs enough that the run is still going when it is killed, however the machine schedules it
    int pairs = 100 * PAIRS;
    Path config = file("changed.yaml", mcts(pairs, "exploration,4,0.1,10,1,0.01"));
    Path db = temp.resolve("changed.db");
    Process p = start(config, db);
    long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
    while (p.isAlive()
        && count(db, "select count(*) from tune_iterations") < 2
        && System.nanoTime() < deadline) {
      Thread.sleep(2);
    }
    p.destroyForcibly();
    p.waitFor();
    long iterations = count(db, "select count(*) from tune_iterations");
    long games = count(db, "select count(*) from games");
    assertTrue(iterations < pairs, "killed before it finished");

    Files.writeString(config, mcts(pairs, "exploration,5,0.1,10,1,0.01"));
    PlyRun run = ply("tune", config.toString(), "--db", db.toString());
    assertEquals(2, run.code(), run.out() + run.err());
    assertTrue(
        run.err()
            .startsWith(
                config
                    + ":13:3: parameter 'exploration' changed since unfinished tuning 1 started:"
                    + " it was exploration,4,0.1,10,1,0.01, now exploration,5,0.1,10,1,0.01\n"
                    + "  restore the file to resume tuning 1, or give --fresh"),
        run.err());
    assertTrue(run.err().endsWith("Nothing was run.\n"), run.err());
    assertEquals(games, count(db, "select count(*) from games"), "no game played");
    assertEquals(iterations, count(db, "select count(*) from tune_iterations"));
  }

  @Test
  void verifyPlaysAnSprtMatchOfTheTunedAgainstTheStartValuesAndTheReportDrawsEachParameter()
      throws Exception {
    Path config =
        file("verify.yaml", mcts("exploration,4,0.1,10,1,0.01").replace("pairs: 40", "pairs: 8"));
    Path db = temp.resolve("verify.db");
    Path report = temp.resolve("tune.html");
    PlyRun run =
        ply(
            "tune",
            config.toString(),
            "--db",
            db.toString(),
            "--report",
            report.toString(),
            "--verify",
            "--verify-games",
            "20");
    assertEquals(0, run.code(), run.out() + run.err());
    assertTrue(run.out().contains("Final values of mcts after 8 of 8 iterations"), run.out());
    assertTrue(run.out().contains("  options: {exploration: "), run.out());
    assertTrue(
        run.out().contains("Verify: mcts.tuned against mcts.start, SPRT elo0 0 elo1 5"), run.out());
    assertTrue(run.out().contains("mcts.tuned"), run.out());
    assertEquals(
        1, count(db, "select count(*) from runs where kind = 'match' and status = 'finished'"));
    assertEquals(
        20,
        count(
            db,
            "select count(*) from games g join runs r on r.id = g.run_id"
                + " where r.kind = 'match'"));
    String html = Files.readString(report);
    assertEquals(1, html.split("<svg", -1).length - 1, "one chart for the one parameter");
    assertTrue(html.contains("exploration over the iterations"), html);
  }

  private void assertRefused(Path config, String expectedStart) {
    Path db = temp.resolve("refused.db");
    PlyRun run = ply("tune", config.toString(), "--db", db.toString());
    assertEquals(2, run.code(), run.out() + run.err());
    assertTrue(run.err().startsWith(expectedStart), run.err());
    assertTrue(
        run.err().endsWith("Nothing was run.\n") || run.err().lines().count() <= 3, run.err());
    assertFalse(Files.exists(db), "no database was made");
    assertEquals("", run.out());
  }
}
