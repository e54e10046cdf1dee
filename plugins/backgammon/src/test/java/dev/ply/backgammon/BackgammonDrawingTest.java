package dev.ply.backgammon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.draw.SvgDocument;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class BackgammonDrawingTest {

  private static String owner(Document doc, int point) {
    var at = SvgDocument.at(doc, "point " + point);
    return at.isEmpty() ? "" : at.get(0).getAttribute("fill").equals("#fafafa") ? "X" : "O";
  }

  @Test
  void theOpeningThreeOneMakesXsFivePointAndTheDiceAreShown() {
    GameState s = new Backgammon().newGame(BackgammonRulesTest.defaults());
    Document start = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals("X", owner(start, 6));
    assertEquals("X", owner(start, 24));
    assertEquals("O", owner(start, 1), "O's 24-point is X's 1-point");
    assertEquals("O", owner(start, 19), "O's 6-point");
    assertEquals("", owner(start, 5));
    s.play(s.textToMove("open:3-1"));
    Document rolled = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals(2, SvgDocument.at(rolled, "die").size(), "the dice are shown");
    s.play(s.textToMove("8/5,6/5"));
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals("X", owner(doc, 5));
    int five = 0;
    var circles = doc.getElementsByTagNameNS("*", "circle");
    double x5 = Double.parseDouble(SvgDocument.at(doc, "point 5").get(0).getAttribute("cx"));
    for (int i = 0; i < circles.getLength(); i++) {
      var c = (org.w3c.dom.Element) circles.item(i);
      if (Double.parseDouble(c.getAttribute("cx")) == x5 && c.getAttribute("r").equals("12")) {
        five++;
      }
    }
    assertEquals(2, five, "two checkers on the 5-point");
    int marked = 0;
    var polygons = doc.getElementsByTagNameNS("*", "polygon");
    for (int i = 0; i < polygons.getLength(); i++) {
      if (((org.w3c.dom.Element) polygons.item(i)).getAttribute("stroke").equals("#d4a000")) {
        marked++;
      }
    }
    assertEquals(3, marked, "the 8, 6 and 5 points changed");
    assertTrue(doc.getDocumentElement().getTextContent().contains("O to roll"));
  }
}
