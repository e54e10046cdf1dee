package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The benchmark commands through the real CLI and the real plugin jars: the node-count signature
 * pinned, and Connect Four positions of Pascal Pons' public sets (the copy in {@code
 * benchmarks/connect4} of this repository) solved with the published scores.
 */
class BenchIT {

  private static final Path CONNECT4 = Path.of("..", "benchmarks", "connect4");

  @Test
  void theNodeCountSignatureOfEverySearchIsTheOnePinnedHere() throws Exception {
    // A change here is a change in what a search does: if it is meant, run
    // `./ply bench signature > host/src/test/resources/bench-signature.txt` and say why in the
    // commit.
    PlyRun run = ply("bench", "signature");
    assertEquals(0, run.code(), run.err());
    String pinned = Files.readString(Path.of("src", "test", "resources", "bench-signature.txt"));
    assertEquals(pinned, run.out());
  }

  @Test
  void solvingTheFirstPositionsOfTwoBenchmarkSetsGivesEveryPublishedScore() {
    PlyRun endgames = solve("Test_L3_R1", "--limit", "200", "--warmup-nodes", "0");
    assertEquals(0, endgames.code(), endgames.err());
    assertTrue(endgames.out().matches("(?s).*Test_L3_R1\\s+200\\s+200\\s.*"), endgames.out());
    PlyRun middle = solve("Test_L2_R1", "--limit", "50", "--warmup-nodes", "0");
    assertEquals(0, middle.code(), middle.err());
    assertTrue(middle.out().matches("(?s).*Test_L2_R1\\s+50\\s+50\\s.*"), middle.out());
  }

  @Test
  void aTableMarkedStaleInsteadOfWipedBeforeEachPositionSearchesTheSameNodes() {
    PlyRun wiped = solve("Test_L2_R1", "--limit", "40", "--warmup-nodes", "0");
    PlyRun stale = solve("Test_L2_R1", "--limit", "40", "--warmup-nodes", "0", "--no-wipe-table");
    assertEquals(0, wiped.code(), wiped.err());
    assertEquals(0, stale.code(), stale.err());
    assertEquals(meanNodes(wiped.out()), meanNodes(stale.out()), wiped.out() + stale.out());
  }

  /**
   * One thread searches the same nodes in every run: the warm-up is a count of nodes, not a time,
   * and the player carries what it learns from search to search (the local tables' boundary,
   * reviewed every 4,096 results stored) into the measured pass. Positions of Test_L2_R2 (about
   * 33,000 nodes each) store enough for several reviews in the warm-up and the pass.
   */
  @Test
  void oneThreadSearchesTheSameNodesInEveryRunAfterAWarmUpOfAGivenNodeCount() {
    PlyRun first = solve("Test_L2_R2", "--limit", "12", "--warmup-nodes", "300000");
    PlyRun second = solve("Test_L2_R2", "--limit", "12", "--warmup-nodes", "300000");
    assertEquals(0, first.code(), first.err());
    assertEquals(0, second.code(), second.err());
    assertTrue(first.out().contains("warm-up "), first.out());
    assertEquals(meanNodes(first.out()), meanNodes(second.out()), first.out() + second.out());
  }

  @Test
  void aNegativeWarmUpIsRefusedWithTheOptionNamed() {
    PlyRun run = solve("Test_L3_R1", "--warmup-nodes", "-5");
    assertEquals(2, run.code(), run.err());
    assertTrue(
        run.err().contains("--warmup-nodes must be 0 (no warm-up) or more, was -5"), run.err());
  }

  /** {@code ply bench solve connect-four --positions SET ...} on one of Pons' sets. */
  private static PlyRun solve(String set, String... more) {
    String[] args = {
      "bench", "solve", "connect-four", "--positions", CONNECT4.resolve(set).toString()
    };
    String[] all = Arrays.copyOf(args, args.length + more.length);
    System.arraycopy(more, 0, all, args.length, more.length);
    return ply(all);
  }

  /** The mean nodes column of the result line ({@code file positions correct time unit nodes}). */
  private static String meanNodes(String out) {
    String[] lines = out.strip().split("\\R");
    String[] fields = lines[lines.length - 1].trim().split("\\s+");
    return fields[5];
  }

  @Test
  void solvingOnTwoThreadsGivesEveryPublishedScoreAndAStrategyWithoutThreadsIsRefused() {
    PlyRun parallel =
        solve(
            "Test_L2_R1",
            "--limit",
            "50",
            "--warmup-nodes",
            "0",
            "--threads",
            "2",
            "--option",
            "helpers-after=0", // the helpers join even these small searches
            "--option",
            "count-duplicates=true");
    assertEquals(0, parallel.code(), parallel.err());
    assertTrue(parallel.out().matches("(?s).*Test_L2_R1\\s+50\\s+50\\s.*"), parallel.out());
    // Where the threads repeated work: the passes, and the nodes by ply of the deferral.
    assertTrue(parallel.out().contains("duplicated work: "), parallel.out());
    assertTrue(parallel.out().contains("in passes given up"), parallel.out());
    assertTrue(parallel.out().matches("(?s).*\\n  0\\s+\\d+\\s+\\d+\\s+\\d+\\n.*"), parallel.out());
    // It explains itself: the machine, and each thread's nodes, which add up to the search's.
    for (String setting :
        List.of(
            "cores: ",
            "model (cpu0): ",
            "caches (cpu0): ",
            "huge pages: ",
            "timer: ",
            "memory: ",
            "frequency (cpu0): ",
            "compiler: warm-up 0 nodes",
            "allocation: the measuring thread allocated ")) {
      assertTrue(parallel.out().contains(setting), setting + parallel.out());
    }
    // The JVM it ran on: its collectors, its heap and whether its references are compressed.
    assertTrue(
        parallel
            .out()
            .matches(
                "(?s).*\\njvm: .+; collectors .+; max heap \\d+\\.\\d GiB; UseCompressedOops"
                    + " (true|false)\\n.*"),
        parallel.out());
    // The memory's nodes (two on a server of two sockets) and whether the JVM places its heap by
    // them.
    assertTrue(
        parallel
            .out()
            .matches(
                "(?s).*\\nmemory: (\\d+ nodes? \\([-0-9,]+\\)|unknown \\(.+\\)); JVM UseNUMA"
                    + " (true|false)\\n.*"),
        parallel.out());
    long threadNodes = 0;
    for (String line : parallel.out().split("\\R")) {
      if (line.matches("[01]\\s+\\d+\\s+.*%.*")) {
        threadNodes += Long.parseLong(line.trim().split("\\s+")[1]);
      }
    }
    // The mean is printed to a tenth: 50 times it is the total within 2.5.
    double total = Double.parseDouble(meanNodes(parallel.out())) * 50;
    assertTrue(Math.abs(total - threadNodes) <= 2.5, threadNodes + " " + parallel.out());
    // The speed-up splits into the threads' node rate and their nodes, each thread's rate shown.
    Matcher speedUp =
        Pattern.compile(
                "threads are ([0-9.]+) times as fast(?s).*speed-up: 2 threads searched ([0-9.]+)"
                    + " times one thread's nodes a second .* and ([0-9.]+) times its nodes;")
            .matcher(parallel.out());
    assertTrue(speedUp.find(), parallel.out());
    double faster = Double.parseDouble(speedUp.group(1));
    double rate = Double.parseDouble(speedUp.group(2));
    double nodes = Double.parseDouble(speedUp.group(3));
    assertEquals(faster, rate / nodes, 0.01 + 0.01 * faster, parallel.out());
    assertTrue(parallel.out().matches("(?s).*\\n1\\s+\\d+ .*%\\s+\\d+%\\n.*"), parallel.out());
    // What the machine gives two threads sharing nothing, each solver's share of it in range,
    // and the threads' rate against it.
    Matcher apart =
        Pattern.compile(
                "independent: 2 one-thread solvers, a table each, .* searched ([0-9.]+) times one"
                    + " thread's nodes a second \\(each ([0-9]+)% to ([0-9]+)%\\)(?s).*so the"
                    + " threads' search ran at ([0-9]+)% of that rate")
            .matcher(parallel.out());
    assertTrue(apart.find(), parallel.out());
    double together = Double.parseDouble(apart.group(1));
    int least = Integer.parseInt(apart.group(2));
    int most = Integer.parseInt(apart.group(3));
    assertTrue(0 < least && least <= most, parallel.out());
    assertEquals(together, (least + most) / 100.0, 0.02, parallel.out()); // two: least + most
    // the share, a whole percent, of two figures printed to two decimals: off by their rounding
    double low = together - 0.005;
    double rounding = 0.5 + 100 * (0.005 / low + (rate + 0.005) * 0.005 / (low * low)) + 0.01;
    assertEquals(Integer.parseInt(apart.group(4)), 100 * rate / together, rounding, parallel.out());
    // Its one-thread pass searches what a run on one thread searches: the same nodes.
    PlyRun one = solve("Test_L2_R1", "--limit", "50", "--warmup-nodes", "0");
    assertEquals(0, one.code(), one.err());
    assertTrue(
        parallel.out().contains("one thread: mean time ")
            && parallel.out().contains("mean nodes " + meanNodes(one.out()) + ";"),
        parallel.out() + one.out());
    PlyRun without =
        solve(
            "Test_L3_R1",
            "--limit",
            "5",
            "--warmup-nodes",
            "0",
            "--threads",
            "2",
            "--no-independent",
            "--option",
            "helpers-after=0",
            "--option",
            "lockstep=8", // threads taking turns: the output says their times mean nothing
            "--option",
            "shared-work=16");
    assertEquals(0, without.code(), without.err());
    assertTrue(
        without.out().contains("independent: not measured (--no-independent)"), without.out());
    assertTrue(without.out().contains("lockstep: the threads took turns, "), without.out());
    // The local tables' threshold: two threads keep 64 unless the strategy's shared-work says.
    assertTrue(
        parallel.out().contains("local tables: the results of subtrees of fewer than 64 nodes"),
        parallel.out());
    assertTrue(
        without.out().contains("local tables: the results of subtrees of fewer than 16 nodes"),
        without.out());
    PlyRun refused = solve("Test_L3_R1", "--limit", "1", "--strategy", "minimax", "--threads", "2");
    assertEquals(2, refused.code());
    assertTrue(refused.err().contains("has no threads option"), refused.err());
  }

  @Test
  void solveGivesTheScoresOfPonsTutorialExamples() {
    PlyRun won = ply("solve", "connect-four", "4455", "--strategy", "mtd-bi", "--tt-mb", "8");
    assertEquals(0, won.code(), won.err());
    assertTrue(won.out().contains("score 18 "), won.out());
    PlyRun lost =
        ply("solve", "connect-four", "44455554221", "--strategy", "mtd-bi", "--tt-mb", "8");
    assertEquals(0, lost.code(), lost.err());
    assertTrue(lost.out().contains("score -15 "), lost.out());
  }

  @Test
  void aBenchmarkFileWithABadLineIsRefusedWithItsLineNumber() throws Exception {
    Path file = Files.createTempFile("positions", ".txt");
    Files.writeString(file, "4455 18\n44x 3\n");
    PlyRun run = ply("bench", "solve", "connect-four", "--positions", file.toString());
    assertEquals(2, run.code());
    assertTrue(run.err().contains(file + ":2: "), run.err());
    Files.delete(file);
  }
}
