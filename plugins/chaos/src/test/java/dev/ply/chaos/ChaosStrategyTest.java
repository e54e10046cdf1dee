package dev.ply.chaos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.conformance.NimFixture;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Each cheap behaviour does exactly what the table of {@link ChaosStrategy} says. Nim (3, 4, 5)
 * lists its moves heap by heap, largest take first: the first legal move is {@code 1:3} (int 3) and
 * the largest is {@code 3:5} (int 37). {@code oom} and {@code exit} are not run here: they would
 * take the test JVM down with them.
 */
class ChaosStrategyTest {

  private static final int FIRST_LEGAL = 3;
  private static final int LARGEST_LEGAL = 37;
  private static final Duration HANG_GUARD = Duration.ofSeconds(30);

  private final NimFixture nim = new NimFixture();

  private Player player(String behaviour, Map<String, Object> more) {
    Map<String, Object> given = new HashMap<>(more);
    given.put("behaviour", behaviour);
    ChaosStrategy strategy = new ChaosStrategy();
    Player p =
        strategy.newPlayer(
            new PlayerContext(
                nim,
                Options.empty(),
                Options.resolve(strategy.options(), given),
                Optional.empty(),
                1));
    p.newGame(0, 1);
    return p;
  }

  private Player player(String behaviour) {
    return player(behaviour, Map.of());
  }

  private GameState start() {
    return nim.newGame(Options.empty());
  }

  @Test
  void normalPlaysTheFirstLegalMove() {
    assertEquals(FIRST_LEGAL, player("normal").chooseMove(start(), Limits.none()).move());
  }

  @Test
  void throwsThrowsAPlainRuntimeExceptionSayingSo() {
    RuntimeException e =
        assertThrows(
            RuntimeException.class, () -> player("throws").chooseMove(start(), Limits.none()));
    assertEquals(RuntimeException.class, e.getClass());
    assertEquals("chaos: throws", e.getMessage());
  }

  @Test
  void illegalReturnsTheLargestLegalMovePlusAThousand() {
    SearchReport report = player("illegal").chooseMove(start(), Limits.none());
    assertEquals(LARGEST_LEGAL + 1000, report.move());
    assertFalse(start().isLegal(report.move()), "the move is not legal");
  }

  @Test
  void nullReturnsNoReport() {
    assertNull(player("null").chooseMove(start(), Limits.none()));
  }

  @Test
  void sleepSleepsThroughTheStopSignalThenPlaysTheFirstLegalMove() {
    Player p = player("sleep", Map.of("millis", 50L));
    Limits stopped = Limits.none();
    stopped.stop();
    long begin = System.nanoTime();
    SearchReport report =
        assertTimeoutPreemptively(HANG_GUARD, () -> p.chooseMove(start(), stopped));
    assertTrue(System.nanoTime() - begin >= 50_000_000L, "slept at least 50 ms despite the stop");
    assertEquals(FIRST_LEGAL, report.move());
  }

  @Test
  void sleepPlaysTheFirstLegalMoveAtOnceWhenInterruptedAndKeepsTheInterruptFlag() {
    Player p = player("sleep", Map.of("millis", ChaosStrategy.MAX_MILLIS));
    Object[] moveAndFlag =
        assertTimeoutPreemptively(
            HANG_GUARD,
            () -> {
              Thread.currentThread().interrupt();
              SearchReport report = p.chooseMove(start(), Limits.none());
              return new Object[] {report.move(), Thread.interrupted()};
            },
            "an interrupted sleep returns");
    assertEquals(FIRST_LEGAL, moveAndFlag[0]);
    assertEquals(true, moveAndFlag[1], "the interrupt flag is restored");
  }

  @Test
  void busySpinsForItsMillisIgnoringTheStopSignalAndInterruptsThenPlaysTheFirstLegalMove() {
    Player p = player("busy", Map.of("millis", 50L));
    Limits stopped = Limits.none();
    stopped.stop();
    Object[] moveFlagAndNanos =
        assertTimeoutPreemptively(
            HANG_GUARD,
            () -> {
              Thread.currentThread().interrupt();
              long begin = System.nanoTime();
              SearchReport report = p.chooseMove(start(), stopped);
              long nanos = System.nanoTime() - begin;
              return new Object[] {report.move(), Thread.interrupted(), nanos};
            },
            "busy gives up after its millis");
    assertEquals(FIRST_LEGAL, moveFlagAndNanos[0]);
    assertEquals(true, moveFlagAndNanos[1], "the interrupt is ignored, not consumed");
    assertTrue((long) moveFlagAndNanos[2] >= 50_000_000L, "spun at least 50 ms despite the stop");
  }

  @Test
  void stackOverflowOverflowsTheStack() {
    assertThrows(
        StackOverflowError.class,
        () -> player("stack-overflow").chooseMove(start(), Limits.none()));
  }

  @Test
  void leakThreadsReturnsALegalMoveWhileItsTwentyNonDaemonThreadsStillRun()
      throws InterruptedException {
    Player p = player("leak-threads", Map.of("millis", ChaosStrategy.MAX_MILLIS));
    SearchReport report =
        assertTimeoutPreemptively(
            HANG_GUARD,
            () -> p.chooseMove(start(), Limits.none()),
            "returns without waiting for its threads");
    List<Thread> leaked =
        Thread.getAllStackTraces().keySet().stream()
            .filter(t -> t.getName().startsWith(ChaosPlayer.LEAK_PREFIX) && t.isAlive())
            .toList();
    try {
      assertEquals(FIRST_LEGAL, report.move());
      assertEquals(ChaosPlayer.LEAKED_THREADS, leaked.size(), "threads still alive");
      assertTrue(leaked.stream().noneMatch(Thread::isDaemon), "no leaked thread is a daemon");
    } finally {
      for (Thread t : leaked) {
        t.interrupt();
      }
      for (Thread t : leaked) {
        t.join();
      }
    }
  }

  @Test
  void mutatePlaysOnItsCopyAndReturnsTheMoveFirstInThePositionItWasGiven() {
    GameState original = start();
    GameState copy = original.copy();
    SearchReport report = player("mutate").chooseMove(copy, Limits.none());
    assertTrue(copy.plies() > 0, "the copy it was given was played on");
    assertTrue(copy.isTerminal(), "first-move play empties every heap");
    assertEquals(FIRST_LEGAL, report.move());
    assertTrue(original.isLegal(report.move()), "the move is legal in the original position");
  }

  @Test
  void garbageStdoutPrintsThreeGarbageLinesThenPlaysTheFirstLegalMove() {
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream realOut = System.out;
    SearchReport report;
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      report = player("garbage-stdout").chooseMove(start(), Limits.none());
    } finally {
      System.setOut(realOut);
    }
    assertEquals(FIRST_LEGAL, report.move());
    String line = "garbage \u0000 not a move" + System.lineSeparator();
    assertEquals(line.repeat(3), captured.toString(StandardCharsets.UTF_8));
  }

  @Test
  void afterPlaysThatManyLegalMovesOfEachGameBeforeMisbehaving() {
    Player p = player("null", Map.of("after", 2L));
    for (int game = 0; game < 2; game++) {
      p.newGame(0, game);
      GameState s = start();
      for (int move = 0; move < 2; move++) {
        SearchReport report = p.chooseMove(s.copy(), Limits.none());
        assertNotNull(report, "move " + (move + 1) + " of game " + (game + 1) + " is played");
        assertTrue(s.isLegal(report.move()), "and legal");
        s.play(report.move());
      }
      assertFalse(s.isTerminal());
      assertNull(p.chooseMove(s.copy(), Limits.none()), "move 3 of game " + (game + 1));
    }
  }

  @Test
  void anUnknownBehaviourIsRejectedWithTheKnownOnes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> player("sulk"));
    assertTrue(e.getMessage().contains("'sulk'"), e.getMessage());
    assertTrue(e.getMessage().contains(Behaviour.known()), e.getMessage());
  }

  @Test
  void everyBehaviourIsNamedInTheHelpOfItsOption() {
    String help = new ChaosStrategy().options().get(0).help();
    for (Behaviour b : Behaviour.values()) {
      assertTrue(help.contains(b.id()), b.id() + " in: " + help);
    }
  }
}
