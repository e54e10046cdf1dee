package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.api.conformance.NimFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ply's line protocol over the shared engine process, with small Python programs as players. */
class LinePlayerTest {

  @TempDir Path temp;

  private LinePlayer player;

  private final GameState nim = new NimFixture().newGame(Options.empty());

  private LinePlayer python(String program) {
    player =
        new LinePlayer(
            List.of("python3", "-c", program), temp.resolve("player.log"), "nim", Options.empty());
    return player;
  }

  @AfterEach
  void end() {
    if (player != null) {
      player.kill();
    }
  }

  /** Answers the handshake and newgame; logs every line it reads to standard error. */
  private static String player(String onGo) {
    return """
        import sys
        def say(text):
            print(text, flush=True)
        for line in sys.stdin:
            sys.stderr.write('got ' + line)
            sys.stderr.flush()
            w = line.split()
            if not w:
                continue
            if w[0] == 'ply':
                say('info warming up')
                say('ready tester')
            elif w[0] == 'newgame':
                say('ok')
            elif w[0] == 'legal':
                legal = w[1:]
            elif w[0] == 'go':
        %s
            elif w[0] == 'quit':
                break
        """
        .formatted(onGo.indent(8).stripTrailing());
  }

  @Test
  void aMoveLineIsReadWithItsFieldsAndItsPrincipalVariationCutWhereItGoesWrong() throws Exception {
    LinePlayer p =
        python(
            player(
                "say('info thinking')\nsay('move 1:1 depth=3 nodes=42 value=-7"
                    + " pv=1:1,2:4,9:9,1:1 counters=tt-hits:5')"));
    assertEquals("tester", p.handshake());
    p.newGame(0, 1);
    SearchReport report = p.chooseMove(nim, Limits.depth(3));
    assertEquals("1:1", nim.moveToText(report.move()));
    assertEquals(3, report.depth());
    assertEquals(42, report.nodes());
    assertEquals(-7, report.value());
    assertArrayEquals(
        new int[] {nim.textToMove("1:1"), nim.textToMove("2:4")},
        report.principalVariation(),
        "cut at 9:9, no move of the game");
    assertEquals(5L, report.counters().get("tt-hits"));
    assertTrue(p.quit(), "it quits by itself");
    String log = Files.readString(temp.resolve("player.log"));
    assertTrue(log.contains("got limits depth=3 nodes=none time-ms=none"), log);
    assertTrue(log.contains("got legal 1:3 1:2 1:1 2:4 2:3 2:2 2:1 3:5"), log);
    assertTrue(log.contains("got position\n"), "no moves yet: " + log);
  }

  @Test
  void aSecondMoveForOneGoIsAProtocolErrorAtTheNextMoveAndEndsTheProcess() throws Exception {
    LinePlayer p = python(player("say('move 1:1')\nsay('move 1:2')"));
    p.newGame(0, 1);
    p.chooseMove(nim, Limits.depth(1));
    GameState next = nim.copy();
    next.play(next.textToMove("1:1"));
    // The stray move is refused at the next move once the reader thread has it.
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    IllegalStateException e = null;
    while (e == null && System.nanoTime() < deadline) {
      try {
        p.chooseMove(next, Limits.depth(1));
      } catch (IllegalStateException thrown) {
        e = thrown;
      }
    }
    // Each go is answered twice, so whichever move is stray, it is refused at some next move.
    assertTrue(
        e != null
            && e.getMessage()
                .startsWith(
                    "protocol error: expected nothing before 'go' (this answers no question),"
                        + " got 'move 1:"),
        String.valueOf(e));
  }

  @Test
  void theStopSignalIsPassedOnAndTheMoveItOwesIsTaken() throws Exception {
    LinePlayer p =
        python(
            player(
                """
        for stop in sys.stdin:
            if stop.strip() == 'stop':
                break
        say('move 1:2')"""));
    p.newGame(0, 1);
    Limits limits = Limits.none();
    CompletableFuture<SearchReport> move =
        CompletableFuture.supplyAsync(() -> p.chooseMove(nim, limits));
    limits.stop();
    assertEquals("1:2", nim.moveToText(move.get(60, TimeUnit.SECONDS).move()));
  }

  @Test
  void aPlayerThatDiesIsSaidToHaveEndedWithItsExitCodeAndTheNextGameStartsAFreshOne()
      throws Exception {
    LinePlayer p = python(player("sys.exit(7)"));
    p.newGame(0, 1);
    IllegalStateException died =
        assertThrows(IllegalStateException.class, () -> p.chooseMove(nim, Limits.depth(1)));
    assertTrue(
        died.getMessage().startsWith("the player's process ended with exit code 7 (its" + " log: "),
        died.getMessage());
    p.newGame(1, 2); // a fresh process shakes hands again
    // Its standard error reaches the log a moment later: wait for it.
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    int starts = 0;
    while (starts < 2 && System.nanoTime() < deadline) {
      String log = Files.readString(temp.resolve("player.log"));
      starts = log.split("got ply 1", -1).length - 1;
      if (starts < 2) {
        Thread.sleep(20);
      }
    }
    assertEquals(2, starts, "two processes were started");
  }
}
