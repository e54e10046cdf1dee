package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mockConstruction;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.IllegalMoveException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.InOrder;
import org.mockito.MockedConstruction;

/**
 * A UCI player's conversation with its engine's process ({@link EngineProcess}, mocked where the
 * player makes it): the handshake, the options, the position and go of each move, the answer read.
 */
class UciPlayerConversationTest {

  private static final List<String> COMMAND = List.of("stockfish", "--quiet");
  private static final Path LOG = Path.of("engine.log");
  private static final Duration HANDSHAKE = Duration.ofSeconds(UciPlayer.HANDSHAKE_SECONDS);

  private MockedConstruction<EngineProcess> processes;
  private final List<List<?>> constructedWith = new ArrayList<>();
  private EngineProcess engine;

  @BeforeEach
  void interceptTheProcess() {
    processes =
        mockConstruction(
            EngineProcess.class, (mock, context) -> constructedWith.add(context.arguments()));
  }

  @AfterEach
  void release() {
    processes.close();
  }

  /** A player of {@code options} and {@code variant}; its process starts on the first call. */
  private UciPlayer player(Map<String, String> options, Options variant) {
    UciPlayer player = new UciPlayer(COMMAND, LOG, options, variant);
    engine = processes.constructed().get(0);
    when(engine.start()).thenReturn(true, false);
    return player;
  }

  /** The variant of Chess960 position {@code number}, as the chess plugin declares it. */
  private static Options chess960(long number) {
    return Options.resolve(
        List.of(OptionSpec.integer("chess960", -1, -1, 959, "the Chess960 position, or -1")),
        Map.of("chess960", number));
  }

  /** The engine answers {@code uci} with its name among the lines before {@code uciok}. */
  private void engineNamed(String name) {
    doAnswer(
            call -> {
              Consumer<String> others = call.getArgument(2);
              others.accept("id name " + name);
              others.accept("id author someone");
              return null;
            })
        .when(engine)
        .expect(eq("uciok"), any(), any());
  }

  /** The position after 1. e4, with White's move in the history the referee tells. */
  private static GameState afterE4(UciPlayer player) {
    player.history(List.of("e2e4"));
    return WordState.after(WordState.START, "e2e4");
  }

  @Test
  void theFirstMoveShakesHandsSendsTheOptionsThenThePositionReadyAndGo() {
    UciPlayer player = player(Map.of("Hash", "16"), Options.empty());
    when(engine.next(anyLong()))
        .thenReturn(
            "readyok", "info depth 12 score cp 31 nodes 1000 pv e7e5 g1f3", "bestmove e7e5");

    player.newGame(1, 7);
    SearchReport report = player.chooseMove(afterE4(player), Limits.depth(12));

    assertEquals(List.of(List.of(COMMAND, LOG)), constructedWith, "one process, of this engine");
    InOrder order = inOrder(engine);
    order.verify(engine).start();
    order.verify(engine).send("uci");
    order.verify(engine).expect(eq("uciok"), eq(HANDSHAKE), any());
    order.verify(engine).send("setoption name Hash value 16");
    order.verify(engine).send("isready");
    order.verify(engine).expect(eq("readyok"), eq(HANDSHAKE), any());
    order.verify(engine).send("ucinewgame");
    order.verify(engine).send("isready");
    order.verify(engine).expect(eq("readyok"), eq(HANDSHAKE), any());
    order.verify(engine).start();
    order.verify(engine).drain(any());
    order.verify(engine).send("position startpos moves e2e4", "isready", "go depth 12");
    order.verify(engine, times(3)).next(anyLong());
    order.verifyNoMoreInteractions();
    verify(engine, times(1)).send("uci");
    assertEquals(WordState.WORDS.indexOf("e7e5"), report.move());
    assertEquals(12, report.depth());
    assertEquals(1000, report.nodes());
    assertEquals(31, report.value());
    assertArrayEquals(
        new int[] {WordState.WORDS.indexOf("e7e5"), WordState.WORDS.indexOf("g1f3")},
        report.principalVariation());
  }

  @Test
  void aChess960VariantIsTurnedOnBeforeTheOtherOptions() {
    UciPlayer player = player(Map.of("Threads", "2"), chess960(518));

    player.newGame(0, 7);

    InOrder order = inOrder(engine);
    order.verify(engine).send("uci");
    order.verify(engine).send("setoption name UCI_Chess960 value true");
    order.verify(engine).send("setoption name Threads value 2");
    order.verify(engine).send("isready");
    order.verify(engine).send("ucinewgame");
  }

  @Test
  void theHandshakeNamesTheEngineByItsIdName() {
    UciPlayer player = player(Map.of(), Options.empty());
    engineNamed("Fixture 1.0");

    assertEquals("Fixture 1.0", player.handshake());

    InOrder order = inOrder(engine);
    order.verify(engine).start();
    order.verify(engine).send("uci");
    order.verify(engine).expect(eq("uciok"), eq(HANDSHAKE), any());
    order.verifyNoMoreInteractions();
  }

  @Test
  void whatTheEngineWroteBeforeTheReadyokOfThisMoveIsNotItsAnswer() {
    UciPlayer player = player(Map.of(), Options.empty());
    when(engine.next(anyLong()))
        .thenReturn(
            "info depth 30 score cp 900 pv g1f3",
            "bestmove g1f3",
            "readyok",
            "bestmove e7e5 ponder g1f3");

    SearchReport report = player.chooseMove(afterE4(player), Limits.nodes(5000));

    verify(engine).send(anyString(), eq("isready"), eq("go nodes 5000"));
    assertEquals(WordState.WORDS.indexOf("e7e5"), report.move());
    assertFalse(report.hasValue(), "the stale info line's score is not this move's");
    verify(engine, times(4)).next(anyLong());
  }

  @Test
  void aRaisedStopSignalIsPassedOnOnceAndTheBestmoveAfterItIsTheMove() {
    UciPlayer player = player(Map.of(), Options.empty());
    Limits limits = Limits.none();
    when(engine.next(anyLong()))
        .thenAnswer(
            call -> {
              limits.stop(); // the referee's deadline passes while the engine thinks
              return null;
            })
        .thenReturn(null, "readyok", "bestmove e7e5");

    SearchReport report = player.chooseMove(afterE4(player), limits);

    InOrder order = inOrder(engine);
    order.verify(engine).send(anyString(), eq("isready"), eq("go infinite"));
    order.verify(engine).next(anyLong());
    order.verify(engine).send("stop");
    order.verify(engine, times(3)).next(anyLong());
    verify(engine, times(1)).send("stop");
    assertEquals(WordState.WORDS.indexOf("e7e5"), report.move());
  }

  @Test
  void atItsHardDeadlineTheEngineIsToldToStopAndAtTheEndOfTheGraceItIsKilledAndTheMoveOverdue() {
    UciPlayer player = player(Map.of(), Options.empty());
    GameState position = afterE4(player);
    long now = System.nanoTime();
    // The deadline and its grace have passed by the time the engine is waited for: stop is sent
    // once, and the next look at the clock gives up on the move.
    player.deadline(now - 2, 1);
    when(engine.next(anyLong())).thenReturn("readyok", "info depth 1 score cp 5 pv e7e5");

    assertThrows(
        dev.ply.host.referee.MoveOverdue.class, () -> player.chooseMove(position, Limits.none()));

    verify(engine, times(1)).send("stop");
    verify(engine).kill();
  }

  @Test
  void aHardDeadlineIsForOneMoveOnly() {
    UciPlayer player = player(Map.of(), Options.empty());
    player.deadline(System.nanoTime() + Duration.ofMinutes(10).toNanos(), 0);
    when(engine.next(anyLong())).thenReturn("readyok", "bestmove e7e5", "readyok", "bestmove e7e5");

    player.chooseMove(afterE4(player), Limits.depth(2));
    player.chooseMove(afterE4(player), Limits.depth(2));

    verify(engine, never()).send("stop");
    verify(engine, never()).kill();
  }

  @Test
  void aBestmoveOfNoMoveIsNoMoveAndAnUnreadableOneIsAnIllegalMove() {
    UciPlayer player = player(Map.of(), Options.empty());
    when(engine.next(anyLong()))
        .thenReturn("readyok", "bestmove (none)", "readyok", "bestmove z9z9");

    assertNull(player.chooseMove(afterE4(player), Limits.depth(1)));
    IllegalMoveException unreadable =
        assertThrows(
            IllegalMoveException.class, () -> player.chooseMove(afterE4(player), Limits.depth(1)));
    assertEquals("z9z9", unreadable.moveText());
  }

  @Test
  void anEngineThatEndsMidMoveFailsTheMoveAndTheNextMoveStartsAFreshOne() {
    UciPlayer player = player(Map.of("Hash", "16"), Options.empty());
    IllegalStateException ended =
        new IllegalStateException("the engine's process ended with exit code 1 (its log: x)");
    when(engine.next(anyLong()))
        .thenReturn("readyok", "info depth 1 score cp 5 pv e7e5")
        .thenThrow(ended)
        .thenReturn("readyok", "bestmove e7e5");

    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class, () -> player.chooseMove(afterE4(player), Limits.depth(3)));
    assertSame(ended, thrown, "the process's own words reach the game record");
    verify(engine, never()).send("stop");

    when(engine.start()).thenReturn(true); // the process ended: the next call starts a fresh one
    SearchReport report = player.chooseMove(afterE4(player), Limits.depth(3));

    assertEquals(WordState.WORDS.indexOf("e7e5"), report.move());
    verify(engine, times(2)).send("uci");
    verify(engine, times(2)).send("setoption name Hash value 16");
    verify(engine, times(2)).send(anyString(), eq("isready"), eq("go depth 3"));
  }

  @Test
  void killEndsTheProcessAndQuitClosesItWithQuit() {
    UciPlayer player = player(Map.of(), Options.empty());
    when(engine.close("quit")).thenReturn(false);

    player.kill();
    boolean endedByItself = player.quit();

    InOrder order = inOrder(engine);
    order.verify(engine).kill();
    order.verify(engine).close("quit");
    order.verifyNoMoreInteractions();
    assertFalse(endedByItself, "quit says what closing the process said");
    verify(engine, never()).send(anyString());
  }
}
