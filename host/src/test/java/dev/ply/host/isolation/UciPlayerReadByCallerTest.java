package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.MoveOverdue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A UCI player whose thread reads its engine's output itself ({@link EngineProcess#readByCaller},
 * as in a run without pondering), with scripted engines: the same conversation and answers as
 * through a reader thread, and the move's deadline kept by the watchdog.
 */
class UciPlayerReadByCallerTest {

  private static final Path ENGINES =
      Path.of("src", "test", "resources", "engines").toAbsolutePath();

  @TempDir Path temp;

  private UciPlayer player;

  @AfterEach
  void end() {
    if (player != null) {
      player.close();
    }
  }

  private UciPlayer player(String... command) {
    player = new UciPlayer(List.of(command), temp.resolve("engine.log"), Map.of(), Options.empty());
    player.engine.readByCaller();
    return player;
  }

  private static long in(long seconds) {
    return System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
  }

  @Test
  void theMovesAndTheLastInfoLineAreReadAsThroughAReaderThread() throws Exception {
    Path record = temp.resolve("input.txt");
    player("python3", ENGINES.resolve("uci_words_engine.py").toString(), record.toString());
    player.newGame(0, 7);
    player.history(List.of("e2e4", "e7e5"));
    player.deadline(in(60), TimeUnit.SECONDS.toNanos(10));
    SearchReport report =
        player.chooseMove(WordState.after(WordState.START, "e2e4", "e7e5"), Limits.depth(3));
    assertEquals("g1f3", WordState.WORDS.get(report.move()));
    assertEquals(3, report.depth());
    player.history(List.of("e2e4", "e7e5", "g1f3", "b8c6"));
    player.deadline(in(60), TimeUnit.SECONDS.toNanos(10));
    player.chooseMove(
        WordState.after(WordState.START, "e2e4", "e7e5", "g1f3", "b8c6"), Limits.depth(3));
    List<String> told = Files.readAllLines(record);
    assertEquals(
        List.of("position startpos moves e2e4 e7e5 g1f3 b8c6", "isready", "go depth 3"),
        told.subList(told.size() - 3, told.size()));
    assertTrue(player.engine.isRunning(), "the engine stays up from move to move");
  }

  @Test
  void anEngineThatIgnoresStopIsKilledAtTheEndOfTheGraceAndItsMoveIsOverdue() {
    player("python3", ENGINES.resolve("broken_uci_engine.py").toString(), "late");
    player.newGame(0, 7);
    player.history(List.of());
    // The deadline is already past: stop at once, then half a second of grace; the engine
    // answers only after 3 s.
    player.deadline(System.nanoTime(), TimeUnit.MILLISECONDS.toNanos(500));
    assertThrows(
        MoveOverdue.class, () -> player.chooseMove(new WordState(WordState.START), Limits.none()));
    assertFalse(player.engine.isRunning(), "killed");
  }

  @Test
  void anEngineThatDiesMidMoveFailsTheMoveWithItsExitCode() {
    player("python3", ENGINES.resolve("broken_uci_engine.py").toString(), "crash");
    player.newGame(0, 7);
    player.history(List.of());
    player.deadline(in(60), TimeUnit.SECONDS.toNanos(10));
    IllegalStateException died =
        assertThrows(
            IllegalStateException.class,
            () -> player.chooseMove(new WordState(WordState.START), Limits.depth(1)));
    assertTrue(died.getMessage().contains("ended with exit code 3"), died.getMessage());
  }
}
