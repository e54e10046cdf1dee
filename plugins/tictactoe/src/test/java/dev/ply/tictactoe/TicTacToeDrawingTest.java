package dev.ply.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.draw.SvgDocument;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class TicTacToeDrawingTest {

  @Test
  void eachMarkStandsOnItsSquareAndAWinIsSaid() {
    TicTacToeState s = new TicTacToeState();
    for (String m : new String[] {"b2", "a1", "a3", "c1", "c3", "b1"}) {
      s.play(s.textToMove(m));
    }
    // O has a1 b1 c1: the bottom row.
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals("X", SvgDocument.at(doc, "b2").get(0).getTextContent());
    assertEquals("X", SvgDocument.at(doc, "c3").get(0).getTextContent());
    assertEquals("O", SvgDocument.at(doc, "a1").get(0).getTextContent());
    assertEquals("O", SvgDocument.at(doc, "b1").get(0).getTextContent());
    assertTrue(SvgDocument.at(doc, "c2").isEmpty(), "c2 is empty");
    assertTrue(doc.getDocumentElement().getTextContent().contains("O wins"));
  }
}
