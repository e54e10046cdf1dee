package dev.ply.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.draw.SvgDocument;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class ChessDrawingTest {

  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private static Document draw(String fen, String... moves) {
    ChessState s = ChessState.fromFen(fen, false);
    for (String m : moves) {
      s.play(s.textToMove(m));
    }
    return SvgDocument.parse(s.svg().orElseThrow());
  }

  /** The piece on a square as "white ♟", or "" for an empty square. */
  private static String piece(Document doc, String square) {
    List<Element> at = SvgDocument.at(doc, square);
    assertTrue(at.size() <= 1, "more than one piece on " + square);
    if (at.isEmpty()) {
      return "";
    }
    Element e = at.get(0);
    return (e.getAttribute("fill").equals("#fff") ? "white " : "black ") + e.getTextContent();
  }

  private static String texts(Document doc) {
    StringBuilder sb = new StringBuilder();
    var all = doc.getElementsByTagNameNS("*", "text");
    for (int i = 0; i < all.getLength(); i++) {
      sb.append(all.item(i).getTextContent()).append('|');
    }
    return sb.toString();
  }

  @Test
  void theStartPositionHasEveryPieceOnItsSquare() {
    Document doc = draw(START);
    String back = "♜♞♝♛♚♝♞♜";
    for (int f = 0; f < 8; f++) {
      String file = String.valueOf((char) ('a' + f));
      assertEquals("white " + back.charAt(f), piece(doc, file + "1"));
      assertEquals("white ♟", piece(doc, file + "2"));
      assertEquals("", piece(doc, file + "4"));
      assertEquals("black ♟", piece(doc, file + "7"));
      assertEquals("black " + back.charAt(f), piece(doc, file + "8"));
    }
    assertTrue(texts(doc).contains("White to move"), texts(doc));
  }

  @Test
  void afterE4AWhitePawnStandsOnE4AndNoneOnE2AndTheMoveIsMarked() {
    Document doc = draw(START, "e2e4");
    assertEquals("white ♟", piece(doc, "e4"));
    assertEquals("", piece(doc, "e2"));
    assertTrue(texts(doc).contains("1. e4"), texts(doc));
    assertTrue(texts(doc).contains("Black to move"), texts(doc));
    long marked = 0;
    var rects = doc.getElementsByTagNameNS("*", "rect");
    for (int i = 0; i < rects.getLength(); i++) {
      if (((Element) rects.item(i)).getAttribute("stroke").equals("#d4a000")) {
        marked++;
      }
    }
    assertEquals(2, marked, "the from and to squares of the last move are marked");
  }

  @Test
  void aCaptureLeavesOnePieceOnTheSquareAndMateIsSaid() {
    Document doc = draw(START, "f2f3", "e7e5", "g2g4", "d8h4");
    assertEquals("black ♛", piece(doc, "h4"));
    assertEquals("", piece(doc, "d8"));
    assertTrue(texts(doc).contains("2... Qh4#"), texts(doc));
    assertTrue(texts(doc).contains("checkmate"), texts(doc));
  }
}
