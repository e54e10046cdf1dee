package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a UCI engine is told and what is read from it, with a scripted engine that records. */
class UciPlayerTest {

  private static final Path ENGINE =
      Path.of("src", "test", "resources", "engines", "uci_words_engine.py").toAbsolutePath();

  @TempDir Path temp;

  private Path record;
  private UciPlayer player;

  @BeforeEach
  void start() {
    record = temp.resolve("input.txt");
    player =
        new UciPlayer(
            List.of("python3", ENGINE.toString(), record.toString()),
            temp.resolve("engine.log"),
            Map.of("Hash", "16"),
            Options.empty());
  }

  @AfterEach
  void end() {
    player.close();
  }

  private List<String> told() throws Exception {
    return Files.readAllLines(record);
  }

  private static Limits within(long millis) {
    return new Limits(
        Limits.NO_DEPTH_LIMIT,
        Limits.NO_NODE_LIMIT,
        System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis));
  }

  @Test
  void onAClockGoCarriesBothClocksInMillisecondsAndNoMoveTime() throws Exception {
    player.newGame(1, 7);
    player.history(List.of("e2e4"));
    player.clocks(
        new long[] {9_000_000_000L, 8_512_345_678L}, new long[] {100_000_000L, 100_000_000L});
    SearchReport report =
        player.chooseMove(WordState.after(WordState.START, "e2e4"), within(5_000));
    assertEquals("e7e5", WordState.WORDS.get(report.move()));
    List<String> lines = told();
    assertEquals(
        List.of(
            "uci",
            "setoption name Hash value 16",
            "isready",
            "ucinewgame",
            "isready",
            "position startpos moves e2e4",
            "isready",
            "go wtime 9000 btime 8512 winc 100 binc 100"),
        lines);
  }

  @Test
  void theClocksCountForOneMoveOnlyWithoutThemGoCarriesTheMoveTime() throws Exception {
    player.newGame(0, 7);
    player.history(List.of());
    player.clocks(new long[] {9_000_000_000L, -1}, new long[] {0, 0});
    player.chooseMove(new WordState(WordState.START), within(5_000));
    player.history(List.of("e2e4", "e7e5"));
    player.chooseMove(
        WordState.after(WordState.START, "e2e4", "e7e5"),
        new Limits(4, 5000, System.nanoTime() + TimeUnit.SECONDS.toNanos(2)));
    List<String> gos = told().stream().filter(l -> l.startsWith("go")).toList();
    assertEquals("go wtime 9000 winc 0", gos.get(0), "a side without a clock is left out");
    assertTrue(gos.get(1).matches("go depth 4 nodes 5000 movetime \\d+"), gos.get(1));
    long movetime = Long.parseLong(gos.get(1).substring(gos.get(1).lastIndexOf(' ') + 1));
    assertTrue(movetime > 0 && movetime <= 2000, "the time left to the deadline: " + movetime);
  }

  @Test
  void aMoveWithoutAnyLimitIsGoInfiniteAndTheStopSignalEndsIt() throws Exception {
    player.newGame(0, 7);
    player.history(List.of());
    Limits none = Limits.none();
    CompletableFuture<SearchReport> move =
        CompletableFuture.supplyAsync(
            () -> player.chooseMove(new WordState(WordState.START), none));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!(Files.exists(record) && told().contains("go infinite"))
        && System.nanoTime() < deadline) {
      Thread.sleep(10); // until the engine thinks, however long it takes to start
    }
    none.stop();
    SearchReport report = move.get(30, TimeUnit.SECONDS);
    assertEquals("e2e4", WordState.WORDS.get(report.move()));
    List<String> lines = told();
    assertEquals(List.of("go infinite", "stop"), lines.subList(lines.size() - 2, lines.size()));
  }

  @Test
  void theLastInfoLineIsRecordedWithTheMove() {
    player.newGame(0, 7);
    player.history(List.of("e2e4", "e7e5"));
    SearchReport report =
        player.chooseMove(WordState.after(WordState.START, "e2e4", "e7e5"), within(5_000));
    assertEquals("g1f3", WordState.WORDS.get(report.move()));
    assertEquals(3, report.depth());
    assertEquals(1234, report.nodes());
    assertEquals(25, report.value());
    assertEquals(
        Map.of("seldepth", 5L, "score-cp", 25L, "nps", 5000L, "engine-time-ms", 7L),
        report.counters());
    assertEquals(1, report.principalVariation().length);
  }

  @Test
  void aBestmoveWrittenBeforeGoIsNotTakenAsTheMove() {
    player.close();
    player =
        new UciPlayer(
            List.of("python3", ENGINE.toString(), record.toString(), "stray"),
            temp.resolve("engine.log"),
            Map.of(),
            Options.empty());
    player.newGame(0, 7);
    player.history(List.of());
    assertEquals(
        "e2e4",
        WordState.WORDS.get(
            player.chooseMove(new WordState(WordState.START), within(5_000)).move()),
        "not the f1b5 written when the position came");
    player.history(List.of("e2e4"));
    assertEquals(
        "e7e5",
        WordState.WORDS.get(
            player.chooseMove(WordState.after(WordState.START, "e2e4"), within(5_000)).move()));
  }

  @Test
  void aGameFromAnotherPositionIsSentAsItsFen() throws Exception {
    String fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    player.newGame(0, 7);
    player.history(List.of("e2e4"));
    player.chooseMove(WordState.after(fen, "e2e4"), within(5_000));
    assertTrue(told().contains("position fen " + fen + " moves e2e4"), told().toString());
  }
}
