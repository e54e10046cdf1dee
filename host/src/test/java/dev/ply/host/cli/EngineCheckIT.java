package dev.ply.host.cli;

import static dev.ply.host.cli.EnginesIT.ENGINES;
import static dev.ply.host.cli.EnginesIT.FAIRYMAX;
import static dev.ply.host.cli.EnginesIT.STOCKFISH;
import static dev.ply.host.cli.EnginesIT.require;
import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.isolation.EngineCheck;
import dev.ply.host.isolation.Pids;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ply engine check} through the real CLI: Stockfish (UCI) and Fairy-Max (xboard) pass every
 * step, and a scripted engine that never ends a stopped search fails that step, and only that one,
 * with exit code 1.
 */
class EngineCheckIT {

  @TempDir Path temp;

  /** The step lines of a check's output, in order. */
  private static List<String> steps(PlyRun run) {
    return run.out().lines().filter(l -> l.startsWith("PASS ") || l.startsWith("FAIL ")).toList();
  }

  private static void assertStepsInOrder(List<String> lines) {
    assertEquals(
        EngineCheck.STEPS, lines.stream().map(l -> l.substring(5, l.indexOf(" — "))).toList());
  }

  @Test
  void stockfishPassesEveryStepOfUci() {
    require(STOCKFISH, "stockfish");
    PlyRun run =
        ply(
            "engine",
            "check",
            "--log",
            temp.resolve("sf.log").toString(),
            "-o",
            "Hash=16",
            "--",
            STOCKFISH.toString());
    List<String> lines = steps(run);
    assertStepsInOrder(lines);
    assertTrue(lines.stream().allMatch(l -> l.startsWith("PASS ")), run.out());
    assertTrue(lines.get(0).startsWith("PASS handshake — Stockfish"), lines.get(0));
    assertTrue(
        lines.get(4).startsWith("PASS stop — stopped after 500 ms: answered "), lines.get(4));
    assertTrue(run.out().endsWith("8 of 8 steps passed\n"), run.out());
    assertEquals(0, run.code(), run.err());
  }

  @Test
  void fairyMaxPassesEveryStepOfXboard() {
    require(FAIRYMAX, "fairymax");
    PlyRun run =
        ply(
            "engine",
            "check",
            "--protocol",
            "xboard",
            "--log",
            temp.resolve("fm.log").toString(),
            "--",
            FAIRYMAX.toString());
    List<String> lines = steps(run);
    assertStepsInOrder(lines);
    assertTrue(lines.stream().allMatch(l -> l.startsWith("PASS ")), run.out());
    assertTrue(
        lines
            .get(0)
            .startsWith(
                "PASS handshake — Fairy-Max 5.0b: feature done=1;"
                    + " ping=1 setboard=0 usermove=0"),
        lines.get(0));
    assertEquals(0, run.code(), run.err());
  }

  @Test
  void withoutProtocolFairyMaxIsFoundToSpeakXboardAndPassesEveryStep() {
    require(FAIRYMAX, "fairymax");
    PlyRun run =
        ply(
            "engine",
            "check",
            "--log",
            temp.resolve("fm.log").toString(),
            "--",
            FAIRYMAX.toString());
    assertTrue(
        run.out()
            .startsWith(
                "Protocol: xboard (it answered 'protover 2' with its features;"
                    + " give --protocol xboard to skip asking)\n"),
        run.out());
    List<String> lines = steps(run);
    assertStepsInOrder(lines);
    assertTrue(lines.stream().allMatch(l -> l.startsWith("PASS ")), run.out());
    assertEquals(0, run.code(), run.err());
  }

  @Test
  void withoutProtocolGnuGoIsFoundToSpeakGtpAndPassesEveryStep() {
    require(GoEnginesIT.GNUGO, "gnugo");
    PlyRun run =
        ply(
            "engine",
            "check",
            "--log",
            temp.resolve("gnugo.log").toString(),
            "--",
            GoEnginesIT.GNUGO.toString(),
            "--mode",
            "gtp",
            "--level",
            "1");
    assertTrue(run.out().startsWith("Protocol: gtp (it answered 'uci' as GTP does: '?"), run.out());
    assertTrue(run.out().endsWith("6 of 6 steps passed\n"), run.out());
    assertEquals(0, run.code(), run.err());
  }

  @Test
  void withoutProtocolAProgramThatAnswersNoneSaysWhatEachQuestionGotAndHowToGiveIt() {
    PlyRun run =
        ply(
            "engine",
            "check",
            "--log",
            temp.resolve("none.log").toString(),
            "--",
            "sh",
            "-c",
            "exit 3");
    assertEquals(Main.RUNTIME_FAILURE, run.code());
    assertEquals("", run.out());
    assertEquals(1, run.err().lines().count(), run.err());
    assertTrue(
        run.err()
            .startsWith(
                "ply engine check: cannot tell which protocol sh -c exit 3"
                    + " speaks (uci: the engine's process ended with exit code 3"),
        run.err());
    assertTrue(
        run.err().contains("; xboard: the engine's process ended with exit code 3"), run.err());
    assertTrue(
        run.err()
            .contains(
                "If it is an xboard or GTP engine, give --protocol xboard or" + " --protocol gtp"),
        run.err());
  }

  @Test
  void gnuGoPassesEveryStepOfGtp() {
    require(GoEnginesIT.GNUGO, "gnugo");
    PlyRun run =
        ply(
            "engine",
            "check",
            "--protocol",
            "gtp",
            "--log",
            temp.resolve("gnugo.log").toString(),
            "--",
            GoEnginesIT.GNUGO.toString(),
            "--mode",
            "gtp");
    List<String> lines = steps(run);
    assertEquals(
        EngineCheck.GTP_STEPS, lines.stream().map(l -> l.substring(5, l.indexOf(" — "))).toList());
    assertTrue(lines.stream().allMatch(l -> l.startsWith("PASS ")), run.out());
    assertEquals("PASS handshake — GNU Go 3.8 (GTP 2)", lines.get(0));
    assertEquals(
        "PASS new game — boardsize 9, clear_board, komi 7.5: the engine took them", lines.get(1));
    assertTrue(lines.get(2).startsWith("PASS play and genmove — play black "), lines.get(2));
    assertTrue(run.out().endsWith("6 of 6 steps passed\n"), run.out());
    assertEquals(0, run.code(), run.err());
  }

  @Test
  void aGtpEngineThatAnswersNoPointFailsItsMovesAndTheCheckExitsWithOne() {
    PlyRun run =
        ply(
            "engine",
            "check",
            "--protocol",
            "gtp",
            "--log",
            temp.resolve("garbage.log").toString(),
            "--",
            "python3",
            ENGINES.resolve("gtp_engine.py").toString(),
            "-",
            "garbage");
    List<String> lines = steps(run);
    assertEquals(
        List.of("FAIL play and genmove", "FAIL legal moves", "FAIL second game"),
        lines.stream()
            .filter(l -> l.startsWith("FAIL "))
            .map(l -> l.substring(0, l.indexOf(" — ")))
            .toList(),
        run.out());
    assertTrue(lines.get(2).contains("got 'banana'"), lines.get(2));
    assertEquals(1, run.code());
    assertTrue(run.out().endsWith("3 of 6 steps passed\n"), run.out());
  }

  @Test
  void gtpOptionsAndAGameOtherThanGoAreUsageErrors() {
    PlyRun options = ply("engine", "check", "--protocol", "gtp", "-o", "level=1", "--", "true");
    assertEquals(Main.USAGE_ERROR, options.code());
    assertTrue(options.err().contains("GTP has no options"), options.err());
    PlyRun chess = ply("engine", "check", "--protocol", "gtp", "--game", "chess", "--", "true");
    assertEquals(Main.USAGE_ERROR, chess.code());
    assertTrue(chess.err().contains("a GTP engine plays Go only, not 'chess'"), chess.err());
  }

  @Test
  void anEngineThatNeverEndsAStoppedSearchFailsThatStepAndTheCheckExitsWithOne() {
    PlyRun run =
        ply(
            "engine",
            "check",
            "--log",
            temp.resolve("deaf.log").toString(),
            "--",
            "python3",
            ENGINES.resolve("broken_uci_engine.py").toString(),
            "deaf");
    List<String> lines = steps(run);
    assertStepsInOrder(lines);
    assertEquals(
        List.of("FAIL stop — no move within 3000 ms of the stop"),
        lines.stream().filter(l -> l.startsWith("FAIL ")).toList(),
        run.out());
    assertEquals(1, run.code());
    assertTrue(run.out().endsWith("7 of 8 steps passed\n"), run.out());
  }

  @Test
  void anEngineThatForksLeavesNoProcessRunningOnceTheCheckIsOver() throws Exception {
    // Two children of the engine's shell that it never ends, as an engine's helpers might be;
    // the engine itself quits when told. Its children then belong to init, not to the engine.
    Path pids = temp.resolve("pids");
    String engine =
        "sleep 1000 & echo $! >> \"$0\"; sleep 1000 & echo $! >> \"$0\"; exec python3 "
            + ENGINES.resolve("broken_uci_engine.py")
            + " plain";
    List<Long> started = List.of();
    try {
      PlyRun run =
          ply(
              "engine",
              "check",
              "--protocol",
              "uci",
              "--log",
              temp.resolve("forks.log").toString(),
              "--",
              "sh",
              "-c",
              engine,
              pids.toString());
      started = Pids.in(pids);
      assertTrue(steps(run).get(0).startsWith("PASS handshake"), run.out());
      assertTrue(started.size() >= 2, "the engine's children: " + started);
      assertEquals(List.of(), Pids.survivors(started, 30), "still running after the check");
    } finally {
      Pids.killAll(Pids.in(pids));
    }
  }

  @Test
  void anUnknownProtocolIsAUsageErrorThatNamesTheNearest() {
    PlyRun run = ply("engine", "check", "--protocol", "ucii", "--", "true");
    assertEquals(Main.USAGE_ERROR, run.code());
    assertTrue(run.err().contains("unknown protocol 'ucii'"), run.err());
    assertTrue(run.err().contains("'uci'"), run.err());
  }
}
