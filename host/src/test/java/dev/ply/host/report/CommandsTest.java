package dev.ply.host.report;

import static dev.ply.host.cli.PlyRun.ply;
import static dev.ply.host.report.ReportFixtures.game;
import static dev.ply.host.report.ReportFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.cli.Main;
import dev.ply.host.cli.PlyRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ply standings}, {@code ply export} and {@code ply report} through the real CLI. */
class CommandsTest {

  @TempDir Path temp;

  Path db;

  @BeforeEach
  void database() {
    db = temp.resolve("results.db");
    ReportFixtures.write(
        db,
        run("match", "duel", "game: tiny\n"),
        List.of(),
        List.of(game(1, "alpha", "beta", 0, "a1", "b1"), game(2, "beta", "alpha", -1, "a1")));
  }

  @Test
  void standingsPrintTheTableOfTheLatestRun() {
    PlyRun run = ply("standings", db.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().startsWith("Run 1: match \"duel\""), run.out());
    assertTrue(run.out().contains("alpha vs beta: +1 =1 -0 in 2 games"), run.out());
  }

  @Test
  void exportWritesBothFilesInTheChosenFormat() throws Exception {
    Path out = temp.resolve("export");
    PlyRun run = ply("export", db.toString(), "--format", "jsonl", "-o", out.toString());
    assertEquals(0, run.code(), run.err());
    assertEquals(2, Files.readAllLines(out.resolve("games.jsonl")).size());
    assertEquals(3, Files.readAllLines(out.resolve("moves.jsonl")).size());
    assertTrue(run.out().contains("2 games to"), run.out());
  }

  @Test
  void reportWritesTheFileAndSaysWhenTheGamePluginIsMissing() throws Exception {
    Path html = temp.resolve("site/report.html");
    PlyRun run = ply("report", db.toString(), "-o", html.toString(), "--run", "1");
    assertEquals(0, run.code(), run.err());
    assertTrue(Files.readString(html).contains("<h2 id=\"games\">Games</h2>"));
    assertTrue(run.out().contains("'tiny' is not loaded"), run.out());
  }

  @Test
  void missingFileUnknownRunAndUnknownFormatAreUsageErrors() {
    Path missing = temp.resolve("missing.db");
    PlyRun noFile = ply("standings", missing.toString());
    assertEquals(Main.USAGE_ERROR, noFile.code());
    assertTrue(noFile.err().contains("does not exist"), noFile.err());
    assertTrue(Files.notExists(missing), "reading never creates a database");

    PlyRun noRun =
        ply("report", db.toString(), "--run", "9", "-o", temp.resolve("r.html").toString());
    assertEquals(Main.USAGE_ERROR, noRun.code());
    assertTrue(noRun.err().contains("has no run 9; its runs are [1]"), noRun.err());
    assertTrue(Files.notExists(temp.resolve("r.html")));

    PlyRun badFormat = ply("export", db.toString(), "--format", "xml");
    assertEquals(Main.USAGE_ERROR, badFormat.code());
    assertTrue(badFormat.err().contains("use csv, jsonl, pgn, epd, sgf or svg"), badFormat.err());
  }
}
