package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
      new StartCheck.Greeting("uci", line -> line.trim().equals("uciok"));

  @Test
  void aUciProgramIsSentUciAndItsUciokEndsTheCheck() throws Exception {
    Path heard = temp.resolve("heard.txt");
    StartCheck.check(
        List.of("sh", "-c", "read line; echo \"$line\" > " + heard + "; echo uciok; sleep 60"),
        temp.resolve("uci.log"),
        null,
        UCI);
    assertEquals("uci", Files.readString(heard).trim());
  }

  @Test
  void aProgramThatWritesAUsageLineAndExitsWithAnErrorIsRefusedAllTheSame() {
    IllegalStateException refused =
        assertThrows(
            IllegalStateException.class,
            () ->
                StartCheck.check(
                    List.of("sh", "-c", "echo 'usage: engine [--uci]'; exit 2"),
                    temp.resolve("usage.log"),
                    null,
                    UCI));
    assertTrue(
        refused.getMessage().startsWith("sh exited at once with exit code 2"),
        refused.getMessage());
  }
}
