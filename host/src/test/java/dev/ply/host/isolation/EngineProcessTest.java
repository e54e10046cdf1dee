package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The engine process base, with small Python programs as engines. */
class EngineProcessTest {

  private static final long LONG = TimeUnit.SECONDS.toNanos(30);

  @TempDir Path temp;

  private EngineProcess engine;

  private EngineProcess python(String program) {
    engine = new EngineProcess(List.of("python3", "-c", program), temp.resolve("engine.log"));
    return engine;
  }

  @AfterEach
  void end() {
    if (engine != null) {
      engine.kill();
    }
  }

  /** Echoes each line it reads, upper-cased; exits with code 3 at "bye". */
  private static final String ECHO =
      """
      import sys
      for line in sys.stdin:
          if line.strip() == "bye":
              sys.exit(3)
          print(line.strip().upper(), flush=True)
      """;

  @Test
  void linesComeBackInOrderAndTheEndOfOutputNamesTheExitCode() {
    EngineProcess e = python(ECHO);
    assertTrue(e.start(), "started now");
    assertFalse(e.start(), "already running");
    e.send("one");
    e.send("two");
    assertEquals("ONE", e.next(LONG));
    assertEquals("TWO", e.next(LONG));
    e.send("bye");
    IllegalStateException ended = assertThrows(IllegalStateException.class, () -> e.next(LONG));
    assertTrue(
        ended.getMessage().startsWith("the engine's process ended with exit code 3"),
        ended.getMessage());
    assertThrows(IllegalStateException.class, () -> e.next(LONG), "the end stays the end");
  }

  @Test
  void linesWrittenInOneWriteAreAllThereOnceTheFirstIsRead() {
    EngineProcess e =
        python(
            """
            import os, sys
            for line in sys.stdin:
                os.write(1, b"move a\\nmove b\\ninfo c\\n")
            """);
    e.start();
    for (int round = 0; round < 50; round++) {
      e.send("go");
      assertEquals("move a", e.next(LONG));
      List<String> after = new ArrayList<>();
      e.drain(after::add);
      assertEquals(List.of("move b", "info c"), after, "round " + round);
    }
  }

  @Test
  void aWaitWithNothingWrittenEndsEmptyAtItsTimeout() {
    EngineProcess e = python(ECHO);
    e.start();
    assertNull(e.next(TimeUnit.MILLISECONDS.toNanos(50)));
  }

  @Test
  void expectSkipsToItsWordAndHandsOverTheLinesBefore() {
    EngineProcess e = python(ECHO);
    e.start();
    e.send("id name x");
    e.send("uciok");
    List<String> before = new ArrayList<>();
    e.expect("UCIOK", Duration.ofSeconds(30), before::add);
    assertEquals(List.of("ID NAME X"), before);
  }

  @Test
  void anEngineThatNeverAnswersIsKilledAtTheTimeoutAndTheMessageSaysWhat() {
    EngineProcess e = python("import time\ntime.sleep(60)");
    e.start();
    IllegalStateException late =
        assertThrows(
            IllegalStateException.class,
            () -> e.expect("uciok", Duration.ofMillis(200), line -> {}));
    assertTrue(
        late.getMessage().startsWith("the engine did not answer 'uciok' within 200 ms"),
        late.getMessage());
    assertFalse(e.isRunning());
  }

  @Test
  void aLineLongerThanTheCapIsAProtocolErrorAndEndsTheEngine() {
    EngineProcess e =
        python(
            "import sys\nsys.stdout.write('x' * 3_000_000)\nsys.stdout.flush()\n"
                + "import time\ntime.sleep(60)");
    e.start();
    IllegalStateException tooLong = assertThrows(IllegalStateException.class, () -> e.next(LONG));
    assertTrue(
        tooLong.getMessage().contains("a line longer than " + BoundedLineReader.MAX_LINE),
        tooLong.getMessage());
    assertFalse(e.isRunning());
  }

  @Test
  void aKillWakesTheCallerWaitingForALine() throws Exception {
    EngineProcess e = python("import time\ntime.sleep(60)");
    e.start();
    CompletableFuture<String> waiting = new CompletableFuture<>();
    Thread caller =
        new Thread(
            () -> {
              try {
                waiting.complete(e.next(LONG));
              } catch (IllegalStateException ended) {
                waiting.complete(ended.getMessage());
              }
            });
    caller.start();
    long deadline = System.nanoTime() + LONG;
    while (caller.getState() != Thread.State.TIMED_WAITING && System.nanoTime() < deadline) {
      Thread.sleep(1); // until the caller waits for its line, however long it takes to start
    }
    assertEquals(Thread.State.TIMED_WAITING, caller.getState(), "the caller waits");
    e.kill();
    String message = waiting.get(30, TimeUnit.SECONDS);
    assertTrue(message.contains("(it was killed)"), message);
  }

  @Test
  void aStartAfterADeathIsAFreshProcessThatReadsNothingOfTheOld() {
    EngineProcess e =
        python(
            """
        import os, sys
        print("pid", os.getpid(), flush=True)
        for line in sys.stdin:
            if line.strip() == "die":
                print("last words", flush=True)
                sys.exit(1)
        """);
    e.start();
    String first = e.next(LONG);
    e.send("die");
    assertEquals("last words", e.next(LONG));
    assertThrows(IllegalStateException.class, () -> e.next(LONG));
    assertTrue(e.start(), "started again");
    String second = e.next(LONG);
    assertTrue(second.startsWith("pid "), second);
    assertFalse(second.equals(first), "a new process");
  }

  /** Says "ready" once it runs; at "quit", takes {@code seconds} to tidy up, then exits. */
  private static String politeAfter(double seconds) {
    return "import sys, time\nprint('ready', flush=True)\nfor line in sys.stdin:\n"
        + "    if 'quit' in line:\n        time.sleep("
        + seconds
        + ")\n        sys.exit(0)\n";
  }

  @Test
  void closeReturnsWithTheLogWrittenToItsEndCountAndTailIncluded() throws Exception {
    EngineProcess e =
        python(
            """
        import sys
        sys.stderr.write('H' + 'x' * 3_000_000 + 'T')
        sys.stderr.flush()
        print('flooded', flush=True)
        for line in sys.stdin:
            if line.strip() == 'quit':
                break
        """);
    e.start();
    assertEquals("flooded", e.next(LONG));
    assertTrue(e.close("quit"), "it quits by itself");
    String log = java.nio.file.Files.readString(temp.resolve("engine.log"));
    assertTrue(log.startsWith("Hxxx"), "the head");
    assertTrue(log.endsWith("xxxT"), "the tail is written before close returns");
    assertTrue(
        log.contains(
            "[... "
                + (3_000_002 - CappedLog.HEAD_BYTES - CappedLog.TAIL_BYTES)
                + " bytes of standard error cut here"),
        "the count");
  }

  @Test
  void closeSendsQuitAndSaysWhetherTheProgramEndedByItself() {
    EngineProcess polite = python(politeAfter(0));
    polite.start();
    assertEquals("ready", polite.next(LONG), "it runs and reads its input");
    assertTrue(polite.close("quit", Duration.ofSeconds(30)));
    assertFalse(polite.isRunning());
    EngineProcess deaf = python("import time\nprint('ready', flush=True)\ntime.sleep(60)");
    deaf.start();
    assertEquals("ready", deaf.next(LONG));
    assertFalse(deaf.close("quit", Duration.ofMillis(100)), "it never ends by itself");
    assertFalse(deaf.isRunning(), "killed");
  }

  @Test
  void closeGivesAProgramThatTakesASecondToQuitTheTimeToEndByItself() {
    EngineProcess slow = python(politeAfter(1));
    slow.start();
    assertEquals("ready", slow.next(LONG));
    assertTrue(slow.close("quit"), "ended by itself within the quit grace");
    assertFalse(slow.isRunning());
  }
}
