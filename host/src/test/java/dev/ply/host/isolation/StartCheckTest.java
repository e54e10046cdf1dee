package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The check that a player's program starts, with small programs. */
class StartCheckTest {

  @TempDir Path temp;

  @Test
  void aProgramThatFloodsItsStandardErrorWhileCheckedLeavesALogWithinTheCap() throws Exception {
    Path log = temp.resolve("flood.log");
    StartCheck.check(
        List.of(
            "python3",
            "-c",
            """
        import sys, time
        sys.stderr.write("x" * (8 << 20))
        sys.stderr.flush()
        time.sleep(60)
        """),
        log);
    long cap = CappedLog.HEAD_BYTES + CappedLog.TAIL_BYTES + CappedLog.NOTE_BYTES;
    assertTrue(Files.size(log) <= cap, Files.size(log) + " bytes, more than the cap of " + cap);
  }

  private static final StartCheck.Greeting UCI =
      new StartCheck.Greeting("uci", line -> line.equals("uciok"));

  @Test
  void aProgramThatFailsASecondAfterItStartedIsCaughtWhileItsGreetingIsUnanswered() {
    // Half a second, the old fixed wait, let this one through as a program that runs.
    IllegalStateException failed =
        assertThrows(
            IllegalStateException.class,
            () ->
                StartCheck.check(
                    List.of(
                        "python3",
                        "-c",
                        "import sys, time; time.sleep(1); sys.stderr.write('no network file\\n');"
                            + " sys.exit(3)"),
                    temp.resolve("slow-fail.log"),
                    null,
                    UCI));
    assertTrue(
        failed.getMessage().equals("python3 exited at once with exit code 3: no network file"),
        failed.getMessage());
  }

  @Test
  void theAnswerToTheGreetingEndsTheWaitLongBeforeItsLimit() {
    long started = System.nanoTime();
    StartCheck.check(
        List.of(
            "python3",
            "-c",
            "import sys, time\nfor line in sys.stdin:\n"
                + "    if line.strip() == 'uci': print('uciok', flush=True)\n"
                + "time.sleep(60)"),
        temp.resolve("answers.log"),
        null,
        UCI);
    long millis = (System.nanoTime() - started) / 1_000_000;
    assertTrue(
        millis < StartCheck.GREETING_MILLIS - 1000,
        millis + " ms: the check waited for its limit, not for the answer");
  }
}
