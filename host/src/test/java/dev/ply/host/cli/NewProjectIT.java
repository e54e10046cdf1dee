package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin written in a repository of one's own, end to end: {@code ply new game} and {@code ply
 * new strategy} through the real CLI, each generated project built by Maven (its conformance test,
 * then the kit's check that the jar loads), and a tournament file that names the two jars ({@code
 * plugins:}) played by the new strategy, alpha-beta and MCTS on the new game, with the results read
 * back from the SQLite file.
 *
 * <p>Maven runs offline. The kit the projects build against (the parent poms, the api with its
 * conformance kit, the loader) is the one this build made, copied by the host's pom into {@code
 * target/kit-repo} in a local repository's layout: that is the generated builds' local repository,
 * with this build's local repository as a read-only tail for Maven's own plugins and the
 * third-party jars ({@code maven.repo.local.tail}). So a fresh clone's {@code ./mvnw verify} tests
 * the kit it just built, and installs nothing. The generated project's own {@code ./mvnw} runs when
 * this build ran through the wrapper (its Maven is then already downloaded); otherwise the Maven
 * running this build does.
 */
class NewProjectIT {

  private static final Path KIT_REPO = Path.of(System.getProperty("ply.kitRepo"));
  private static final Path LOCAL_REPO = Path.of(System.getProperty("ply.localRepo"));
  private static final Path MAVEN_HOME = Path.of(System.getProperty("ply.mavenHome"));

  @TempDir Path temp;

  /** Runs {@code mvn -B -o ARGS} in {@code project}; returns the exit code and the output. */
  private PlyRun maven(Path project, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    boolean wrapper = MAVEN_HOME.toString().contains("wrapper" + java.io.File.separator + "dists");
    command.add(
        wrapper
            ? project.resolve("mvnw").toString()
            : MAVEN_HOME.resolve("bin").resolve("mvn").toString());
    command.addAll(
        List.of(
            "-B", "-o", "-Dmaven.repo.local=" + KIT_REPO, "-Dmaven.repo.local.tail=" + LOCAL_REPO));
    command.addAll(List.of(args));
    Path log = Files.createTempFile(temp, "maven", ".log");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().remove("MAVEN_ARGS"); // the repositories above, and nothing else
    Process process = builder.start();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      return new PlyRun(-1, Files.readString(log), "timed out after 5 minutes");
    }
    return new PlyRun(process.exitValue(), Files.readString(log), "");
  }

  @Test
  void aNewGameAndANewStrategyBuildPassTheKitLoadAndPlayATournament() throws Exception {
    Path game = temp.resolve("take-away");
    Path strategy = temp.resolve("greedy-bot");
    PlyRun newGame = ply("new", "game", "take-away", "--dir", game.toString());
    assertEquals(0, newGame.code(), newGame.err());
    assertTrue(newGame.out().contains("Created the game plugin 'take-away'"), newGame.out());
    PlyRun newStrategy = ply("new", "strategy", "greedy-bot", "--dir", strategy.toString());
    assertEquals(0, newStrategy.code(), newStrategy.err());

    for (Path project : List.of(game, strategy)) {
      assertTrue(Files.isExecutable(project.resolve("mvnw")), "mvnw is executable");
      assertTrue(Files.isRegularFile(project.resolve("mvnw.cmd")));
      assertEquals(
          Files.readString(Path.of("..", ".mvn", "wrapper", "maven-wrapper.properties")),
          Files.readString(project.resolve(".mvn/wrapper/maven-wrapper.properties")),
          "the wrapper is Ply's own");
      assertTrue(Files.readString(project.resolve("README.md")).contains("./mvnw verify"));
    }
    assertTrue(
        Files.isRegularFile(
            game.resolve("src/test/java/org/example/takeaway/TakeAwayConformanceTest.java")));

    PlyRun gameBuild = maven(game, "verify");
    assertEquals(0, gameBuild.code(), tail(gameBuild.out()));
    // Fourteen tests; skipped: the one of hashAfter (the new game has no Tactics), the three of
    // views (it has no hidden information) and the one of drawings (it does not draw itself).
    assertTrue(
        gameBuild.out().contains("Tests run: 14, Failures: 0, Errors: 0, Skipped: 5"),
        "the game conformance kit ran: " + tail(gameBuild.out()));
    assertTrue(
        gameBuild
            .out()
            .contains(
                "ply: target/take-away-0.1.0.jar loads in Ply"
                    + " 1.0.0-SNAPSHOT: plugin 'take-away' 0.1.0, game take-away"),
        tail(gameBuild.out()));
    PlyRun strategyBuild = maven(strategy, "verify");
    assertEquals(0, strategyBuild.code(), tail(strategyBuild.out()));
    assertTrue(
        strategyBuild
            .out()
            .contains(
                "ply: target/greedy-bot-0.1.0.jar loads in Ply"
                    + " 1.0.0-SNAPSHOT: plugin 'greedy-bot' 0.1.0, strategy greedy-bot"),
        tail(strategyBuild.out()));

    Path gameJar = game.resolve("target/take-away-0.1.0.jar");
    Path strategyJar = strategy.resolve("target/greedy-bot-0.1.0.jar");
    PlyRun list =
        ply(
            "list",
            "--plugins",
            game.resolve("target").toString(),
            "--plugins",
            strategyJar.toString());
    assertEquals(0, list.code(), list.err());
    assertEquals("", list.err(), "both jars load without a warning");
    assertTrue(list.out().contains("[take-away 0.1.0 from take-away-0.1.0.jar]"), list.out());
    assertTrue(list.out().contains("[greedy-bot 0.1.0 from greedy-bot-0.1.0.jar]"), list.out());

    Path file = temp.resolve("tournament.yaml");
    Files.writeString(
        file,
        """
        name: new strategy on a new game
        game: take-away
        plugins: [take-away/target, greedy-bot/target]
        format: round-robin
        games-per-pairing: 2
        seed: 3
        entrants:
          - {name: greedy, strategy: greedy-bot}
          - {name: alphabeta-d6, strategy: alphabeta, depth: 6}
          - {name: mcts-500, strategy: mcts, options: {iterations: 500}}
        """);
    Path db = temp.resolve("results.db");
    PlyRun tournament = ply("tournament", file.toString(), "--db", db.toString());
    assertEquals(0, tournament.code(), tournament.err());
    assertEquals("", tournament.err());
    for (String entrant : List.of("greedy", "alphabeta-d6", "mcts-500")) {
      assertTrue(tournament.out().contains(entrant), tournament.out());
    }
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      assertEquals(6, count(c, "select count(*) from games"));
      assertEquals(
          Map.of("greedy", "greedy-bot", "alphabeta-d6", "classic-search", "mcts-500", "mcts"),
          pairs(c, "select name, strategy_plugin from entrants"));
      Map<String, String> jars =
          pairs(
              c,
              "select plugin_id, sha256 from run_plugins where"
                  + " plugin_id in ('take-away', 'greedy-bot')");
      assertEquals(
          Map.of("take-away", sha256(gameJar), "greedy-bot", sha256(strategyJar)),
          jars,
          "the run records each jar the file named, with its SHA-256");
      assertTrue(text(c, "select config_text from runs").contains("plugins: [take-away/target"));
    }

    // The report needs no --plugins: the run recorded each jar's path and SHA-256.
    Path report = temp.resolve("report.html");
    PlyRun reported = ply("report", db.toString(), "-o", report.toString());
    assertEquals(0, reported.code(), reported.err());
    assertEquals("", reported.err());
    assertTrue(
        reported
            .out()
            .contains(
                "ply report: loaded " + gameJar + ", the jar run 1" + " recorded (same SHA-256)\n"),
        reported.out());
    assertTrue(
        reported.out().contains("run 1, 6 games, 6 with a board after every move"), reported.out());

    // The dev loop: the same file again shows the finished run; a rebuilt jar gets a new run.
    PlyRun again = ply("tournament", file.toString(), "--db", db.toString());
    assertEquals(0, again.code(), again.err());
    assertTrue(
        again.out().contains("run 1 of this file in " + db + " has already finished"), again.out());
    Path state = game.resolve("src/main/java/org/example/takeaway/TakeAwayState.java");
    Files.writeString(state, Files.readString(state) + "// changed\n");
    PlyRun rebuild = maven(game, "-q", "package");
    assertEquals(0, rebuild.code(), tail(rebuild.out()));
    PlyRun rerun = ply("tournament", file.toString(), "--db", db.toString());
    assertEquals(0, rerun.code(), rerun.err());
    assertTrue(
        rerun
            .out()
            .startsWith(
                "new strategy on a new game: run 1 of this file in "
                    + db
                    + " was played with other jars of take-away; a new run starts\n"),
        rerun.out());
    assertTrue(rerun.out().contains("(run 2)"), rerun.out());
    PlyRun changed = ply("report", db.toString(), "--run", "1", "-o", report.toString());
    assertEquals(0, changed.code(), changed.err());
    assertTrue(
        changed
            .err()
            .contains(
                "ply report: warning: plugin 'take-away' 0.1.0 that the run"
                    + " loaded from "
                    + gameJar
                    + " has changed since (its SHA-256 differs), so it is not"
                    + " loaded; give --plugins "
                    + gameJar
                    + " to load it anyway\n"),
        changed.err());
    assertTrue(changed.out().contains("run 1, 6 games, 0 with a board"), changed.out());

    // Its safety net: a source changed after the jar was built.
    Files.setLastModifiedTime(state, FileTime.from(Instant.now().plusSeconds(300)));
    PlyRun stale = ply("list", "--plugins", game.resolve("target").toString());
    assertTrue(
        stale
            .err()
            .contains(
                gameJar
                    + " is older than its sources:"
                    + " src/main/java/org/example/takeaway/TakeAwayState.java changed"),
        stale.err());
    assertTrue(
        stale.err().contains("rebuild it: (cd " + game + " && ./mvnw -q package)"), stale.err());
  }

  /**
   * The newcomer's trial of issue 38: a new game whose {@code play} refuses a move its {@code
   * legalMoves} lists (one character changed in the template's bound check), built with its tests
   * skipped. The referee names the game plugin, voids its games, blames no player, and stops the
   * run with exit code 3; with {@code game-faults: continue} the run goes on and no standing counts
   * a void game.
   */
  @Test
  void aGamePluginThatRefusesAMoveItListsIsNamedItsGamesVoidAndTheRunStops() throws Exception {
    Path game = temp.resolve("take-away");
    assertEquals(0, ply("new", "game", "take-away", "--dir", game.toString()).code());
    Path state = game.resolve("src/main/java/org/example/takeaway/TakeAwayState.java");
    String source = Files.readString(state);
    String check = "move > Math.min(maxTake, stones)";
    assertTrue(source.contains(check), "the template's bound check is where the test breaks it");
    Files.writeString(state, source.replace(check, "move >= Math.min(maxTake, stones)"));
    PlyRun build = maven(game, "-q", "package", "-DskipTests");
    assertEquals(0, build.code(), tail(build.out()));

    String tournament =
        """
        name: a broken game
        game: take-away
        plugins: [take-away/target]
        format: round-robin
        games-per-pairing: 2
        concurrency: 1
        seed: 5
        entrants:
          - {name: ab, strategy: alphabeta, depth: 4}
          - {name: rnd, strategy: random}
        """;
    Path file = temp.resolve("broken.yaml");
    Files.writeString(file, tournament);
    Path db = temp.resolve("broken.db");
    PlyRun stopped = ply("tournament", file.toString(), "--db", db.toString());
    assertEquals(Main.GAME_FAULT, stopped.code(), stopped.out() + stopped.err());
    assertTrue(
        stopped
            .err()
            .contains(
                "game 1: the game plugin of take-away (take-away-0.1.0.jar)"
                    + " broke the contract of the game api: play(3) threw java.lang.IllegalArgumentException:"
                    + " cannot take 3 of 21 stones for a move legalMoves() lists (at ply 0)"),
        stopped.err());
    assertTrue(stopped.err().contains("The run stopped"), stopped.err());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
      assertEquals(1, count(c, "select count(*) from voided_games"));
      assertEquals(0, count(c, "select count(*) from games"), "the void game is no result");
      assertEquals(0, count(c, "select count(*) from violations"), "no player is blamed");
      assertEquals("failed", text(c, "select status from runs"));
    }
    PlyRun standings = ply("standings", db.toString());
    assertTrue(
        standings
            .out()
            .contains(
                "Void: 1 game, which no standing counts: the game plugin"
                    + " broke the game api (table voided_games). game 1: the game plugin of take-away"),
        standings.out());

    // Out of process too: the searching player is a child JVM, whose failure the referee checks
    // against the game the same way.
    Files.writeString(
        file,
        tournament.replace("depth: 4}", "depth: 4, isolation: process}")
            + "violations: {game-faults: continue}\n");
    Path goOn = temp.resolve("go-on.db");
    PlyRun continued = ply("tournament", file.toString(), "--db", goOn.toString());
    assertEquals(0, continued.code(), continued.out() + continued.err());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + goOn)) {
      assertEquals(
          2,
          count(c, "select count(*) from voided_games") + count(c, "select count(*) from games"),
          "every game is played once");
      assertEquals(
          0,
          count(c, "select count(*) from games where termination != 'normal'"),
          "no game is scored as a forfeit of the player that met the fault");
      assertEquals(0, count(c, "select count(*) from violations"));
      assertEquals("finished", text(c, "select status from runs"));
      assertTrue(
          text(c, "select reason from voided_games order by number")
              .contains("cannot take 3 of 21 stones for a move legalMoves() lists"));
    }
  }

  @Test
  void theKitFailsTheBuildOfAPluginThatPassesItsTestsButWouldNotLoad() throws Exception {
    Path strategy = temp.resolve("no-extension");
    assertEquals(0, ply("new", "strategy", "no-extension", "--dir", strategy.toString()).code());
    Path source =
        strategy.resolve("src/main/java/org/example/noextension/NoExtensionStrategy.java");
    Files.writeString(source, Files.readString(source).replace("@Extension\n", ""));

    PlyRun build = maven(strategy, "verify");
    assertEquals(1, build.code(), tail(build.out()));
    assertTrue(
        build.out().contains("Tests run: 8, Failures: 0, Errors: 0"),
        "the conformance tests pass: " + tail(build.out()));
    assertTrue(
        build
            .out()
            .contains(
                "ply: target/no-extension-0.1.0.jar: plugin 'no-extension'"
                    + " has no extensions: its META-INF/extensions.idx lists no class, so no class was"
                    + " annotated @Extension; annotate each Game, Strategy and Evaluator class with"
                    + " @org.pf4j.Extension and compile with <proc>full</proc> (the parent"
                    + " dev.ply:ply-plugin-parent does)\n"),
        tail(build.out()));
  }

  @Test
  void theGeneratedFilesNameNoFolderOfThisMachineAndBoundTheNewPlayerAndKeepNoExampleVariant()
      throws IOException {
    Path checkout = Path.of("..").toAbsolutePath().normalize();
    String before = System.getProperty("ply.home");
    System.setProperty("ply.home", checkout.toString());
    try {
      assertEquals(0, ply("new", "game", "my-game", "--dir", temp.resolve("g").toString()).code());
      assertEquals(
          0, ply("new", "strategy", "my-bot", "--dir", temp.resolve("s").toString()).code());
    } finally {
      if (before == null) {
        System.clearProperty("ply.home");
      } else {
        System.setProperty("ply.home", before);
      }
    }
    for (String file :
        List.of("g/README.md", "g/tournament.yaml", "s/README.md", "s/tournament.yaml")) {
      String text = Files.readString(temp.resolve(file));
      assertFalse(text.contains(checkout.toString()), file + " names " + checkout + ":\n" + text);
    }
    String readme = Files.readString(temp.resolve("s/README.md"));
    assertTrue(readme.contains("export PATH=\"$PLY_HOME:$PATH\""), readme);
    assertTrue(readme.contains("(cd \"$PLY_HOME\" && ./mvnw -B -q install"), readme);
    assertTrue(
        Files.readString(temp.resolve("s/tournament.yaml"))
            .contains(
                "  - {name: my-bot, strategy: my-bot, evaluator: connect-four-windows, time: 200ms}\n"),
        "the new strategy has a limit a move, so a real search moved in keeps the run short");
    assertFalse(
        Files.readString(temp.resolve("g/tournament.yaml")).contains("\nvariant:"),
        "the example's variant options (stones, max-take) go once its rules are replaced");
  }

  @Test
  void aMisspeltKindOfProjectGetsTheNearestKindAndWritesNothing() {
    PlyRun run = ply("new", "gmae", "my-game", "--dir", temp.resolve("x").toString());
    assertEquals(2, run.code(), run.err());
    assertEquals(
        "ply new: 'gmae' is not a kind of project; did you mean 'game'? (ply new game"
            + " NAME, or ply new strategy NAME)\n",
        run.err());
    assertFalse(Files.exists(temp.resolve("x")));
  }

  @Test
  void newRefusesAnInvalidNameATakenIdAndAFolderThatIsNotEmpty() throws IOException {
    PlyRun invalid = ply("new", "game", "My_Game", "--dir", temp.resolve("x").toString());
    assertEquals(2, invalid.code());
    assertEquals(
        "ply new game: 'My_Game' is not a valid id: use lower-case letters and digits in"
            + " words joined by single hyphens, starting with a letter, such as my-game\n",
        invalid.err());
    assertFalse(Files.exists(temp.resolve("x")), "nothing is written");

    PlyRun twoLines = ply("new", "game", "my\ngame", "--dir", temp.resolve("x").toString());
    assertEquals(2, twoLines.code());
    assertTrue(
        twoLines.err().startsWith("ply new game: 'my\\x0agame' is not a valid id: "),
        twoLines.err());
    assertEquals(
        1, twoLines.err().lines().count(), "one line, the newline shown: " + twoLines.err());

    PlyRun keyword = ply("new", "strategy", "new", "--dir", temp.resolve("y").toString());
    assertEquals(2, keyword.code());
    assertTrue(keyword.err().contains("'new' is a Java keyword"), keyword.err());

    PlyRun taken = ply("new", "game", "nim", "--dir", temp.resolve("z").toString());
    assertEquals(2, taken.code());
    assertTrue(taken.err().startsWith("ply new game: plugin id 'nim' is taken by "), taken.err());

    Path full = Files.createDirectories(temp.resolve("full"));
    Files.writeString(full.resolve("notes.txt"), "mine");
    PlyRun notEmpty = ply("new", "game", "my-game", "--dir", full.toString());
    assertEquals(2, notEmpty.code());
    assertEquals(
        "ply new game: "
            + full
            + " already exists and is not empty; give another --dir,"
            + " or remove it\n",
        notEmpty.err());
    assertEquals(List.of(full.resolve("notes.txt")), list(full));
  }

  private static List<Path> list(Path dir) throws IOException {
    try (var files = Files.list(dir)) {
      return files.toList();
    }
  }

  private static long count(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      r.next();
      return r.getLong(1);
    }
  }

  private static String text(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      r.next();
      return r.getString(1);
    }
  }

  private static Map<String, String> pairs(Connection c, String sql) throws SQLException {
    Map<String, String> pairs = new LinkedHashMap<>();
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      while (r.next()) {
        pairs.put(r.getString(1), r.getString(2));
      }
    }
    return pairs;
  }

  private static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
    return HexFormat.of()
        .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
  }

  /** The end of a build's output, for a failure message. */
  private static String tail(String output) {
    return output.length() <= 6000 ? output : "..." + output.substring(output.length() - 6000);
  }
}
