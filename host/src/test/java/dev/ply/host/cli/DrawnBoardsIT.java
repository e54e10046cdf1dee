package dev.ply.host.cli;

import static dev.ply.host.cli.PlyRun.ply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.draw.SvgDocument;
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
import org.w3c.dom.Document;

/**
 * The real chess and Connect Four plugins draw the boards of a recorded run: {@code ply export
 * --format svg} writes a file a position whose pieces stand where the store's moves put them, and
 * {@code ply report} embeds the drawings for the replay.
 */
class DrawnBoardsIT {

  @TempDir Path temp;

  private Path play(String game, String extra) throws Exception {
    Path config = temp.resolve(game + ".yaml");
    Files.writeString(
        config,
        """
        game: %s
        games: 2
        seed: 7
        ply-cap: 16
        %s
        players:
          - {name: one, strategy: random}
          - {name: two, strategy: random}
        """
            .formatted(game, extra));
    Path db = temp.resolve(game + ".db");
    PlyRun run = ply("match", config.toString(), "--db", db.toString());
    assertEquals(0, run.code(), run.err());
    return db;
  }

  private static List<String> moves(Path db, int game) throws Exception {
    List<String> moves = new ArrayList<>();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement();
        ResultSet r =
            s.executeQuery(
                "select m.move from games g join moves m on m.game_id = g.id where g.number = "
                    + game
                    + " order by m.ply")) {
      while (r.next()) {
        moves.add(r.getString(1));
      }
    }
    return moves;
  }

  @Test
  void chessPositionsExportedAsSvgHaveEachMovedPieceOnItsNewSquare() throws Exception {
    Path db = play("chess", "");
    Path out = temp.resolve("svg");
    PlyRun export =
        ply("export", db.toString(), "--format", "svg", "--game", "1", "-o", out.toString());
    assertEquals(0, export.code(), export.err());
    List<String> moves = moves(db, 1);
    assertTrue(export.out().contains((moves.size() + 1) + " positions of 1 game"), export.out());
    for (int k = 1; k <= moves.size(); k++) {
      String move = moves.get(k - 1);
      Document doc =
          SvgDocument.parse(Files.readString(out.resolve(String.format("game-0001-%03d.svg", k))));
      String from = move.substring(0, 2);
      String to = move.substring(2, 4);
      assertTrue(SvgDocument.at(doc, from).isEmpty(), "move " + k + " " + move + " leaves " + from);
      assertEquals(1, SvgDocument.at(doc, to).size(), "move " + k + " " + move + " reaches " + to);
    }
  }

  @Test
  void theReportOfAConnectFourRunEmbedsADrawingOfEveryBoard() throws Exception {
    Path db = play("connect-four", "");
    Path html = temp.resolve("report.html");
    PlyRun report = ply("report", db.toString(), "-o", html.toString());
    assertEquals(0, report.code(), report.err());
    String page = Files.readString(html);
    assertTrue(page.contains("\"svgs\":{\"lines\":["), "the drawings are embedded");
    assertTrue(page.contains("<img id=\"board-svg\""), "and shown as an image");
    assertTrue(!page.contains("The text board is shown"), "no drawing failed");
  }
}
