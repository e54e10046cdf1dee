package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.host.referee.Resignation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What an xboard engine is told and what is read from it, with a scripted engine that records. */
class XboardPlayerTest {

  private static final Path ENGINE =
      Path.of("src", "test", "resources", "engines", "xboard_words_engine.py").toAbsolutePath();

  @TempDir Path temp;

  private Path record;
  private XboardPlayer player;

  private XboardPlayer engine(String... modes) {
    record = temp.resolve("input.txt");
    List<String> command =
        new ArrayList<>(List.of("python3", ENGINE.toString(), record.toString()));
    command.addAll(List.of(modes));
    player = new XboardPlayer(command, temp.resolve("engine.log"), Map.of("Resign", "0"));
    return player;
  }

  @AfterEach
  void end() {
    player.close();
  }

  /** The lines the engine was told, from the first that starts with {@code from}. */
  private List<String> told(String from) throws Exception {
    List<String> lines = Files.readAllLines(record);
    int start = lines.indexOf(from);
    assertTrue(start >= 0, from + " in " + lines);
    return lines.subList(start, lines.size());
  }

  private static Limits limits(int depth, long millis) {
    return new Limits(
        depth, Limits.NO_NODE_LIMIT, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis));
  }

  @Test
  void theHandshakeAnswersEachFeatureAndRefusesWhatPlyWillNotHonour() throws Exception {
    String said = engine().handshake();
    assertEquals("words engine: feature done=1; ping=1 setboard=1 usermove=1", said);
    player.sendOptions();
    assertEquals(
        List.of(
            "xboard",
            "protover 2",
            "accepted myname",
            "accepted ping",
            "accepted usermove",
            "rejected san",
            "rejected sigint",
            "accepted colors",
            "accepted setboard",
            "accepted done",
            "rejected flying",
            "accepted done",
            "option Resign=0",
            "ping 1"),
        told("xboard"));
  }

  @Test
  void aGameIsSetUpOnceAndThenEachMoveIsToldWithTheLimitsBeforeGo() throws Exception {
    engine().newGame(1, 3);
    player.history(List.of("e2e4"));
    SearchReport first =
        player.chooseMove(WordState.after(WordState.START, "e2e4"), limits(4, 3_500));
    assertEquals("e7e5", WordState.WORDS.get(first.move()));
    player.history(List.of("e2e4", "e7e5", "g1f3"));
    SearchReport second =
        player.chooseMove(
            WordState.after(WordState.START, "e2e4", "e7e5", "g1f3"), limits(4, 3_500));
    assertEquals("b8c6", WordState.WORDS.get(second.move()));
    List<String> game = told("new");
    assertEquals(
        List.of("new", "force", "post", "easy", "ping 2", "usermove e2e4", "sd 4"),
        game.subList(0, 7));
    assertTrue(game.get(7).matches("st [23]"), game.get(7));
    assertEquals(
        List.of("ping 3", "go", "force", "usermove g1f3", "sd 4"),
        game.subList(8, 13),
        "only the move the engine has not seen");
  }

  @Test
  void aPonderingEngineIsToldHardAndAfterItsMoveOnlyTheClocksAndTheOpponentsMove()
      throws Exception {
    engine().ponder(true);
    player.newGame(1, 3);
    player.history(List.of("e2e4"));
    player.clocks(new long[] {60_000_000_000L, 59_000_000_000L}, new long[] {0, 0});
    SearchReport first =
        player.chooseMove(WordState.after(WordState.START, "e2e4"), limits(4, 3_500));
    assertEquals("e7e5", WordState.WORDS.get(first.move()));
    player.history(List.of("e2e4", "e7e5", "g1f3"));
    player.clocks(new long[] {58_000_000_000L, 57_500_000_000L}, new long[] {0, 0});
    SearchReport second =
        player.chooseMove(
            WordState.after(WordState.START, "e2e4", "e7e5", "g1f3"), limits(4, 3_500));
    assertEquals("b8c6", WordState.WORDS.get(second.move()), "answered without a go");
    player.gameOver();
    player.newGame(1, 4);
    assertEquals(
        List.of(
            "new",
            "force",
            "post",
            "hard",
            "ping 2",
            "usermove e2e4",
            "sd 4",
            "level 0 0:59 0", // black's 59 s
            "time 5900",
            "otim 6000",
            "ping 3",
            "go",
            // no force after its move e7e5: it ponders
            "time 5750",
            "otim 5800",
            "usermove g1f3",
            // the game is over: it stops
            "force",
            "new",
            "force",
            "post",
            "hard",
            "ping 4"),
        told("new"));
  }

  @Test
  void aPonderingEngineWhoseGameWentElsewhereIsForcedAndSetUpAfresh() throws Exception {
    engine().ponder(true);
    player.newGame(1, 3);
    player.history(List.of("e2e4"));
    player.chooseMove(WordState.after(WordState.START, "e2e4"), limits(4, 3_500));
    // Not the game it played e7e5 in: a game from another first move.
    player.history(List.of("g1f3"));
    SearchReport report =
        player.chooseMove(WordState.after(WordState.START, "g1f3"), limits(4, 3_500));
    assertEquals("e2e4", WordState.WORDS.get(report.move()));
    List<String> game = told("go");
    assertEquals(
        List.of("go", "force", "new", "force", "post", "hard", "usermove g1f3", "sd 4"),
        game.subList(0, 8));
    assertEquals(List.of("ping 4", "go"), game.subList(9, 11));
  }

  @Test
  void theThinkingLineBeforeTheMoveIsRecordedWithIt() {
    engine().newGame(0, 3);
    player.history(List.of());
    SearchReport report = player.chooseMove(new WordState(WordState.START), limits(4, 3_000));
    assertEquals("e2e4", WordState.WORDS.get(report.move()));
    assertEquals(3, report.depth());
    assertEquals(25, report.value());
    assertEquals(1234, report.nodes());
    assertEquals(Map.of("score-cp", 25L, "engine-time-ms", 70L), report.counters());
    assertEquals(1, report.principalVariation().length);
  }

  @Test
  void aGameFromAnotherPositionIsSetUpWithSetboard() throws Exception {
    String fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    engine().newGame(0, 3);
    player.history(List.of());
    player.chooseMove(new WordState(fen), limits(2, 3_000));
    List<String> game = told("new");
    int setboard = game.indexOf("setboard " + fen);
    assertEquals(
        List.of("new", "force", "post", "easy"),
        game.subList(setboard - 4, setboard),
        "on a fresh board");
  }

  @Test
  void anEngineWithoutSetboardCannotPlayFromAnotherPositionAndTheMessageSaysWhy() {
    engine("nosetboard").newGame(0, 3);
    player.history(List.of());
    IllegalStateException refused =
        assertThrows(
            IllegalStateException.class,
            () ->
                player.chooseMove(
                    new WordState("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), limits(2, 3_000)));
    assertEquals(
        "the engine cannot play from the position 4k3/8/8/8/8/8/8/4K2R w K - 0 1: it did"
            + " not offer 'feature setboard=1'",
        refused.getMessage());
  }

  @Test
  void onAClockTheLevelIsSetOnceAndBothClocksComeInCentisecondsBeforeEachMove() throws Exception {
    engine().newGame(1, 3);
    player.history(List.of("e2e4"));
    player.clocks(
        new long[] {9_500_000_000L, 68_750_000_000L}, new long[] {100_000_000L, 100_000_000L});
    player.chooseMove(
        WordState.after(WordState.START, "e2e4"), limits(Limits.NO_DEPTH_LIMIT, 3_000));
    player.history(List.of("e2e4", "e7e5", "g1f3"));
    player.clocks(
        new long[] {9_400_000_000L, 68_000_000_000L}, new long[] {100_000_000L, 100_000_000L});
    player.chooseMove(
        WordState.after(WordState.START, "e2e4", "e7e5", "g1f3"),
        limits(Limits.NO_DEPTH_LIMIT, 3_000));
    List<String> game = told("usermove e2e4");
    assertEquals(
        List.of(
            "usermove e2e4",
            "level 0 1:08 0.1",
            "time 6875",
            "otim 950",
            "ping 3",
            "go",
            "force",
            "usermove g1f3",
            "time 6800",
            "otim 940",
            "ping 4",
            "go"),
        game.subList(0, 12));
  }

  @Test
  void anEngineThatResignsThrowsAResignationAndIsPutInForceMode() throws Exception {
    engine("resign").newGame(0, 3);
    player.history(List.of());
    assertThrows(
        Resignation.class,
        () -> player.chooseMove(new WordState(WordState.START), limits(2, 3_000)));
    // The fake engine writes what it was told as it reads it: give it a moment for the last line.
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!told("go").equals(List.of("go", "force")) && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    assertEquals(List.of("go", "force"), told("go"));
  }

  @Test
  void anEngineThatRefusesAMoveOfTheGameFailsItNamingTheMove() {
    engine("refuse").newGame(1, 3);
    player.history(List.of("e2e4"));
    IllegalStateException refused =
        assertThrows(
            IllegalStateException.class,
            () -> player.chooseMove(WordState.after(WordState.START, "e2e4"), limits(2, 3_000)));
    assertEquals(
        "the engine refused a move of the game: 'Illegal move: e2e4'", refused.getMessage());
  }

  @Test
  void anEngineThatTakesThreeSecondsToSendItsFeaturesIsHeardOut() {
    String said = engine("slowstart").handshake();
    assertEquals("words engine: feature done=1; ping=1 setboard=1 usermove=1", said);
  }

  @Test
  void anEngineThatSendsNoDoneIsTakenAsItIsAfterEightSecondsAndPlays() throws Exception {
    String said = engine("nodone").handshake();
    assertTrue(said.contains("no 'feature done=1' within 8000 ms"), said);
    player.newGame(1, 3);
    player.history(List.of("e2e4"));
    SearchReport report =
        player.chooseMove(WordState.after(WordState.START, "e2e4"), limits(2, 3_000));
    assertEquals("e7e5", WordState.WORDS.get(report.move()));
  }
}
