package dev.ply.host.isolation;

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
}
