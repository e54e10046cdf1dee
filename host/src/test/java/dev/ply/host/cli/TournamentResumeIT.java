package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
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
 * Kills a real {@code ply tournament} process with SIGKILL at several points and resumes it: every
 * planned game ends up in the database exactly once.
 */
class TournamentResumeIT {

  private static final int PLANNED = 60;

  @TempDir Path temp;

  private Path config() throws Exception {
    Path file = temp.resolve("resume.yaml");
    Files.writeString(
        file,
        """
        name: resume test
        game: connect-four
        format: round-robin
        games-per-pairing: 20
        openings: {random-plies: 2}
        concurrency: 2
        entrants:
          - {name: random, strategy: random}
          - {name: ab3, strategy: alphabeta, evaluator: connect-four-windows, depth: 3}
          - {name: ab5, strategy: alphabeta, evaluator: connect-four-windows, depth: 5}
        """);
    return file;
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
                "tournament",
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
  void aTournamentKilledAtSeveralPointsResumesAndPlaysEveryPlannedGameOnce() throws Exception {
    Path config = config();
    Path db = temp.resolve("resume.db");
    int kills = 0;
    for (int killAt : new int[] {3, 20, 41}) {
      Process p = start(config, db);
      long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (p.isAlive()
          && count(db, "select count(*) from games") < killAt
          && System.nanoTime() < deadline) {
        Thread.sleep(2);
      }
      if (p.isAlive()) {
        p.destroyForcibly(); // SIGKILL: no shutdown hook, no clean-up
        p.waitFor();
        kills++;
      }
      assertEquals(
          PLANNED,
          count(db, "select count(*) from schedule"),
          "the whole schedule is written before the first game");
    }
    Process last = start(config, db);
    assertEquals(0, last.waitFor(), "the last run finishes");
    assertTrue(kills >= 2, "the run was killed mid-way at least twice, was " + kills);
    assertEquals(1, count(db, "select count(*) from runs"), "one run, resumed");
    assertEquals(PLANNED, count(db, "select count(*) from games"));
    assertEquals(PLANNED, count(db, "select count(distinct number) from games"));
    assertEquals(0, count(db, "select count(*) from schedule where game_id is null"));
    assertEquals(1, count(db, "select count(*) from runs where status = 'finished'"));
    try (var left = Files.list(temp.resolve("tmp"))) {
      assertEquals(
          List.of(),
          left.map(f -> f.getFileName().toString()).filter(n -> n.startsWith("sqlite-")).toList(),
          "no copy of SQLite's native library is left behind by the killed processes");
    }
  }

  @Test
  void aSecondProcessIsRefusedARunThatAnotherIsPlayingAndNamesIt() throws Exception {
    Path config = temp.resolve("slow.yaml");
    Files.writeString(
        config,
        """
        name: slow test
        game: connect-four
        format: round-robin
        games-per-pairing: 20
        entrants:
          - {name: ab-a, strategy: alphabeta, evaluator: connect-four-windows, time: 200ms}
          - {name: ab-b, strategy: alphabeta, evaluator: connect-four-windows, time: 200ms}
        """);
    Path db = temp.resolve("busy.db");
    Process first = start(config, db);
    try {
      long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (count(db, "select count(*) from run_claims") < 1 && System.nanoTime() < deadline) {
        Thread.sleep(2);
      }
      assertTrue(first.isAlive(), "the first process is still playing");
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      int code =
          Main.execute(
              new PrintWriter(out, true),
              new PrintWriter(err, true),
              "tournament",
              config.toString(),
              "--db",
              db.toString());
      assertEquals(1, code, out + "\n" + err);
      assertTrue(
          err.toString()
              .contains("run 1 in " + db + " is being played by process " + first.pid() + " on "),
          err.toString());
      assertEquals(1, count(db, "select count(*) from runs"), "no second run");
    } finally {
      first.destroyForcibly();
      first.waitFor();
    }
  }

  @Test
  void aPlayerThatIgnoresSigtermIsKilledWhenPlyIsTerminated() throws Exception {
    Path pidFile = temp.resolve("stubborn.pid");
    Path player = temp.resolve("stubborn.py");
    Files.writeString(
        player,
        """
        import os, signal, sys, time
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        for line in sys.stdin:
            w = line.split()
            if not w: continue
            if w[0] == "ply": print("ready stubborn", flush=True)
            elif w[0] == "newgame": print("ok", flush=True)
            elif w[0] == "go":
                open(sys.argv[1], "a").write(str(os.getpid()) + "\\n")
                time.sleep(3600)
        """);
    Path config = temp.resolve("stubborn.yaml");
    Files.writeString(
        config,
        """
        game: tic-tac-toe
        games: 2
        players:
          - {name: stubborn, command: [python3, %s, %s], time: 60s}
          - {name: rnd, strategy: random}
        """
            .formatted(player, pidFile));
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "-Dply.plugins=" + System.getProperty(PluginOptions.PLUGINS_PROPERTY),
                Main.class.getName(),
                "match",
                config.toString(),
                "--db",
                temp.resolve("stubborn.db").toString()));
    Process ply =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(temp.resolve("stubborn.log").toFile())
            .start();
    // The player notes its pid when it is asked for its first move, and then thinks forever (the
    // program started only to check that it can start is asked nothing).
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    List<String> pids = List.of();
    while (pids.isEmpty() && System.nanoTime() < deadline) {
      Thread.sleep(20);
      String written = Files.exists(pidFile) ? Files.readString(pidFile) : "";
      pids = written.endsWith("\n") ? written.lines().toList() : List.of();
    }
    assertEquals(1, pids.size(), "the player thinks: " + pids);
    long pid = Long.parseLong(pids.get(0).strip());
    assertTrue(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
    ply.destroy(); // SIGTERM
    ply.waitFor();
    long gone = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)
        && System.nanoTime() < gone) {
      Thread.sleep(20);
    }
    assertFalse(
        ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false),
        "the player ignoring SIGTERM was killed with Ply");
  }

  static {
    // the child JVMs share this JVM's class path, which has no plugin classes on it
    assertTrue(
        !System.getProperty("java.class.path").contains("ply-plugin-"),
        "plugin jars must not be on the class path" + File.pathSeparator);
  }
}
