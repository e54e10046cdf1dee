package dev.ply.pig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.draw.SvgDocument;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class PigDrawingTest {

  private static int pips(Document doc) {
    // The die's pips are the only circles of the drawing.
    return doc.getElementsByTagNameNS("*", "circle").getLength();
  }

  @Test
  void theDieShowsTheLastRollAndTheScoresAndTurnTotalAreWritten() {
    PigState s = new PigState(100, 10, 20, 5, 0);
    Document start = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals(0, pips(start), "no die before a roll");
    s.play(PigState.ROLL);
    s.play(4);
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals(4, pips(doc));
    assertEquals(1, SvgDocument.at(doc, "die").size());
    assertEquals("10", SvgDocument.at(doc, "score 1").get(0).getTextContent());
    assertEquals("20", SvgDocument.at(doc, "score 2").get(0).getTextContent());
    assertEquals("turn total 9", SvgDocument.at(doc, "turn total").get(0).getTextContent());
    s.play(PigState.ROLL);
    s.play(1);
    Document pigged = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals(1, pips(pigged), "a one ends the turn");
    assertTrue(pigged.getDocumentElement().getTextContent().contains("player 2 to roll or hold"));
  }
}
