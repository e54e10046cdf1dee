package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.IllegalMoveException;
import dev.ply.host.referee.Resignation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a GTP engine is told and what is read from it, with a scripted engine that records. */
class GtpPlayerTest {

  private static final Path ENGINE =
      Path.of("src", "test", "resources", "engines", "gtp_engine.py").toAbsolutePath();
  private static final Options VARIANT =
      Options.resolve(
          List.of(
              OptionSpec.integer("size", 9, 2, 19, "points on a side"),
              OptionSpec.decimal("komi", 7.5, -100, 100, "komi")),
          Map.of("size", 5, "komi", 6.5));

  @TempDir Path temp;

  private Path record;
  private GtpPlayer player;

  private boolean timed = true;

  /** The longest a call of {@link #move} took, in ms. */
  private long slowestMoveMillis;

  private GtpPlayer engine(String... modes) {
    record = temp.resolve("input.txt");
    List<String> command =
        new ArrayList<>(List.of("python3", ENGINE.toString(), record.toString()));
    command.addAll(List.of(modes));
    player = new GtpPlayer(command, temp.resolve("engine.log"), VARIANT, timed);
    return player;
  }

  @AfterEach
  void end() {
    if (player != null) {
      player.close();
    }
  }

  /**
   * The commands the engine was told, without their ids, from the first that is {@code from}. When
   * they tell it the time of a move ({@code time_settings 0 T 1}) and a move took 0.95 s or more,
   * the seconds told depend on how busy the machine was, not on the player ({@link #move}): the
   * test is then skipped (reported as aborted, with the time the move took) rather than failed.
   */
  private List<String> told(String from) throws Exception {
    List<String> lines =
        Files.readAllLines(record).stream().map(l -> l.replaceFirst("^\\d+ ", "")).toList();
    int start = lines.indexOf(from);
    assertTrue(start >= 0, from + " in " + lines);
    List<String> told = lines.subList(start, lines.size());
    assumeTrue(
        slowestMoveMillis < 950 || told.stream().noneMatch(l -> l.startsWith("time_settings 0 ")),
        () -> "a move took " + slowestMoveMillis + " ms on a busy machine: the seconds told vary");
    return told;
  }

  private static Limits within(long millis) {
    return new Limits(
        Limits.NO_DEPTH_LIMIT,
        Limits.NO_NODE_LIMIT,
        System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis));
  }

  /**
   * The engine's move after {@code history}, within {@code millis} ms and a margin: the engine is
   * told whole seconds ({@code millis / 1000}, its remaining time plus 0.1 s rounded down), and the
   * margin keeps them so while the commands it is told before {@code genmove} take less than 0.95
   * s. The slowest move is kept for {@link #told}.
   */
  private String move(List<String> history, long millis) {
    player.history(history);
    GameState state = VertexState.after(history.toArray(String[]::new));
    long start = System.nanoTime();
    try {
      return state.moveToText(player.chooseMove(state, within(millis + 850)).move());
    } finally { // a move that fails has told the engine its seconds too
      slowestMoveMillis =
          Math.max(slowestMoveMillis, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
    }
  }

  @Test
  void theHandshakeAsksTheProtocolVersionNameAndVersionEachWithAnId() throws Exception {
    assertEquals("gtp fake 1.0 (GTP 2)", engine().handshake());
    assertEquals(List.of("1 protocol_version", "2 name", "3 version"), Files.readAllLines(record));
  }

  @Test
  void aGameIsSetUpOnceAndThenOnlyTheMovesTheEngineHasNotSeenArePlayedBeforeGenmove()
      throws Exception {
    engine().newGame(1, 3);
    assertEquals("C3", move(List.of("D4"), 3_000));
    assertEquals("D2", move(List.of("D4", "C3", "B2"), 3_000));
    assertEquals(
        List.of(
            "boardsize 5",
            "clear_board",
            "komi 6.5",
            "play black D4",
            "time_settings 0 3 1",
            "genmove white",
            "play black B2",
            "genmove white"),
        told("boardsize 5"),
        "the time is sent again only when it changes");
  }

  @Test
  void aGameThatWentElsewhereIsPlayedAgainOnAClearedBoard() throws Exception {
    engine().newGame(1, 3);
    move(List.of("D4"), 3_000);
    assertEquals("C3", move(List.of("E5", "D2", "B2"), 3_000));
    assertEquals(
        List.of(
            "genmove white",
            "boardsize 5",
            "clear_board",
            "komi 6.5",
            "play black E5",
            "play white D2",
            "play black B2",
            "time_settings 0 3 1",
            "genmove white"),
        told("genmove white"));
  }

  @Test
  void onAClockTheBaseIsSetOnceAndTheTimeLeftComesBeforeEachMove() throws Exception {
    engine().newGame(1, 3);
    player.clocks(new long[] {60_000_000_000L, 65_500_000_000L}, new long[] {0, 0});
    move(List.of("D4"), 3_000);
    player.clocks(new long[] {58_000_000_000L, 61_900_000_000L}, new long[] {0, 0});
    move(List.of("D4", "C3", "B2"), 3_000);
    assertEquals(
        List.of(
            "play black D4",
            "time_settings 65 0 0",
            "time_left white 65 0",
            "genmove white",
            "play black B2",
            "time_left white 61 0",
            "genmove white"),
        told("play black D4"));
  }

  @Test
  void anEntrantWithoutATimeOrAClockIsNotToldTheTimeAndPlaysAtItsOwnPace() throws Exception {
    timed = false;
    engine().newGame(1, 3);
    player.clocks(new long[] {-1, -1}, new long[] {0, 0});
    move(List.of("D4"), 3_000);
    assertEquals(List.of("komi 6.5", "play black D4", "genmove white"), told("komi 6.5"));
  }

  @Test
  void anEngineThatRefusesTheTimeCommandsIsNotToldTheTimeAgain() throws Exception {
    engine("notime").newGame(0, 3);
    move(List.of(), 3_000);
    move(List.of("C3", "D4"), 2_000);
    assertEquals(
        List.of(
            "komi 6.5", "time_settings 0 3 1", "genmove black", "play white D4", "genmove black"),
        told("komi 6.5"));
  }

  @Test
  void anEngineThatResignsThrowsAResignation() {
    engine("resign").newGame(0, 3);
    assertThrows(Resignation.class, () -> move(List.of(), 3_000));
  }

  @Test
  void anAnswerThatIsNoVertexIsAnIllegalMoveAndTheBoardIsSetUpAnewAfterIt() throws Exception {
    engine("garbage").newGame(1, 3);
    IllegalMoveException illegal =
        assertThrows(IllegalMoveException.class, () -> move(List.of("D4"), 3_000));
    assertEquals("banana", illegal.moveText());
    assertTrue(illegal.getMessage().contains("got 'banana'"), illegal.getMessage());
    assertThrows(IllegalMoveException.class, () -> move(List.of("D4", "pass", "B2"), 3_000));
    assertEquals(
        List.of(
            "genmove white",
            "boardsize 5",
            "clear_board",
            "komi 6.5",
            "play black D4",
            "play white pass",
            "play black B2",
            "time_settings 0 3 1",
            "genmove white"),
        told("genmove white"));
  }

  @Test
  void aPointAlreadyTakenIsReturnedForTheRefereeToRefuseAndTheBoardIsSetUpAnew() throws Exception {
    engine("same").newGame(1, 3);
    player.history(List.of("C3"));
    VertexState state = VertexState.after("C3");
    SearchReport report = player.chooseMove(state, within(3_000));
    assertEquals("C3", state.moveToText(report.move()));
    assertFalse(state.isLegal(report.move()));
    move(List.of("C3", "pass", "B2"), 3_000);
    assertEquals(
        List.of(
            "genmove white",
            "boardsize 5",
            "clear_board",
            "komi 6.5",
            "play black C3",
            "play white pass",
            "play black B2",
            "time_settings 0 3 1",
            "genmove white"),
        told("genmove white"));
  }

  @Test
  void anErrorAnsweredToGenmoveFailsTheMoveWithTheEnginesWords() {
    engine("error").newGame(0, 3);
    IllegalStateException failed =
        assertThrows(IllegalStateException.class, () -> move(List.of(), 3_000));
    assertEquals("the engine answered 'genmove black' with '? cannot do it'", failed.getMessage());
  }

  @Test
  void anEngineThatRefusesAMoveOfTheGameFailsItNamingTheMove() {
    engine("refuse").newGame(1, 3);
    IllegalStateException refused =
        assertThrows(IllegalStateException.class, () -> move(List.of("D4"), 3_000));
    assertEquals(
        "the engine refused a move of the game: 'play black D4' answered" + " '? illegal move'",
        refused.getMessage());
  }

  @Test
  void anEngineThatCrashesInGenmoveIsStartedAgainAndToldTheWholeGame() throws Exception {
    engine("crash").newGame(1, 3);
    IllegalStateException died =
        assertThrows(IllegalStateException.class, () -> move(List.of("D4"), 3_000));
    assertTrue(
        died.getMessage().startsWith("the engine's process ended with exit code 3"),
        died.getMessage());
    assertEquals("C3", move(List.of("D4"), 3_000));
    assertEquals(
        List.of(
            "genmove white",
            "protocol_version",
            "name",
            "version",
            "boardsize 5",
            "clear_board",
            "komi 6.5",
            "play black D4",
            "genmove white"),
        told("genmove white").stream().filter(c -> !c.startsWith("time_settings")).toList());
  }

  @Test
  void aLateAnswerIsTakenWhenItComesForGtpHasNoStopAndTheRefereeDecides() {
    engine("late").newGame(0, 3);
    player.history(List.of());
    Limits limits = within(100);
    limits.stop();
    SearchReport report = player.chooseMove(new VertexState(), limits);
    assertEquals("C3", new VertexState().moveToText(report.move()));
  }

  @Test
  void anEngineKilledWhileItThinksFailsTheMoveAndPlaysTheNextOneAfterARestart() throws Exception {
    engine("hang").newGame(0, 3);
    player.history(List.of());
    CompletableFuture<SearchReport> thinking =
        CompletableFuture.supplyAsync(() -> player.chooseMove(new VertexState(), within(100)));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!(Files.exists(record) && Files.readString(record).contains("genmove"))
        && System.nanoTime() < deadline) {
      Thread.sleep(10); // until the engine thinks, however long it takes to start
    }
    player.kill();
    ExecutionException failed =
        assertThrows(ExecutionException.class, () -> thinking.get(30, TimeUnit.SECONDS));
    assertTrue(
        failed.getCause().getMessage().contains("(it was killed)"), failed.getCause().getMessage());
    assertEquals("D4", move(List.of("C3", "B2"), 3_000));
  }

  @Test
  void anAnswerWithoutAnIdFromAnEngineThatEchoesIdsIsStrayAndNotTakenAsTheMove() {
    timed = false;
    engine("stray").newGame(1, 3);
    assertEquals("C3", move(List.of("D4"), 3_000), "not the A1 written after the play's answer");
    assertEquals("D2", move(List.of("D4", "C3", "B2"), 3_000));
  }

  @Test
  void anAnswerWithAnotherIdIsStaleAndOneWithoutAnIdIsTaken() {
    engine("stale").newGame(0, 3);
    assertEquals("C3", move(List.of(), 3_000), "not the A1 of id 999");
    player.close();
    engine("noid").newGame(0, 3);
    assertEquals("C3", move(List.of(), 3_000));
  }

  @Test
  void answersAreReadWithOrWithoutTheirIds() {
    assertEquals(new GtpPlayer.Answer(true, "D4"), GtpPlayer.parse("=12 D4", 12));
    assertEquals(new GtpPlayer.Answer(true, "pass"), GtpPlayer.parse("= pass", 12));
    assertEquals(new GtpPlayer.Answer(true, ""), GtpPlayer.parse("=4 ", 4));
    assertEquals(
        new GtpPlayer.Answer(false, "illegal move"), GtpPlayer.parse("?3 illegal move", 3));
    assertNull(GtpPlayer.parse("=7 C3", 8), "another command's answer");
    assertNull(GtpPlayer.parse("", 8));
    assertNull(GtpPlayer.parse("thinking...", 8));
  }

  @Test
  void komiIsWrittenAsGtpTakesIt() {
    assertEquals("7.5", GtpPlayer.komiText(7.5));
    assertEquals("6", GtpPlayer.komiText(6.0));
    assertEquals("-0.5", GtpPlayer.komiText(-0.5));
    assertEquals("0", GtpPlayer.komiText(0));
  }
}
