package dev.ply.host.report;

import static dev.ply.host.report.ReportFixtures.game;
import static dev.ply.host.report.ReportFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Termination;
import dev.ply.host.store.ResultReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExporterTest {

  /** Text that breaks naive CSV and JSON writers. */
  static final String AWKWARD = "said \"no\", twice;\r\nthen\tleft\\ <b>é 😀 \u0001";

  private static final List<String> GAME_COLUMNS =
      List.of(
          "id",
          "run_id",
          "number",
          "game",
          "variant",
          "first_player",
          "second_player",
          "result",
          "winner",
          "termination",
          "reason",
          "plies",
          "seed",
          "started_at",
          "ended_at",
          "final_position",
          "opening",
          "adjudication_rule",
          "adjudication_evidence");

  private static final List<String> MOVE_COLUMNS =
      List.of(
          "run_id",
          "game_id",
          "game_number",
          "ply",
          "seat",
          "player",
          "move",
          "time_ms",
          "depth",
          "nodes",
          "value",
          "pv",
          "counters");

  @TempDir Path temp;

  Path db;

  @BeforeEach
  void twoRuns() {
    db = temp.resolve("results.db");
    ReportFixtures.write(
        db,
        run("match", "earlier", "game: tiny\n"),
        List.of(),
        List.of(game(1, "x", "y", 0, "a1")));
    GameRecord awkward =
        game(
            2, "beta, the \"second\"", "alpha", -1, Termination.PLY_CAP, AWKWARD, "a1", "b1", "c1");
    ReportFixtures.write(
        db,
        run("match", "later", "game: tiny\n"),
        List.of(),
        List.of(game(1, "alpha", "beta, the \"second\"", 0, "a1", "b2", "c3"), awkward));
  }

  private Exporter.Result export(ExportFormat format, Path directory) {
    try (ResultReader reader = ResultReader.open(db)) {
      return Exporter.export(reader, 2, format, directory);
    }
  }

  @Test
  void csvReadsBackFieldForFieldWithAStrictRfc4180Parser() throws IOException {
    Exporter.Result result = export(ExportFormat.CSV, temp.resolve("out"));
    assertEquals(2, result.gameRows());
    assertEquals(5, result.moveRows());

    List<List<String>> games = Rfc4180.parse(Files.readString(result.games()));
    assertEquals(GAME_COLUMNS, games.get(0));
    assertEquals(3, games.size());
    List<String> second = games.get(2);
    assertEquals("2", second.get(1), "run_id");
    assertEquals("2", second.get(2), "number");
    assertEquals("beta, the \"second\"", second.get(5));
    assertEquals("1/2-1/2", second.get(7));
    assertEquals("", second.get(8), "a draw has no winner: NULL is an empty field");
    assertEquals(
        AWKWARD.replace("\u0001", "\\x01"),
        second.get(10),
        "the text as it was, but a control character escaped");
    assertEquals("final of game 2", second.get(15));
    assertEquals("a1", second.get(16));

    List<List<String>> moves = Rfc4180.parse(Files.readString(result.moves()));
    assertEquals(MOVE_COLUMNS, moves.get(0));
    assertEquals(6, moves.size());
    assertEquals(
        List.of(
            "2",
            moves.get(4).get(1),
            "2",
            "1",
            "1",
            "alpha",
            "b1",
            "4.0",
            "2",
            "10",
            "1",
            "b1 b2",
            "{\"cutoffs\":1}"),
        moves.get(4));
  }

  @Test
  void jsonLinesHoldOneObjectPerRowWithTypedValues() throws IOException {
    Exporter.Result result = export(ExportFormat.JSONL, temp.resolve("out"));
    List<String> games = Files.readAllLines(result.games(), StandardCharsets.UTF_8);
    assertEquals(2, games.size());
    for (String line : games) {
      @SuppressWarnings("unchecked")
      Map<String, Object> row = (Map<String, Object>) TinyJson.parse(line);
      assertEquals(GAME_COLUMNS, List.copyOf(row.keySet()));
      assertEquals(2L, row.get("run_id"));
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> second = (Map<String, Object>) TinyJson.parse(games.get(1));
    assertEquals(AWKWARD, second.get("reason"));
    assertEquals(null, second.get("winner"));
    assertEquals("beta, the \"second\"", second.get("first_player"));
    assertEquals(1002L, second.get("seed"));

    List<String> moves = Files.readAllLines(result.moves(), StandardCharsets.UTF_8);
    assertEquals(5, moves.size());
    @SuppressWarnings("unchecked")
    Map<String, Object> move = (Map<String, Object>) TinyJson.parse(moves.get(0));
    assertEquals(MOVE_COLUMNS, List.copyOf(move.keySet()));
    assertEquals(4.0, move.get("time_ms"));
    assertEquals(10L, move.get("nodes"));
    assertEquals("{\"cutoffs\":1}", move.get("counters"));
  }

  @Test
  void anotherExportReplacesTheFilesAndLeavesNoTemporaryFiles() throws IOException {
    Path out = temp.resolve("out");
    Files.createDirectories(out);
    Files.writeString(out.resolve("games.csv"), "old");
    export(ExportFormat.CSV, out);
    export(ExportFormat.CSV, out);
    try (Stream<Path> files = Files.list(out)) {
      assertEquals(
          List.of("game_players.csv", "games.csv", "moves.csv"),
          files.map(p -> p.getFileName().toString()).sorted().toList());
    }
    assertFalse(Files.readString(out.resolve("games.csv")).startsWith("old"));
  }

  @Test
  void aRunOfHiddenInformationAlsoExportsWhatEachSeatSawAndOtherRunsWriteNoSuchFile()
      throws IOException {
    Path guess = temp.resolve("guess.db");
    long run =
        ReportFixtures.write(
            guess,
            ReportFixtures.run("match", "guess", "game: hidden-guess\n"),
            List.of(),
            ReportFixtures.hiddenGuessGames(2));
    Exporter.Result result;
    try (ResultReader reader = ResultReader.open(guess)) {
      result = Exporter.export(reader, run, ExportFormat.JSONL, temp.resolve("guess-out"));
    }
    // Each game: the dealer sees its card (ply 1), both see the pass (ply 2), both the guess (3).
    assertEquals(10, result.observationRows());
    List<String> lines = Files.readAllLines(result.observations().orElseThrow());
    assertEquals(10, lines.size());
    assertTrue(
        lines.get(0).contains("\"seat\":0") && lines.get(0).contains("\"text\":\"card "),
        lines.get(0));
    // Every seat with its score and the game's own utility (Hidden guess: +1 or -1).
    List<String> seats = Files.readAllLines(result.seats());
    assertEquals(4, seats.size(), "two seats of two games");
    assertTrue(
        seats.stream().allMatch(l -> l.contains("\"utility\":1") || l.contains("\"utility\":-1")),
        seats.toString());
    Exporter.Result plain = export(ExportFormat.JSONL, temp.resolve("plain-out"));
    assertEquals(java.util.Optional.empty(), plain.observations());
    assertFalse(Files.exists(temp.resolve("plain-out/observations.jsonl")));
  }

  @Test
  void formatsAreNamedCsvJsonlAndPgnInAnyCase() {
    assertEquals(ExportFormat.CSV, ExportFormat.parse("CSV"));
    assertEquals(ExportFormat.JSONL, ExportFormat.parse("jsonl"));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ExportFormat.parse("xlsx"));
    assertEquals(ExportFormat.PGN, ExportFormat.parse("Pgn"));
    assertTrue(e.getMessage().contains("csv, jsonl, pgn, epd, sgf or svg"), e.getMessage());
  }

  @Test
  void csvQuotesOnlyWhatNeedsQuotingAndDoublesInnerQuotes() {
    assertEquals("plain text", Csv.field("plain text"));
    assertEquals("\"a,b\"", Csv.field("a,b"));
    assertEquals("\"say \"\"hi\"\"\"", Csv.field("say \"hi\""));
    assertEquals("\"two\nlines\"", Csv.field("two\nlines"));
    assertEquals("", Csv.field(null));
    assertEquals("12", Csv.field(12L));
    assertEquals("2.5", Csv.field(2.5));
  }
}
