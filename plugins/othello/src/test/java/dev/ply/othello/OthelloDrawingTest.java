package dev.ply.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.draw.SvgDocument;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class OthelloDrawingTest {

  private static String disc(Document doc, String square) {
    var at = SvgDocument.at(doc, square);
    return at.isEmpty() ? "" : at.get(0).getAttribute("fill").equals("#111") ? "black" : "white";
  }

  @Test
  void blackOnD3FlipsD4AndA1IsTheTopLeftCorner() {
    OthelloState s = OthelloState.start();
    s.play(s.textToMove("d3"));
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals("black", disc(doc, "d3"));
    assertEquals("black", disc(doc, "d4"), "flipped");
    assertEquals("black", disc(doc, "d5"));
    assertEquals("black", disc(doc, "e4"));
    assertEquals("white", disc(doc, "e5"));
    assertEquals("", disc(doc, "c4"));
    double d3 = Double.parseDouble(SvgDocument.at(doc, "d3").get(0).getAttribute("cy"));
    double d5 = Double.parseDouble(SvgDocument.at(doc, "d5").get(0).getAttribute("cy"));
    assertTrue(d3 < d5, "row 3 is above row 5");
    assertTrue(doc.getDocumentElement().getTextContent().contains("black 4, white 1"));
  }
}
