package dev.ply.host.report;

import static dev.ply.host.report.ReportFixtures.game;
import static dev.ply.host.report.ReportFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.draw.SvgDocument;
import dev.ply.host.store.ResultReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class SvgBoardWriterTest {

  @TempDir Path temp;

  private Path db() {
    Path db = temp.resolve("t.db");
    ReportFixtures.write(
        db,
        run("match", "m", "game: tiny\n"),
        List.of(),
        List.of(game(1, "alpha", "beta", 0, "a1", "b1", "c1"), game(2, "beta", "alpha", 1, "b2")));
    return db;
  }

  @Test
  void everyPositionOfEveryGameIsAFileWithTheRightPieces() throws Exception {
    Path out = temp.resolve("svg");
    SvgBoardWriter.Result result;
    try (ResultReader reader = ResultReader.open(db())) {
      result =
          new SvgBoardWriter(reader, new TinyGame(TinyGame.Drawing.KIT))
              .write(1, Optional.empty(), out);
    }
    assertEquals(new SvgBoardWriter.Result(2, 6, List.of()), result);
    try (var files = Files.list(out)) {
      assertEquals(
          List.of(
              "game-0001-000.svg",
              "game-0001-001.svg",
              "game-0001-002.svg",
              "game-0001-003.svg",
              "game-0002-000.svg",
              "game-0002-001.svg"),
          files.map(p -> p.getFileName().toString()).sorted().toList());
    }
    Document doc = SvgDocument.parse(Files.readString(out.resolve("game-0001-002.svg")));
    assertEquals("X", SvgDocument.at(doc, "a1").get(0).getTextContent());
    assertEquals("O", SvgDocument.at(doc, "b1").get(0).getTextContent());
    assertTrue(SvgDocument.at(doc, "c1").isEmpty(), "c1 is played after the second move");
  }

  @Test
  void oneGameOnlyAndAGameWhoseDrawingFailsIsSkippedWithTheReason() throws Exception {
    Path out = temp.resolve("one");
    try (ResultReader reader = ResultReader.open(db())) {
      SvgBoardWriter.Result one =
          new SvgBoardWriter(reader, new TinyGame(TinyGame.Drawing.KIT))
              .write(1, Optional.of(2), out);
      assertEquals(new SvgBoardWriter.Result(1, 2, List.of()), one);
      SvgBoardWriter.Result failing =
          new SvgBoardWriter(reader, new TinyGame(TinyGame.Drawing.THROWS_AT_THREE))
              .write(1, Optional.empty(), temp.resolve("failing"));
      assertEquals(1, failing.games());
      assertEquals(
          List.of(
              "game 1: after move 3, the game's drawing failed: IllegalStateException: no ink"
                  + " left"),
          failing.problems());
    }
  }

  @Test
  void aGameThatDoesNotDrawItselfIsRefused() throws Exception {
    try (ResultReader reader = ResultReader.open(db())) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> new SvgBoardWriter(reader, new TinyGame()).write(1, Optional.empty(), temp));
      assertTrue(e.getMessage().contains("tiny does not draw its boards"), e.getMessage());
    }
  }
}
