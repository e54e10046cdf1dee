package dev.ply.host.config;

import static dev.ply.host.config.TournamentLoading.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.api.Options;
import dev.ply.host.config.EntrantSpec.Clock;
import dev.ply.host.config.RunConfigLoader.Kind;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.Formats;
import dev.ply.host.tournament.Gauntlet;
import dev.ply.host.tournament.RoundRobin;
import dev.ply.host.tournament.Swiss;
import dev.ply.host.tournament.TournamentFormat;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tournament file that is right: every key of every format read, every default, the file. */
class TournamentConfigLoaderTest {

  private static final String ROUND_ROBIN =
      """
      # Connect Four: every entrant against every other
      name: Connect Four round robin
      description: depth against time
      game: connect-four
      variant: {width: 8, height: 7}
      format: round-robin
      cycles: 3
      games-per-pairing: 4
      openings:
        random-plies: 4
      seed: -7
      ply-cap: 300
      grace: 250ms
      move-cap: 30s
      concurrency: 8
      database: results/c4-rr.db
      anchor: random
      entrants:
        - name: alphabeta-d7
          strategy: alphabeta
          evaluator: connect-four-windows
          options: {tt-size: 4096}
          depth: 7
          nodes: 500_000
          clock: {base: 10s, increment: 100ms}
        - name: minimax-d4
          strategy: minimax
          depth: 4
          time: 1s
        - name: random
          strategy: random
      """;

  private static final String MINIMAL =
      """
      name: two randoms
      game: tic-tac-toe
      format: round-robin
      entrants:
        - {name: a, strategy: random}
        - {name: b, strategy: random}
      """;

  @Test
  void readsEveryFieldOfAFullRoundRobin() throws ConfigException {
    FakeCatalog catalog = FakeCatalog.standard();
    RunConfig config = load(ROUND_ROBIN, TournamentLoading.SOURCE, catalog);

    assertEquals(TournamentLoading.SOURCE, config.source());
    assertEquals(ROUND_ROBIN, config.text());
    assertEquals("Connect Four round robin", config.name());
    assertEquals("depth against time", config.description());
    assertSame(catalog.game("connect-four").orElseThrow(), config.game().game());
    assertEquals(Map.of("width", 8L, "height", 7L), config.game().variant().asMap());
    assertEquals(new RoundRobin.Settings(3, 4), config.format());
    assertEquals(new Openings.RandomPlies(4), config.openings());
    assertEquals(-7L, config.seed());
    assertEquals(300, config.plyCap());
    assertEquals(Duration.ofMillis(250), config.grace());
    assertEquals(Duration.ofSeconds(30), config.moveCap());
    assertEquals(8, config.concurrency());
    assertEquals(new StoreLocation.SqliteFile(Path.of("results/c4-rr.db")), config.database());
    assertEquals(Optional.of("random"), config.anchor());
    assertEquals(Optional.empty(), config.sprt());
    assertEquals(List.of("alphabeta-d7", "minimax-d4", "random"), config.entrantNames());

    EntrantSpec alphabeta = config.entrants().get(0);
    PlayerSpec player = alphabeta.player();
    assertEquals("alphabeta-d7", player.name());
    assertSame(catalog.strategy("alphabeta").orElseThrow(), player.strategy());
    assertSame(
        catalog.evaluator("connect-four-windows").orElseThrow(), player.evaluator().orElseThrow());
    assertEquals(
        Map.of(
            "iterative-deepening", true, "ordering", "killer", "aspiration", 0.0, "tt-size", 4096L),
        player.options().asMap());
    assertEquals(OptionalInt.of(7), player.depth());
    assertEquals(OptionalLong.of(500_000), player.nodes());
    assertEquals(Optional.empty(), player.time());
    assertEquals(
        Optional.of(new Clock(Duration.ofSeconds(10), Duration.ofMillis(100))), alphabeta.clock());

    EntrantSpec minimax = config.entrants().get(1);
    assertSame(catalog.strategy("minimax").orElseThrow(), minimax.player().strategy());
    assertEquals(OptionalInt.of(4), minimax.player().depth());
    assertEquals(Optional.of(Duration.ofSeconds(1)), minimax.player().time());
    assertEquals(Optional.empty(), minimax.clock());

    EntrantSpec random = config.entrants().get(2);
    assertEquals("random", random.name());
    assertEquals(Options.empty(), random.player().options());
    assertEquals(Optional.empty(), random.player().evaluator());
    assertEquals(Optional.empty(), random.clock());
  }

  @Test
  void readsEveryFieldOfAFullGauntletWithItsOpeningsFile(@TempDir Path dir)
      throws IOException, ConfigException {
    Files.writeString(
        dir.resolve("c4-openings.txt"),
        """
        # Connect Four openings: columns from 0
        3 3
        2 4   # a comment after the moves

        \t4  2 3\s
        """,
        StandardCharsets.UTF_8);
    String yaml =
        """
        name: gauntlet
        game: connect-four
        format: gauntlet
        seeds: [alphabeta-d7, minimax-d4]
        openings: {file: c4-openings.txt}
        entrants:
          - {name: alphabeta-d7, strategy: alphabeta, depth: 7, clock: {base: 1m}}
          - {name: minimax-d4, strategy: minimax, depth: 4}
          - {name: random, strategy: random}
          - {name: random-2, strategy: random}
        """;
    Path source = dir.resolve("gauntlet.yaml");
    RunConfig config = load(yaml, source, FakeCatalog.standard());

    assertEquals(
        List.of("alphabeta-d7", "minimax-d4"), ((Gauntlet.Settings) config.format()).seeds());
    assertEquals(
        new Openings.FromFile(
            dir.resolve("c4-openings.txt"),
            List.of(List.of("3", "3"), List.of("2", "4"), List.of("4", "2", "3"))),
        config.openings());
    assertEquals(
        Optional.of(new Clock(Duration.ofMinutes(1), Duration.ZERO)),
        config.entrants().get(0).clock());
    assertEquals(
        List.of("alphabeta-d7", "minimax-d4", "random", "random-2"), config.entrantNames());
    assertEquals(
        new StoreLocation.SqliteFile(Path.of("results", "gauntlet.db")), config.database());
  }

  @Test
  void readsEveryFieldOfAFullSwiss() throws ConfigException {
    RunConfig config =
        load(
            """
        name: swiss
        game: kalah
        variant: {seeds: 6}
        format: swiss
        rounds: 5
        games-per-pairing: 10_000
        entrants:
          - {name: a, strategy: alphabeta}
          - {name: b, strategy: minimax}
          - {name: c, strategy: random}
          - {name: d, strategy: random}
          - {name: e, strategy: random}
        """);
    assertEquals(new Swiss.Settings(5, 10_000), config.format());
    assertEquals(6L, config.game().variant().getLong("seeds"));
    assertEquals(5, config.entrants().size());
  }

  @Test
  void readsAnSprtForTwoEntrantsWithDefaultRates() throws ConfigException {
    RunConfig config =
        load(
            MINIMAL
                + """
        sprt:
          elo0: -1.5
          elo1: 5
        """);
    assertEquals(Optional.of(new SprtSpec(-1.5, 5, 0.05, 0.05)), config.sprt());
    assertEquals(
        new SprtSpec(0, 10, 0.01, 0.1),
        load(MINIMAL + "sprt: {elo0: 0, elo1: 10, alpha: 0.01, beta: 1e-1}\n")
            .sprt()
            .orElseThrow());
  }

  @Test
  void fillsEveryDefaultOfAMinimalFile() throws ConfigException {
    RunConfig config = load(MINIMAL);

    assertEquals("two randoms", config.name());
    assertEquals("", config.description());
    assertEquals(Options.empty(), config.game().variant());
    assertEquals(new RoundRobin.Settings(1, 2), config.format());
    assertEquals(Openings.none(), config.openings());
    assertEquals(1L, config.seed());
    assertEquals(1000, config.plyCap());
    assertEquals(Duration.ofSeconds(1), config.grace());
    assertEquals(Duration.ofSeconds(60), config.moveCap());
    assertEquals(1, config.concurrency());
    assertEquals(new StoreLocation.SqliteFile(Path.of("results", "test.db")), config.database());
    assertEquals(Optional.empty(), config.anchor());
    assertEquals(Optional.empty(), config.sprt());
    assertEquals(Optional.empty(), config.entrants().get(0).clock());
    assertEquals(OptionalInt.empty(), config.entrants().get(0).player().depth());
  }

  @Test
  void givesEachFormatItsYamlCode() {
    assertEquals(
        List.of("round-robin", "gauntlet", "swiss", "knockout", "match"),
        Formats.ALL.stream().map(TournamentFormat::code).toList());
    assertEquals(Optional.of(Swiss.FORMAT), Formats.of("swiss"));
    assertEquals(Optional.empty(), Formats.of("Swiss"));
  }

  @Test
  void skipsBlankLinesAndCommentsButKeepsAHashInsideAMoveText() {
    assertEquals(List.of(), OpeningKeys.moveTexts("   "));
    assertEquals(List.of(), OpeningKeys.moveTexts("# e4 e5"));
    assertEquals(List.of("e4", "e5"), OpeningKeys.moveTexts(" e4\te5 # open game"));
    assertEquals(List.of("Qh5", "Qxf7#"), OpeningKeys.moveTexts("Qh5 Qxf7#"));
  }

  @Test
  void loadsAFileFromDiskAndKeepsItsPathAndText(@TempDir Path dir)
      throws IOException, ConfigException {
    Path file = dir.resolve("league.yaml");
    Files.writeString(file, MINIMAL, StandardCharsets.UTF_8);
    RunConfig config =
        RunConfigLoader.load(file, FakeCatalog.standard(), Formats.ALL, Kind.TOURNAMENT);
    assertEquals(file, config.source());
    assertEquals(MINIMAL, config.text());
    assertEquals(new StoreLocation.SqliteFile(Path.of("results", "league.db")), config.database());
  }

  @Test
  void reportsAMissingFileOrADirectoryByItsPath(@TempDir Path dir) {
    Path file = dir.resolve("nope.yaml");
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.load(file, FakeCatalog.standard(), Formats.ALL, Kind.TOURNAMENT));
    assertEquals(
        List.of(
            new ConfigProblem(file, 0, 0, "no such file", "looked for " + file.toAbsolutePath())),
        e.problems());
    e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.load(dir, FakeCatalog.standard(), Formats.ALL, Kind.TOURNAMENT));
    assertEquals(
        dir + ": this is a directory, not a tournament file", e.problems().get(0).toString());
  }

  @Test
  void refusesAnEmptyFile() {
    assertEquals(
        "test.yaml:1:1: the file is empty\n"
            + "  a tournament file needs at least 'name', 'game', 'format' and 'entrants'",
        TournamentLoading.problem("# nothing yet\n"));
  }

  @Test
  void namesTheDefaultDatabaseAfterTheFileWithoutItsExtension() {
    assertEquals(
        Path.of("results", "c4-league.db"),
        RunConfigLoader.defaultDatabase(Path.of("configs", "c4-league.yaml"), Kind.TOURNAMENT));
  }
}
