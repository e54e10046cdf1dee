package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.cluster.ClusterSecret;
import java.io.IOException;
import java.net.ServerSocket;
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
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A coordinator and workers in separate JVMs on loopback, through the real CLI and real plugin
 * jars: the cluster plays the same games as one machine, loses and duplicates nothing when a worker
 * is killed with SIGKILL in the middle of its games, and refuses a worker whose plugin jar differs.
 * A worker that can never work (a wrong secret, nothing at its address, a host that does not exist)
 * ends with one line that says why.
 */
class ClusterIT {

  @TempDir Path temp;

  private final List<Process> processes = new ArrayList<>();

  /** The cluster's secret, in the environment of every process a test starts. */
  private final String secret = ClusterSecret.generate().text();

  @AfterEach
  void killEveryProcess() throws InterruptedException {
    for (Process p : processes) {
      p.destroyForcibly();
      p.waitFor(10, TimeUnit.SECONDS);
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private Process ply(Path log, String... args) throws IOException {
    return plyWith(log, System.getProperty(PluginOptions.PLUGINS_PROPERTY), args);
  }

  private Process plyWith(Path log, String plugins, String... args) throws IOException {
    return plyWithSecret(log, plugins, secret, args);
  }

  private Process plyWithSecret(Path log, String plugins, String secret, String... args)
      throws IOException {
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-opens",
                "java.base/java.lang=ALL-UNNAMED",
                "--add-opens",
                "java.base/sun.nio.ch=ALL-UNNAMED",
                "-cp",
                System.getProperty("java.class.path"),
                "-Dply.plugins=" + plugins,
                Main.class.getName()));
    command.addAll(List.of(args));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(temp.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().remove(ClusterSecret.ENV);
    if (secret != null) {
      builder.environment().put(ClusterSecret.ENV, secret);
    }
    Process p = builder.start();
    processes.add(p);
    return p;
  }

  private Path config(String name, String entrants, int gamesPerPairing) throws IOException {
    Path file = temp.resolve(name + ".yaml");
    Files.writeString(
        file,
        """
        name: cluster %s
        game: connect-four
        format: round-robin
        games-per-pairing: %d
        openings: {random-plies: 2}
        seed: 11
        entrants:
        %s"""
            .formatted(name, gamesPerPairing, entrants));
    return file;
  }

  private static final String DEPTHS =
      """
        - {name: ab2, strategy: alphabeta, evaluator: connect-four-windows, depth: 2}
        - {name: ab3, strategy: alphabeta, evaluator: connect-four-windows, depth: 3}
        - {name: ab4, strategy: alphabeta, evaluator: connect-four-windows, depth: 4}
      """;

  /** Waits until the coordinator that writes {@code log} listens. */
  static void awaitCoordinator(Path log) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (System.nanoTime() < deadline) {
      String text = Files.exists(log) ? Files.readString(log) : "";
      if (text.contains("cluster: coordinator listening on ")) {
        return;
      }
      Thread.sleep(50);
    }
    throw new AssertionError("the coordinator did not start: " + Files.readString(log));
  }

  private static List<String> rows(Path db, String sql) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      int columns = r.getMetaData().getColumnCount();
      while (r.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= columns; i++) {
          row.append(i > 1 ? "|" : "").append(r.getString(i));
        }
        rows.add(row.toString());
      }
    }
    return rows;
  }

  private static long count(Path db, String sql) {
    try {
      return Files.exists(db) ? Long.parseLong(rows(db, sql).get(0)) : 0;
    } catch (SQLException | RuntimeException e) {
      return 0;
    }
  }

  private static final String GAMES =
      "select number, first_player, second_player, result, plies,"
          + " opening, final_position from games order by number";

  @Test
  void aRoundRobinOnTwoWorkersPlaysTheSameGamesAsOneMachine() throws Exception {
    Path config = config("same", DEPTHS, 6);
    Path local = temp.resolve("local.db");
    Process alone =
        ply(temp.resolve("local.log"), "tournament", config.toString(), "--db", local.toString());
    assertEquals(0, alone.waitFor(), Files.readString(temp.resolve("local.log")));

    int port = freePort();
    Path db = temp.resolve("cluster.db");
    Path log = temp.resolve("coordinator.log");
    Process coordinator =
        ply(
            log,
            "tournament",
            config.toString(),
            "--db",
            db.toString(),
            "--cluster",
            "--listen",
            "127.0.0.1:" + port);
    awaitCoordinator(log);
    ply(
        temp.resolve("w1.log"),
        "worker",
        "--join",
        "127.0.0.1:" + port,
        "--listen",
        "127.0.0.1:" + freePort());
    ply(
        temp.resolve("w2.log"),
        "worker",
        "--join",
        "127.0.0.1:" + port,
        "--listen",
        "127.0.0.1:" + freePort(),
        "--slots",
        "2");
    assertTrue(coordinator.waitFor(120, TimeUnit.SECONDS), "the coordinator finishes");
    String out = Files.readString(log);
    assertEquals(0, coordinator.exitValue(), out);
    assertEquals(rows(local, GAMES), rows(db, GAMES));
    assertEquals(18, count(db, "select count(*) from game_workers"), "each game's worker");
    assertTrue(out.contains("cluster: worker "), out);
    String standings = out.substring(out.indexOf("Rank"), out.indexOf("Elo:"));
    String alone2 = Files.readString(temp.resolve("local.log"));
    assertEquals(alone2.substring(alone2.indexOf("Rank"), alone2.indexOf("Elo:")), standings);
  }

  @Test
  void aTuningOnTwoWorkersMovesThetaExactlyAsOnOneMachine() throws Exception {
    Path config = temp.resolve("tune.yaml");
    Files.writeString(
        config,
        """
        name: cluster tune
        game: tic-tac-toe
        format: tune
        openings: {random-plies: 1}
        concurrency: 4
        seed: 5
        pairs: 8
        entrants:
          - name: mcts
            strategy: mcts
            nodes: 60
        parameters: |
          exploration,3,0.1,10,1,0.02
        """);
    Path local = temp.resolve("tune-local.db");
    Process alone =
        ply(temp.resolve("tune-local.log"), "tune", config.toString(), "--db", local.toString());
    assertEquals(0, alone.waitFor(), Files.readString(temp.resolve("tune-local.log")));

    int port = freePort();
    Path db = temp.resolve("tune-cluster.db");
    Path log = temp.resolve("tune-coordinator.log");
    Process coordinator =
        ply(
            log,
            "tune",
            config.toString(),
            "--db",
            db.toString(),
            "--cluster",
            "--listen",
            "127.0.0.1:" + port);
    awaitCoordinator(log);
    for (int w = 1; w <= 2; w++) {
      ply(
          temp.resolve("tune-w" + w + ".log"),
          "worker",
          "--join",
          "127.0.0.1:" + port,
          "--listen",
          "127.0.0.1:" + freePort());
    }
    assertTrue(coordinator.waitFor(180, TimeUnit.SECONDS), "the coordinator finishes");
    String out = Files.readString(log);
    assertEquals(0, coordinator.exitValue(), out);
    String iterations =
        "select i.iteration, i.result, i.games, v.flip, v.plus, v.minus, v.theta"
            + " from tune_iterations i join tune_values v"
            + " on v.run_id = i.run_id and v.iteration = i.iteration order by i.iteration";
    List<String> expected = rows(local, iterations);
    assertEquals(8, expected.size(), "every iteration counted on one machine");
    assertEquals(expected, rows(db, iterations));
    assertEquals(rows(local, GAMES), rows(db, GAMES));
    assertEquals(16, count(db, "select count(*) from game_workers"), "each game's worker");
    String w1 = Files.readString(temp.resolve("tune-w1.log"));
    String w2 = Files.readString(temp.resolve("tune-w2.log"));
    assertTrue(w1.contains("mcts.plus") || w2.contains("mcts.plus"), w1 + w2);
    assertTrue(out.contains("exploration"), out);
  }

  @Test
  void aWorkerKilledInTheMiddleOfItsGamesLosesNothingAndDuplicatesNothing() throws Exception {
    Path config =
        config(
            "kill",
            """
          - {name: t1, strategy: alphabeta, evaluator: connect-four-windows, time: 100ms}
          - {name: t2, strategy: alphabeta, evaluator: connect-four-windows, time: 100ms}
        """,
            12);
    int port = freePort();
    Path db = temp.resolve("kill.db");
    Path log = temp.resolve("coordinator.log");
    Process coordinator =
        ply(
            log,
            "tournament",
            config.toString(),
            "--db",
            db.toString(),
            "--cluster",
            "--listen",
            "127.0.0.1:" + port);
    awaitCoordinator(log);
    Process doomed =
        ply(
            temp.resolve("doomed.log"),
            "worker",
            "--join",
            "127.0.0.1:" + port,
            "--listen",
            "127.0.0.1:" + freePort());
    long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (count(db, "select count(*) from games") < 2 && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    assertTrue(count(db, "select count(*) from games") >= 2, Files.readString(log));
    doomed.destroyForcibly(); // SIGKILL in the middle of a game
    doomed.waitFor();
    ply(
        temp.resolve("survivor.log"),
        "worker",
        "--join",
        "127.0.0.1:" + port,
        "--listen",
        "127.0.0.1:" + freePort());
    assertTrue(coordinator.waitFor(180, TimeUnit.SECONDS), "the coordinator finishes");
    String out = Files.readString(log);
    assertEquals(0, coordinator.exitValue(), out);
    assertEquals(12, count(db, "select count(*) from games"), out);
    assertEquals(12, count(db, "select count(distinct number) from games"));
    assertEquals(0, count(db, "select count(*) from schedule where game_id is null"));
    assertEquals(
        2, count(db, "select count(distinct worker) from game_workers"), "both workers played");
    assertTrue(out.contains(" left after "), out);
  }

  @Test
  void aWorkerThatFallsSilentIsTimedOutItsGameHandedOutAndItsLateResultRecordedOnce()
      throws Exception {
    Path config =
        config(
            "silent",
            """
          - {name: t1, strategy: alphabeta, evaluator: connect-four-windows, time: 50ms}
          - {name: t2, strategy: alphabeta, evaluator: connect-four-windows, time: 50ms}
        """,
            16);
    int port = freePort();
    Path db = temp.resolve("silent.db");
    Path log = temp.resolve("coordinator.log");
    Process coordinator =
        ply(
            log,
            "tournament",
            config.toString(),
            "--db",
            db.toString(),
            "--cluster",
            "--listen",
            "127.0.0.1:" + port);
    awaitCoordinator(log);
    Process silent =
        ply(
            temp.resolve("silent.log"),
            "worker",
            "--join",
            "127.0.0.1:" + port,
            "--listen",
            "127.0.0.1:" + freePort());
    long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (count(db, "select count(*) from games") < 1 && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    ply(
        temp.resolve("other.log"),
        "worker",
        "--join",
        "127.0.0.1:" + port,
        "--listen",
        "127.0.0.1:" + freePort());
    // As if its network were cut: no heartbeat until the coordinator has let it go (the cluster
    // waits 10 s), then back.
    new ProcessBuilder("kill", "-STOP", Long.toString(silent.pid())).start().waitFor();
    long dropBy = System.nanoTime() + Duration.ofSeconds(120).toNanos();
    while (!Files.readString(log).contains(" left after ") && System.nanoTime() < dropBy) {
      Thread.sleep(100);
    }
    new ProcessBuilder("kill", "-CONT", Long.toString(silent.pid())).start().waitFor();
    assertTrue(coordinator.waitFor(180, TimeUnit.SECONDS), "the coordinator finishes");
    String out = Files.readString(log);
    assertEquals(0, coordinator.exitValue(), out);
    assertTrue(out.contains(" left after "), out);
    assertEquals(16, count(db, "select count(*) from games"), out);
    assertEquals(16, count(db, "select count(distinct number) from games"));
    assertEquals(0, count(db, "select count(*) from schedule where game_id is null"));
  }

  @Test
  void aKilledCoordinatorIsResumedByTheSameCommandAndItsWorkerRejoins() throws Exception {
    Path config =
        config(
            "resume",
            """
          - {name: t1, strategy: alphabeta, evaluator: connect-four-windows, time: 50ms}
          - {name: t2, strategy: alphabeta, evaluator: connect-four-windows, time: 50ms}
        """,
            10);
    int port = freePort();
    Path db = temp.resolve("resume.db");
    String[] command = {
      "tournament",
      config.toString(),
      "--db",
      db.toString(),
      "--cluster",
      "--listen",
      "127.0.0.1:" + port
    };
    Process first = ply(temp.resolve("first.log"), command);
    awaitCoordinator(temp.resolve("first.log"));
    Process worker =
        ply(
            temp.resolve("worker.log"),
            "worker",
            "--join",
            "127.0.0.1:" + port,
            "--listen",
            "127.0.0.1:" + freePort());
    long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (count(db, "select count(*) from games") < 2 && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    assertTrue(
        count(db, "select count(*) from games") >= 2, Files.readString(temp.resolve("first.log")));
    first.destroyForcibly(); // SIGKILL: the schedule and the finished games are in the store
    first.waitFor();
    Path log = temp.resolve("second.log");
    Process second = ply(log, command);
    awaitCoordinator(log); // the same secret, from the environment: the worker's still fits
    assertTrue(second.waitFor(180, TimeUnit.SECONDS), "the resumed coordinator finishes");
    String out = Files.readString(log);
    assertEquals(0, second.exitValue(), out);
    assertTrue(worker.isAlive(), "the worker outlived the coordinator and rejoined");
    assertEquals(10, count(db, "select count(*) from games"), out);
    assertEquals(10, count(db, "select count(distinct number) from games"));
    assertEquals(0, count(db, "select count(*) from schedule where game_id is null"));
    assertEquals(1, count(db, "select count(distinct worker) from game_workers"));
  }

  @Test
  void aWorkerWhosePluginJarDiffersIsRefusedWithTheJarNamed() throws Exception {
    Path plugins = temp.resolve("other-plugins");
    Files.createDirectories(plugins);
    try (var jars = Files.list(Path.of(System.getProperty(PluginOptions.PLUGINS_PROPERTY)))) {
      for (Path jar : jars.toList()) {
        Path copy = plugins.resolve(jar.getFileName());
        if (jar.getFileName().toString().contains("connect-four")) {
          withExtraEntry(jar, copy); // same classes, another jar
        } else {
          Files.copy(jar, copy);
        }
      }
    }
    Path config = config("refuse", DEPTHS, 2);
    int port = freePort();
    Path log = temp.resolve("coordinator.log");
    ply(
        log,
        "tournament",
        config.toString(),
        "--db",
        temp.resolve("refuse.db").toString(),
        "--cluster",
        "--listen",
        "127.0.0.1:" + port);
    awaitCoordinator(log);
    Path workerLog = temp.resolve("other.log");
    Process worker =
        plyWith(
            workerLog,
            plugins.toString(),
            "worker",
            "--join",
            "127.0.0.1:" + port,
            "--listen",
            "127.0.0.1:" + freePort());
    long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (!Files.readString(log).contains("refused") && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    String out = Files.readString(log);
    assertTrue(
        out.matches(
            "(?s).*cluster: worker \\S+ refused: plugin connect-four's jar"
                + " differs: SHA-256 \\S+ on this worker, \\S+ on the coordinator.*"),
        out);
    assertTrue(Files.readString(workerLog).contains("refused run "), Files.readString(workerLog));
    assertTrue(worker.waitFor(60, TimeUnit.SECONDS), "a refused worker ends, not waits forever");
    assertEquals(1, worker.exitValue());
    assertTrue(
        errorLines(workerLog).stream()
            .anyMatch(
                l -> l.startsWith("ply worker: cannot play the coordinator's run here: plugin")),
        Files.readString(workerLog));
    assertEquals(0, count(temp.resolve("refuse.db"), "select count(*) from games"));
  }

  /** The lines of {@code log} that a worker printed as its error, and whether any is a trace. */
  private static List<String> errorLines(Path log) throws IOException {
    String out = Files.readString(log);
    assertTrue(out.lines().noneMatch(l -> l.startsWith("\tat ") || l.startsWith("Exception")), out);
    return out.lines().filter(l -> l.startsWith("ply worker: ")).toList();
  }

  @Test
  void aWorkerWithAWrongSecretExitsWithOneLineSayingSo() throws Exception {
    int port = freePort();
    Path log = temp.resolve("coordinator.log");
    ply(
        log,
        "tournament",
        config("wrong", DEPTHS, 2).toString(),
        "--db",
        temp.resolve("wrong.db").toString(),
        "--cluster",
        "--listen",
        "127.0.0.1:" + port);
    awaitCoordinator(log);
    Path workerLog = temp.resolve("worker.log");
    Process worker =
        plyWithSecret(
            workerLog,
            System.getProperty(PluginOptions.PLUGINS_PROPERTY),
            ClusterSecret.generate().text(),
            "worker",
            "--join",
            "127.0.0.1:" + port,
            "--listen",
            "127.0.0.1:" + freePort(),
            "--wait",
            "10s");
    assertTrue(worker.waitFor(120, TimeUnit.SECONDS), "the worker gives up");
    assertEquals(1, worker.exitValue());
    assertEquals(
        List.of(
            "ply worker: no coordinator let this worker in within 10s: 127.0.0.1:"
                + port
                + " answers, but its secret is not this worker's (check PLY_CLUSTER_SECRET or"
                + " --secret-file) or it is not a Ply coordinator"),
        errorLines(workerLog));
    assertEquals(0, count(temp.resolve("wrong.db"), "select count(*) from games"));
  }

  @Test
  void aWorkerJoiningAClosedPortGivesUpAfterThirtySecondsWithOneLine() throws Exception {
    int port = freePort(); // nothing listens there
    Path log = temp.resolve("worker.log");
    Process worker =
        ply(log, "worker", "--join", "127.0.0.1:" + port, "--listen", "127.0.0.1:" + freePort());
    assertTrue(worker.waitFor(120, TimeUnit.SECONDS), "the worker gives up");
    assertEquals(1, worker.exitValue());
    assertEquals(
        List.of(
            "ply worker: nothing accepts connections at 127.0.0.1:"
                + port
                + " after 30s: is the coordinator (ply tournament FILE --cluster) running, and is this"
                + " its --listen address?"),
        errorLines(log));
  }

  @Test
  void aWorkerJoiningAHostThatDoesNotExistExitsAtOnceWithOneLine() throws Exception {
    Path log = temp.resolve("worker.log");
    Process worker = ply(log, "worker", "--join", "nonsense");
    assertTrue(worker.waitFor(120, TimeUnit.SECONDS), "the worker gives up");
    assertEquals(Main.USAGE_ERROR, worker.exitValue());
    assertEquals(
        List.of(
            "ply worker: --join nonsense:5701: no host is called 'nonsense'; give"
                + " the address the coordinator printed, such as 192.168.1.10:5701"),
        errorLines(log));
  }

  @Test
  void aWorkerWithoutASecretIsToldWhereToGiveIt() throws Exception {
    Path log = temp.resolve("worker.log");
    Process worker =
        plyWithSecret(
            log,
            System.getProperty(PluginOptions.PLUGINS_PROPERTY),
            null,
            "worker",
            "--join",
            "127.0.0.1:5701");
    assertTrue(worker.waitFor(120, TimeUnit.SECONDS));
    assertEquals(Main.USAGE_ERROR, worker.exitValue());
    assertEquals(
        List.of(
            "ply worker: no cluster secret: set PLY_CLUSTER_SECRET or give"
                + " --secret-file FILE, with the secret the coordinator printed"),
        errorLines(log));
  }

  private static void withExtraEntry(Path jar, Path copy) throws IOException {
    try (ZipInputStream in = new ZipInputStream(Files.newInputStream(jar));
        ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(copy))) {
      for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
        out.putNextEntry(new ZipEntry(e.getName()));
        in.transferTo(out);
        out.closeEntry();
      }
      out.putNextEntry(new ZipEntry("extra.txt"));
      out.write("a different build".getBytes(java.nio.charset.StandardCharsets.UTF_8));
      out.closeEntry();
    }
  }
}
