package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.io.TempDir;

/**
 * The chaos suite: a gauntlet of misbehaving entrants (the test-only chaos plugin, loaded through
 * PF4J from target/test-plugins) against a normal player, through the real CLI, once with every
 * entrant in the host's JVM and once with every entrant in a child JVM. Every game must end with
 * the right termination, and the run must complete.
 */
class ChaosSuiteIT {

  @TempDir Path temp;

  /** Behaviour → the terminations of its two games (the chaos entrant loses, or plays normally). */
  private static Map<String, List<String>> inProcessExpectations() {
    Map<String, List<String>> e = new LinkedHashMap<>();
    e.put("throws", List.of("exception", "exception"));
    e.put("illegal", List.of("illegal-move", "illegal-move"));
    e.put("null", List.of("no-move", "no-move"));
    e.put("sleep", List.of("time-forfeit", "time-forfeit")); // ends when interrupted
    e.put("busy", List.of("time-forfeit", "runaway")); // ignores stop and interrupts: a runaway
    e.put("stack-overflow", List.of("exception", "exception"));
    e.put("leak-threads", List.of("normal", "normal"));
    e.put("mutate", List.of("normal", "normal"));
    e.put("garbage-stdout", List.of("normal", "normal")); // harmless in the host
    return e;
  }

  private static Map<String, List<String>> processExpectations() {
    Map<String, List<String>> e = new LinkedHashMap<>(inProcessExpectations());
    e.put("busy", List.of("time-forfeit", "time-forfeit")); // killed with its process: no runaway
    // A plugin's prints go to the child's log, not into the protocol: harmless.
    e.put("garbage-stdout", List.of("normal", "normal"));
    // An external program that writes garbage where the protocol expects 'ready': a violation.
    e.put("garbage-program", List.of("exception", "exception"));
    e.put("oom", List.of("exception", "exception"));
    e.put("exit", List.of("exception", "exception"));
    return e;
  }

  private String config(Map<String, List<String>> behaviours, boolean process) {
    StringBuilder yaml =
        new StringBuilder(
            """
        name: chaos suite
        game: tic-tac-toe
        format: gauntlet
        seeds: [steady]
        games-per-pairing: 2
        grace: 4s
        move-cap: 2s
        concurrency: %d
        entrants:
          - {name: steady, strategy: random, time: 1s}
        """
                .formatted(
                    process ? 2 : 1)); // in-process, one game at a time: a runaway's next game
    // must start after it ran away
    for (String b : behaviours.keySet()) {
      if (b.equals("garbage-program")) {
        yaml.append("  - name: chaos-garbage-program\n")
            .append("    command: [sh, -c, 'echo \"not the protocol\"; cat > /dev/null']\n")
            .append("    time: 300ms\n");
        continue;
      }
      // A 4 s grace, so that a move of a well-behaved player on a busy machine is not late (2 s
      // was not, once, for a child JVM on a machine far busier than CI); a player that sleeps or
      // spins does so well past it: 30 s (sleep ends at the interrupt), 15 s (busy spins on past
      // the grace and the referee's wait for its thread, and is a runaway);
      // leaked threads sleep 3 s, and the in-process test waits for them to end.
      long millis =
          switch (b) {
            case "leak-threads" -> 3_000;
            case "busy" -> 15_000;
            default -> 30_000;
          };
      yaml.append("  - name: chaos-")
          .append(b)
          .append('\n')
          .append("    strategy: chaos\n")
          .append("    options: {behaviour: '")
          .append(b)
          .append("', after: 1, millis: ")
          .append(millis)
          .append("}\n")
          .append("    time: 300ms\n");
      if (process) {
        yaml.append("    isolation: process\n");
        if (b.equals("oom")) {
          yaml.append("    jvm-options: [-Xmx64m]\n");
        }
      }
    }
    return yaml.toString();
  }

  private Map<String, List<String>> run(
      String name, Map<String, List<String>> behaviours, boolean process, TestReporter reporter)
      throws Exception {
    Path file = temp.resolve(name + ".yaml");
    Files.writeString(file, config(behaviours, process));
    Path db = temp.resolve(name + ".db");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.execute(
            new PrintWriter(out, true),
            new PrintWriter(err, true),
            "tournament",
            file.toString(),
            "--db",
            db.toString(),
            "--plugins",
            System.getProperty("ply.testPlugins"));
    assertEquals(0, code, err.toString());
    Map<String, List<String>> seen = new LinkedHashMap<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery(
                "SELECT first_player, second_player, termination, reason"
                    + " FROM games ORDER BY number")) {
      while (r.next()) {
        String chaos = r.getString(1).startsWith("chaos-") ? r.getString(1) : r.getString(2);
        seen.computeIfAbsent(chaos.substring("chaos-".length()), k -> new ArrayList<>())
            .add(r.getString(3));
        report(reporter, name + " " + chaos, r.getString(3) + ": " + r.getString(4));
      }
    }
    return seen;
  }

  @Test
  void everyChaosEntrantInAChildJvmIsSurvivedWithTheRightTermination(TestReporter reporter)
      throws Exception {
    Map<String, List<String>> expected = processExpectations();
    Map<String, List<String>> seen = run("process", expected, true, reporter);
    assertEquals(expected, seen);
    report(
        reporter,
        "process mode",
        seen.size() * 2 + " games, all " + seen.size() + " behaviours survived");
  }

  @Test
  void everyChaosEntrantThatOneJvmCanSurviveIsSurvivedInProcess(TestReporter reporter)
      throws Exception {
    int threadsBefore = threads();
    long heapBefore = usedHeap();
    Map<String, List<String>> expected = inProcessExpectations();
    Map<String, List<String>> seen = run("in-process", expected, false, reporter);
    assertEquals(expected, seen);
    // The leaked threads sleep for 3 s, the runaway was stopped: give them time to end.
    long deadline = System.nanoTime() + 10_000_000_000L;
    while (threads() > threadsBefore + 3 && System.nanoTime() < deadline) {
      Thread.sleep(100);
    }
    int threadsAfter = threads();
    long heapAfter = usedHeap();
    report(
        reporter,
        "in-process mode",
        seen.size() * 2
            + " games; threads "
            + threadsBefore
            + " -> "
            + threadsAfter
            + "; heap "
            + heapBefore / (1 << 20)
            + " MiB -> "
            + heapAfter / (1 << 20)
            + " MiB");
    assertTrue(
        threadsAfter <= threadsBefore + 3, "threads " + threadsBefore + " -> " + threadsAfter);
    assertTrue(heapAfter <= heapBefore + (64L << 20), "heap " + heapBefore + " -> " + heapAfter);
  }

  /** The figures go to the JUnit report and to target/chaos-suite.txt, for people to read. */
  private static synchronized void report(TestReporter reporter, String key, String value)
      throws java.io.IOException {
    reporter.publishEntry(key, value);
    Files.writeString(
        Path.of("target", "chaos-suite.txt"),
        key + ": " + value + "\n",
        java.nio.file.StandardOpenOption.CREATE,
        java.nio.file.StandardOpenOption.APPEND);
  }

  /** Every live thread of the JVM, daemons included. */
  private static int threads() {
    return ManagementFactory.getThreadMXBean().getThreadCount();
  }

  private static long usedHeap() {
    System.gc();
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }
}
