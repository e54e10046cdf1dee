package dev.ply.host.config;

import static dev.ply.host.config.Loading.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Options;
import dev.ply.host.config.RunConfigLoader.Kind;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.Formats;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A match file that is right: every key read, every default, the file itself. */
class MatchConfigLoaderTest {

  private static final String FULL =
      """
      # Connect Four: alpha-beta with an evaluator against random
      game: connect-four          # a game id
      variant:
        width: 8
        height: 8
      games: 10
      alternate-colours: false
      seed: -42
      ply-cap: 200
      grace: 500ms
      move-cap: 1.5m
      database: results/c4.db
      description: free text
      players:
        - name: alphabeta-6
          strategy: alphabeta
          evaluator: connect-four-windows
          options: {iterative-deepening: false, ordering: history, aspiration: 25}
          depth: 6
          nodes: 1_000_000
          time: 2s
        - name: random
          strategy: random
      """;

  private static final String MINIMAL =
      """
      game: connect-four
      players:
        - name: a
          strategy: alphabeta
        - name: b
          strategy: random
      """;

  @Test
  void readsEveryFieldOfAFullFile() throws ConfigException {
    FakeCatalog catalog = FakeCatalog.standard();
    RunConfig config = load(FULL, catalog);

    assertEquals(Loading.SOURCE, config.source());
    assertEquals(FULL, config.text());
    assertSame(catalog.game("connect-four").orElseThrow(), config.game().game());
    assertEquals(Map.of("width", 8L, "height", 8L), config.game().variant().asMap());
    assertEquals(10, config.format().gamesPerPairing());
    assertFalse(config.format().alternateColours());
    assertEquals(-42L, config.seed());
    assertEquals(200, config.plyCap());
    assertEquals(Duration.ofMillis(500), config.grace());
    assertEquals(Duration.ofSeconds(90), config.moveCap());
    assertEquals(new StoreLocation.SqliteFile(Path.of("results/c4.db")), config.database());
    assertEquals("free text", config.description());
    assertEquals(2, config.players().size());

    PlayerSpec alphabeta = config.players().get(0);
    assertEquals("alphabeta-6", alphabeta.name());
    assertSame(catalog.strategy("alphabeta").orElseThrow(), alphabeta.strategy());
    assertSame(
        catalog.evaluator("connect-four-windows").orElseThrow(),
        alphabeta.evaluator().orElseThrow());
    assertEquals(
        Map.of(
            "iterative-deepening",
            false,
            "ordering",
            "history",
            "aspiration",
            25.0,
            "tt-size",
            1024L),
        alphabeta.options().asMap());
    assertEquals(OptionalInt.of(6), alphabeta.depth());
    assertEquals(OptionalLong.of(1_000_000), alphabeta.nodes());
    assertEquals(Optional.of(Duration.ofSeconds(2)), alphabeta.time());

    PlayerSpec random = config.players().get(1);
    assertEquals("random", random.name());
    assertSame(catalog.strategy("random").orElseThrow(), random.strategy());
    assertEquals(Optional.empty(), random.evaluator());
    assertEquals(Options.empty(), random.options());
    assertEquals(OptionalInt.empty(), random.depth());
    assertEquals(OptionalLong.empty(), random.nodes());
    assertEquals(Optional.empty(), random.time());
  }

  @Test
  void readsEvaluatorOptionsWithTheEvaluatorsDefaultsFilledIn() throws ConfigException {
    RunConfig config =
        load(
            """
            game: connect-four
            players:
              - name: a
                strategy: alphabeta
                evaluator: connect-four-windows
                evaluator-options: {weight-3: 50}
              - {name: b, strategy: alphabeta, evaluator: connect-four-windows}
            """);
    assertEquals(
        Map.of("weight-2", 4L, "weight-3", 50L),
        config.players().get(0).evaluatorOptions().asMap());
    assertEquals(
        Map.of("weight-2", 4L, "weight-3", 32L),
        config.players().get(1).evaluatorOptions().asMap());
    assertEquals(Options.empty(), load(MINIMAL).players().get(0).evaluatorOptions());
  }

  @Test
  void fillsEveryDefaultOfAMinimalFile() throws ConfigException {
    RunConfig config = load(MINIMAL);

    assertEquals(Map.of("width", 7L, "height", 6L), config.game().variant().asMap());
    assertEquals(2, config.format().gamesPerPairing());
    assertTrue(config.format().alternateColours());
    assertEquals(1L, config.seed());
    assertEquals(1000, config.plyCap());
    assertEquals(Duration.ofSeconds(1), config.grace());
    assertEquals(Duration.ofSeconds(60), config.moveCap());
    assertEquals(new StoreLocation.SqliteFile(Path.of("results", "test.db")), config.database());
    assertEquals("", config.description());
    PlayerSpec a = config.players().get(0);
    assertEquals(
        Map.of(
            "iterative-deepening", true, "ordering", "killer", "aspiration", 0.0, "tt-size", 1024L),
        a.options().asMap());
    assertEquals(Optional.empty(), a.evaluator());
    assertEquals(OptionalInt.empty(), a.depth());
  }

  @Test
  void checksTheVariantByMakingOneStartPosition() throws ConfigException {
    FakeCatalog catalog = FakeCatalog.standard();
    load(MINIMAL, catalog);
    assertEquals(1, ((FakeGame) catalog.game("connect-four").orElseThrow()).newGameCalls);
  }

  @Test
  void readsTypedVariantOptionsOfEveryKind() throws ConfigException {
    RunConfig config =
        load(
            """
        game: kalah
        variant: {seeds: 06, komi: 0.5, empty-capture: FALSE, rule: no}
        players:
          - {name: a, strategy: random}
          - {name: b, strategy: random}
        """);
    assertEquals(
        Map.of("seeds", 6L, "komi", 0.5, "empty-capture", false, "rule", "no"),
        config.game().variant().asMap());
  }

  @Test
  void takesEmptyVariantAndOptionsAsNone() throws ConfigException {
    RunConfig config =
        load(
            """
        game: tic-tac-toe
        variant:
        players:
          - name: a
            strategy: random
            options:
          - name: b
            strategy: random
            options: {}
        """);
    assertEquals(Options.empty(), config.game().variant());
    assertEquals(Options.empty(), config.players().get(0).options());
  }

  @Test
  void namesTheDefaultDatabaseAfterTheFileWithoutItsExtension() {
    assertEquals(
        Path.of("results", "c4-depths.db"),
        RunConfigLoader.defaultDatabase(Path.of("configs", "c4-depths.yaml"), Kind.MATCH));
    assertEquals(
        Path.of("results", "a.match.db"),
        RunConfigLoader.defaultDatabase(Path.of("a.match.yml"), Kind.MATCH));
    assertEquals(
        Path.of("results", "plain.db"),
        RunConfigLoader.defaultDatabase(Path.of("plain"), Kind.MATCH));
  }

  @Test
  void loadsAFileFromDiskAndKeepsItsPathAndText(@TempDir Path dir)
      throws IOException, ConfigException {
    Path file = dir.resolve("duel.yaml");
    Files.writeString(file, MINIMAL, StandardCharsets.UTF_8);
    RunConfig config = RunConfigLoader.load(file, FakeCatalog.standard(), Formats.ALL, Kind.MATCH);
    assertEquals(file, config.source());
    assertEquals(MINIMAL, config.text());
    assertEquals(new StoreLocation.SqliteFile(Path.of("results", "duel.db")), config.database());
  }

  @Test
  void reportsAMissingFileByItsPath(@TempDir Path dir) {
    Path file = dir.resolve("nope.yaml");
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.load(file, FakeCatalog.standard(), Formats.ALL, Kind.MATCH));
    assertEquals(
        List.of(
            new ConfigProblem(file, 0, 0, "no such file", "looked for " + file.toAbsolutePath())),
        e.problems());
    assertEquals(
        file
            + ": no such file\n  looked for "
            + file.toAbsolutePath()
            + "\n"
            + "1 problem in "
            + file
            + "; nothing was run.",
        e.getMessage());
  }

  @Test
  void reportsAFileThatIsNotUtf8AtItsFirstBadByte(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("latin1.yaml");
    Files.write(file, new byte[] {'g', 'a', 'm', 'e', ':', ' ', (byte) 0xE9, '\n'});
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.load(file, FakeCatalog.standard(), Formats.ALL, Kind.MATCH));
    assertEquals(
        file + ":1:7: the file is not UTF-8 text (byte 0xE9)\n  save it as UTF-8",
        e.problems().get(0).toString());
  }

  @Test
  void reportsADirectoryGivenAsTheFile(@TempDir Path dir) {
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.load(dir, FakeCatalog.standard(), Formats.ALL, Kind.MATCH));
    assertEquals(dir + ": this is a directory, not a match file", e.problems().get(0).toString());
  }

  @Test
  void refusesAHugeFileBeforeParsingIt(@TempDir Path dir) throws IOException {
    Path huge = dir.resolve("huge.yaml");
    Files.writeString(huge, "game: tic-tac-toe\ndescription: " + "x".repeat(50_000_000) + "\n");
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.load(huge, FakeCatalog.standard(), Formats.ALL, Kind.MATCH));
    assertEquals(
        huge
            + ": the file is 50.0 MB; a match file is at most 1 MB\n"
            + "  is this the file you meant?",
        e.problems().get(0).toString());
  }

  @Test
  void aDeviceThatNeverEndsIsRefusedAtTheCapNotReadUntilMemoryRunsOut() {
    Path zero = Path.of("/dev/zero");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(zero), "a Unix machine");
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.load(zero, FakeCatalog.standard(), Formats.ALL, Kind.MATCH));
    assertEquals(
        zero
            + ": the file is more than 1 MB; a match file is at most 1 MB\n"
            + "  is this the file you meant?",
        e.problems().get(0).toString());
    ConfigException random =
        assertThrows(
            ConfigException.class,
            () ->
                RunConfigLoader.load(
                    Path.of("/dev/urandom"), FakeCatalog.standard(), Formats.ALL, Kind.MATCH));
    assertTrue(
        random.problems().get(0).toString().contains("not UTF-8 text")
            || random.problems().get(0).toString().contains("more than 1 MB"),
        random.problems().get(0).toString());
  }

  @Test
  void aFifoThatNobodyWritesIsRefusedWithinItsStatedTime(@TempDir Path dir) throws Exception {
    Path fifo = dir.resolve("config.yaml");
    mkfifo(fifo);
    // The launcher reads the file once for its plugins (and waits), then the loader reads it:
    // the second read must not wait again (it did, doubling the wait of a FIFO nobody writes).
    assertEquals(List.of(), PluginPaths.of(fifo));
    long start = System.nanoTime();
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.load(fifo, FakeCatalog.standard(), Formats.ALL, Kind.MATCH));
    assertTrue(
        System.nanoTime() - start < TimeUnit.SECONDS.toNanos(ConfigFiles.SPECIAL_FILE_SECONDS),
        "the second read failed without a second wait");
    assertTrue(
        e.problems().get(0).toString().contains("nothing came from it within 30 s"),
        e.problems().get(0).toString());
  }

  @Test
  void aFifoIsReadOnceAndItsTextKeptForTheSecondRead(@TempDir Path dir) throws Exception {
    Path fifo = dir.resolve("piped.yaml");
    mkfifo(fifo);
    Thread writer =
        new Thread(
            () -> {
              try {
                Files.writeString(fifo, "game: tic-tac-toe\n");
              } catch (IOException ignored) {
                // the reader's assertion says what went wrong
              }
            });
    writer.start();
    assertEquals(List.of(), PluginPaths.of(fifo), "the first read, as the launcher's");
    writer.join();
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.load(fifo, FakeCatalog.standard(), Formats.ALL, Kind.MATCH));
    assertTrue(
        e.problems().stream().noneMatch(p -> p.toString().contains("the file is empty")),
        "the second read sees the text: " + e.problems());
  }

  @Test
  void aMissingYmlFileSuggestsTheYamlBesideIt(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("match.yaml"), "game: tic-tac-toe\n");
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () ->
                RunConfigLoader.load(
                    dir.resolve("match.yml"), FakeCatalog.standard(), Formats.ALL, Kind.MATCH));
    assertTrue(
        e.problems()
            .get(0)
            .toString()
            .endsWith("; did you mean " + dir.resolve("match.yaml") + "?"),
        e.problems().get(0).toString());
  }

  /** Makes a named pipe at {@code fifo}, or skips the test where there is no mkfifo. */
  private static void mkfifo(Path fifo) throws InterruptedException {
    Process mkfifo;
    try {
      mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
    } catch (IOException noMkfifo) {
      org.junit.jupiter.api.Assumptions.abort("no mkfifo on this machine");
      return;
    }
    assertEquals(0, mkfifo.waitFor());
  }
}
