package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineLogTest {

  @TempDir Path temp;

  @Test
  void eachLineCarriesItsTimeToTheMicrosecondTheGameTheEngineAndItsDirection() throws Exception {
    Path file = temp.resolve("logs/engines.log");
    try (EngineLog log = EngineLog.open(file, EngineLog.DEFAULT_CAP)) {
      log.line(3, "stockfish-a", true, "go nodes 2000");
      log.line(3, "stockfish-a", false, "bestmove e2e4 ponder e7e5");
    }
    List<String> lines = Files.readAllLines(file);
    assertEquals(2, lines.size(), String.join("\n", lines));
    String time = "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z";
    assertTrue(lines.get(0).matches(time + " game 3 stockfish-a > go nodes 2000"), lines.get(0));
    assertTrue(
        lines.get(1).matches(time + " game 3 stockfish-a < bestmove e2e4 ponder e7e5"),
        lines.get(1));
    assertTrue(lines.get(0).compareTo(lines.get(1)) <= 0, "in the order of their times");
  }

  @Test
  void aLogStopsAtItsCapWithOneLineThatSaysSo() throws Exception {
    Path file = temp.resolve("capped.log");
    try (EngineLog log = EngineLog.open(file, 1000)) {
      for (int i = 0; i < 100; i++) {
        log.line(1, "e", i % 2 == 0, "info depth " + i + " score cp 17 nodes 2000 pv e2e4 e7e5");
      }
    }
    List<String> lines = Files.readAllLines(file);
    String last = lines.get(lines.size() - 1);
    assertTrue(
        last.endsWith(
            "the engine log reached its cap of 1000 characters: no more lines are written"),
        last);
    long kept = Files.size(file) - last.length() - 1;
    assertTrue(kept <= 1000 && kept > 900, "the lines under the cap take it up: " + kept);
    assertEquals(
        lines.size() - 1,
        lines.stream().filter(l -> l.contains(" game 1 e ")).count(),
        "whole lines only");
  }

  @Test
  void theLogThatIsOffWritesNothingAndCanBeClosed() {
    EngineLog.OFF.line(1, "e", true, "uci");
    EngineLog.OFF.close();
    assertTrue(!EngineLog.OFF.on());
  }

  @Test
  void aFileThatIsNoEngineLogIsNeverReplacedButAnOldLogIs() throws Exception {
    Path database = temp.resolve("results.db");
    byte[] sqlite = "SQLite format 3\0 and pages".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    Files.write(database, sqlite);
    Path config = temp.resolve("run.yaml");
    Files.writeString(config, "game: chess\n");
    for (Path precious : List.of(database, config)) {
      java.io.UncheckedIOException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              java.io.UncheckedIOException.class, () -> EngineLog.open(precious, 1 << 20));
      assertTrue(e.getMessage().contains("is no engine log"), e.getMessage());
    }
    org.junit.jupiter.api.Assertions.assertArrayEquals(sqlite, Files.readAllBytes(database));
    assertEquals("game: chess\n", Files.readString(config));

    Path old = temp.resolve("engines.log");
    Files.writeString(old, "2026-11-27T12:27:53.309429Z game 2 sf > go nodes 2000\n");
    try (EngineLog log = EngineLog.open(old, 1 << 20)) {
      assertTrue(log.on());
    }
    assertEquals("", Files.readString(old), "an old engine log is replaced");
  }
}
