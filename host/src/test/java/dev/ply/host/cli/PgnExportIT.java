package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ply export --format pgn} through the real CLI on real chess games, read back by another
 * program: pgn-extract (Debian's {@code pgn-extract}, in {@code /usr/games}) replays every game's
 * SAN from its tags and writes it in UCI notation, which must be exactly the moves the referee
 * recorded.
 */
class PgnExportIT {

  private static final Path PGN_EXTRACT = Path.of("/usr/games/pgn-extract");

  @TempDir Path temp;

  /** Each game's opening and moves, as the store has them, in UCI notation. */
  private static List<String> recordedGames(Path db) throws Exception {
    List<String> games = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        PreparedStatement s =
            c.prepareStatement(
                """
            select g.opening, (select group_concat(move, ' ') from
              (select move from moves m where m.game_id = g.id order by m.ply))
            from games g order by g.number""");
        ResultSet r = s.executeQuery()) {
      while (r.next()) {
        String opening = r.getString(1) == null ? "" : r.getString(1).strip();
        String moves = r.getString(2) == null ? "" : r.getString(2);
        games.add((opening + " " + moves).strip());
      }
    }
    return games;
  }

  private Path playChess(String book, int games) throws Exception {
    Files.writeString(temp.resolve("book.epd"), book);
    Path config = temp.resolve("pgn.yaml");
    Files.writeString(
        config,
        """
        name: pgn export
        game: chess
        format: round-robin
        games-per-pairing: %d
        ply-cap: 60
        openings: {file: book.epd}
        entrants:
          - {name: alphabeta, strategy: alphabeta, evaluator: chess-material, depth: 2}
          - {name: random, strategy: random}
        """
            .formatted(games));
    Path db = temp.resolve("pgn.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    return db;
  }

  @Test
  void aRunExportedAsPgnHasTheSevenTagRosterAndEachMoveWithItsScoreDepthAndTime() throws Exception {
    // Black to move in the book's position: the movetext begins "1..." and carries a FEN tag.
    Path db = playChess("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\n", 2);
    Path out = temp.resolve("export");
    PlyRun export = ply("export", db.toString(), "--format", "pgn", "-o", out.toString());
    assertEquals(0, export.code(), export.err());
    assertTrue(export.out().contains("2 games to"), export.out());
    String pgn = Files.readString(out.resolve("games.pgn"));
    Matcher roster =
        Pattern.compile(
                "\\[Event \"pgn export\"]\n\\[Site \"[^\"]+\"]\n"
                    + "\\[Date \"\\d{4}\\.\\d\\d\\.\\d\\d\"]\n\\[Round \"\\d+\"]\n\\[White \"\\w+\"]\n"
                    + "\\[Black \"\\w+\"]\n\\[Result \"(1-0|0-1|1/2-1/2)\"]\n")
            .matcher(pgn);
    assertEquals(2, roster.results().count(), pgn);
    assertEquals(
        2,
        Pattern.compile(
                "\\[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq"
                    + " - 0 1\"]\n\\[SetUp \"1\"]")
            .matcher(pgn)
            .results()
            .count(),
        pgn);
    assertEquals(2, Pattern.compile("\n\n1\\.\\.\\. ").matcher(pgn).results().count(), pgn);
    assertTrue(
        Pattern.compile("\\{[+-]\\d+\\.\\d\\d/2 \\d+\\.\\d{3}s}").matcher(pgn).find(),
        "alphabeta's moves carry score/depth time: " + pgn);
    assertTrue(Pattern.compile("\\[Termination \"(normal|adjudication)\"]").matcher(pgn).find());
    assertTrue(pgn.lines().allMatch(l -> l.length() <= 80), "export lines fit 80 columns");
  }

  @Test
  void aConnectFourRunIsNotWrittenAsPgnAndTheLineSaysWhatToExportInstead() throws Exception {
    Path db = temp.resolve("c4.db");
    PlyRun run =
        ply(
            "match", Path.of("..", "configs", "connect-four-alphabeta-vs-random.yaml").toString(),
            "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    Path out = temp.resolve("export");
    PlyRun export = ply("export", db.toString(), "--format", "pgn", "-o", out.toString());
    assertEquals(2, export.code(), export.err());
    assertEquals(
        "ply export: PGN is for chess, and every PGN reader takes its moves for chess"
            + " moves; connect-four is not chess: export it with --format csv or jsonl\n",
        export.err());
    assertFalse(Files.exists(out.resolve("games.pgn")));
  }

  @Test
  void pgnExtractReplaysEveryExportedGameToExactlyTheRecordedMoves() throws Exception {
    boolean required = "1".equals(System.getenv("PLY_REQUIRE_ENGINES"));
    if (!Files.isExecutable(PGN_EXTRACT)) {
      assertFalse(required, "PLY_REQUIRE_ENGINES is set but " + PGN_EXTRACT + " is missing");
      Assumptions.abort("install Debian's pgn-extract to run this");
    }
    // From the standard position and from a position with castling, en passant and promotion
    // to come, so the SAN has to disambiguate, capture, castle and promote.
    Path db =
        playChess(
            """
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -
        r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -
        """,
            4);
    Path out = temp.resolve("export");
    assertEquals(0, ply("export", db.toString(), "--format", "pgn", "-o", out.toString()).code());
    Path errors = temp.resolve("pgn-extract.err");
    Process p =
        new ProcessBuilder(
                PGN_EXTRACT.toString(),
                "-Wuci",
                "--noresults",
                "-s",
                "-w10000",
                out.resolve("games.pgn").toString())
            .redirectError(errors.toFile())
            .start();
    String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    assertEquals("", Files.readString(errors), "pgn-extract reads every move");
    List<String> replayed =
        text.lines()
            .filter(l -> !l.isBlank() && !l.startsWith("["))
            .map(l -> l.toLowerCase(java.util.Locale.ROOT)) // it writes promotions as b8Q
            .toList();
    List<String> recorded = recordedGames(db);
    assertEquals(4, recorded.size());
    assertEquals(recorded, replayed, "pgn-extract said:\n" + text);
  }
}
