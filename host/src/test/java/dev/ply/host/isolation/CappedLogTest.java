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

  @TempDir
  Path temp;

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
    assertTrue(log.length() < CappedLog.HEAD_BYTES + CappedLog.TAIL_BYTES + 200, "capped");
    assertTrue(log.startsWith("Hxxx"));
    assertTrue(log.endsWith("xxxT"));
    assertTrue(log.contains("[... " + (5_000_002 - CappedLog.HEAD_BYTES - CappedLog.TAIL_BYTES)
        + " bytes of standard error cut here"), log.substring(CappedLog.HEAD_BYTES,
            CappedLog.HEAD_BYTES + 120));
  }

  @Test
  void aShortLogIsKeptWhole() throws Exception {
    assertEquals("hello\nworld\n", logOf("import sys\nsys.stderr.write('hello\\nworld\\n')"));
  }
}
