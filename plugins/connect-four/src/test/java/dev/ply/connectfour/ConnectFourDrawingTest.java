package dev.ply.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.draw.SvgDocument;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class ConnectFourDrawingTest {

  private static String fill(Document doc, String cell) {
    return SvgDocument.at(doc, cell).get(0).getAttribute("fill");
  }

  @Test
  void discsFallToTheBottomOfTheirColumnAndTheLastIsMarked() {
    ConnectFour game = new ConnectFour();
    GameState s = game.newGame(Options.resolve(game.variantOptions(), Map.of()));
    for (String m : new String[] {"4", "4", "3"}) {
      s.play(s.textToMove(m));
    }
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals("#d62828", fill(doc, "d1"), "X's first disc, red, at the bottom of column 4");
    assertEquals("#f6c700", fill(doc, "d2"), "O's disc, yellow, on top of it");
    assertEquals("#d62828", fill(doc, "c1"), "X's second disc in column 3");
    assertEquals("#fff", fill(doc, "d3"), "column 4 is empty above");
    assertEquals("#fff", fill(doc, "a1"));
    assertEquals(42, doc.getElementsByTagNameNS("*", "circle").getLength(), "one hole a cell");
    var rects = doc.getElementsByTagNameNS("*", "rect");
    int marked = 0;
    for (int i = 0; i < rects.getLength(); i++) {
      var r = (org.w3c.dom.Element) rects.item(i);
      if (r.getAttribute("stroke").equals("#d4a000")) {
        marked++;
        assertEquals(2 * 40 + 20, Double.parseDouble(r.getAttribute("x")), "column 3 is marked");
      }
    }
    assertEquals(1, marked);
  }
}
