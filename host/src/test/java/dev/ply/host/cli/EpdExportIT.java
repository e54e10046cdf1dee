package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ply export --format epd} through the real CLI on real chess games: each line is the final
 * position the game was replayed to, and its four FEN fields are those of the final position the
 * referee drew into the record when the game ended (the drawing's last line), read independently.
 */
class EpdExportIT {

  @TempDir Path temp;

  @Test
  void eachGamesFinalPositionIsALineOfEpdAsTheRefereeRecordedIt() throws Exception {
    Files.writeString(
        temp.resolve("book.epd"),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -\n"
            + "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -\n");
    Path config = temp.resolve("epd.yaml");
    Files.writeString(
        config,
        """
        name: epd export
        game: chess
        format: round-robin
        games-per-pairing: 4
        ply-cap: 40
        openings: {file: book.epd}
        entrants:
          - {name: alphabeta, strategy: alphabeta, evaluator: chess-material, depth: 1}
          - {name: random, strategy: random}
        """);
    Path db = temp.resolve("epd.db");
    PlyRun run = ply("tournament", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    Path out = temp.resolve("out");
    PlyRun export = ply("export", db.toString(), "--format", "epd", "-o", out.toString());
    assertEquals(0, export.code(), export.err());
    assertTrue(export.out().contains("4 final positions to "), export.out());

    List<String> lines = Files.readAllLines(out.resolve("games.epd"));
    List<String> drawn = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery("select final_position from games order by number")) {
      while (r.next()) {
        String[] drawing = r.getString(1).strip().split("\n");
        drawn.add(drawing[drawing.length - 1].strip());
      }
    }
    assertEquals(4, lines.size(), String.join("\n", lines));
    for (int i = 0; i < 4; i++) {
      String line = lines.get(i);
      assertTrue(
          line.matches("\\S+ [wb] \\S+ \\S+ hmvc \\d+; fmvn \\d+;"),
          "four fields, then the clocks: " + line);
      assertEquals(drawn.get(i), line.substring(0, line.indexOf(" hmvc")), "game " + (i + 1));
    }
  }

  @Test
  void aRunOfAnotherGameIsNotWrittenAsEpd() throws Exception {
    Path db = temp.resolve("ttt.db");
    PlyRun run =
        ply(
            "match",
            Path.of("..", "configs", "tic-tac-toe-minimax-vs-alphabeta.yaml").toString(),
            "--db",
            db.toString());
    assertEquals(0, run.code(), run.err());
    PlyRun export =
        ply("export", db.toString(), "--format", "epd", "-o", temp.resolve("o").toString());
    assertEquals(2, export.code());
    assertTrue(export.err().contains("EPD is for chess"), export.err());
  }
}
