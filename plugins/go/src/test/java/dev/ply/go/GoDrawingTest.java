package dev.ply.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.draw.SvgDocument;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class GoDrawingTest {

  private static GameState play(Map<String, Object> variant, String... moves) {
    Go go = new Go();
    GameState s = go.newGame(Options.resolve(go.variantOptions(), variant));
    for (String m : moves) {
      s.play(s.textToMove(m));
    }
    return s;
  }

  private static String stone(Document doc, String point) {
    var at = SvgDocument.at(doc, point);
    return at.isEmpty() ? "" : at.get(0).getAttribute("fill").equals("#111") ? "black" : "white";
  }

  @Test
  void aCaptureTakesTheStoneOffAndIsCountedAndTheLastStoneIsRinged() {
    GameState s = play(Map.of("size", 9L), "A2", "A1", "B1");
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals("black", stone(doc, "A2"));
    assertEquals("black", stone(doc, "B1"));
    assertEquals("", stone(doc, "A1"), "captured");
    String text = doc.getDocumentElement().getTextContent();
    assertTrue(text.contains("captured: B 1, W 0"), text);
    assertTrue(text.contains("last B1"), text);
    Element b1 = SvgDocument.at(doc, "B1").get(0);
    int rings = 0;
    var circles = doc.getElementsByTagNameNS("*", "circle");
    for (int i = 0; i < circles.getLength(); i++) {
      Element c = (Element) circles.item(i);
      if (c.getAttribute("fill").equals("none")
          && c.getAttribute("cx").equals(b1.getAttribute("cx"))
          && c.getAttribute("cy").equals(b1.getAttribute("cy"))) {
        rings++;
      }
    }
    assertEquals(1, rings, "the last stone is ringed");
  }

  @Test
  void theTerritoryOfEachSideIsShownAtTheEnd() {
    int[][] colours = new int[5][5];
    for (int row = 0; row < 5; row++) {
      colours[row][2] = 1; // a black wall on column C
      colours[row][3] = 2; // a white wall on column D
    }
    int[][] owner = GoDrawing.territory(colours);
    assertEquals(1, owner[0][0]);
    assertEquals(1, owner[4][1]);
    assertEquals(2, owner[2][4]);
    assertEquals(0, owner[2][2], "a stone is no territory");
    colours[0][4] = 1; // a black stone in White's region makes it nobody's
    assertEquals(0, GoDrawing.territory(colours)[2][4]);
  }
}
