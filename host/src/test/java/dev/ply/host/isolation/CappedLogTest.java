package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CappedLogTest {

  @TempDir Path temp;

  private String logOf(String python) throws Exception {
    Path log = temp.resolve("player.log");
    Process p = new ProcessBuilder(List.of("python3", "-c", python)).start();
    Thread copying = CappedLog.start(p, log);
    p.waitFor(60, TimeUnit.SECONDS);
    copying.join(60_000);
    return Files.readString(log);
  }

  @Test
  void aFloodOfStandardErrorKeepsItsHeadAndTailAndSaysWhatWasCut() throws Exception {
    String log = logOf("import sys\nsys.stderr.write('H' + 'x' * 5_000_000 + 'T')");
    assertTrue(
        log.length() <= CappedLog.HEAD_BYTES + CappedLog.TAIL_BYTES + CappedLog.NOTE_BYTES,
        "capped");
    assertTrue(log.startsWith("Hxxx"));
    assertTrue(log.endsWith("xxxT"));
    assertTrue(
        log.contains(
            "[... "
                + (5_000_002 - CappedLog.HEAD_BYTES - CappedLog.TAIL_BYTES)
                + " bytes of standard error cut here"),
        log.substring(CappedLog.HEAD_BYTES, CappedLog.HEAD_BYTES + 120));
  }

  @Test
  void aLogSaysItIsCutAsSoonAsItsFirstMibIsFullWhileTheProgramStillRuns() throws Exception {
    Path log = temp.resolve("running.log");
    Process p =
        new ProcessBuilder(
                List.of(
                    "python3",
                    "-c",
                    "import sys\nsys.stderr.write('x' * 3_000_000)\nsys.stderr.flush()\nsys.stdin.read()"))
            .start();
    try {
      CappedLog.start(p, log);
      String marker =
          "[... standard error goes on past its first MiB: the log keeps the first and"
              + " the last MiB, which follows when the program ends ...]";
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      String text = "";
      while (!text.contains(marker) && System.nanoTime() < deadline) {
        Thread.sleep(20);
        text = Files.exists(log) ? Files.readString(log) : "";
      }
      assertTrue(p.isAlive(), "the program still runs");
      assertTrue(text.contains(marker), "no marker in a log of " + text.length() + " characters");
      assertEquals(CappedLog.HEAD_BYTES + 1, text.indexOf(marker), "right after the first MiB");
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void aShortLogIsKeptWhole() throws Exception {
    assertEquals("hello\nworld\n", logOf("import sys\nsys.stderr.write('hello\\nworld\\n')"));
  }
}
