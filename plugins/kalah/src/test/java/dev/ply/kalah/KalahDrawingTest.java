package dev.ply.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.draw.SvgDocument;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class KalahDrawingTest {

  private static String seeds(Document doc, String at) {
    return SvgDocument.at(doc, at).get(0).getTextContent();
  }

  @Test
  void sowingFromThirdPitFillsThePitsToItsRightAndTheStore() {
    Kalah game = new Kalah();
    GameState s = game.newGame(Options.resolve(game.variantOptions(), Map.of()));
    s.play(s.textToMove("3"));
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    String[] expected = {"4", "4", "0", "5", "5", "5"};
    for (int i = 0; i < 6; i++) {
      assertEquals(expected[i], seeds(doc, "s0p" + i), "player 1's pit " + (i + 1));
      assertEquals("4", seeds(doc, "s1p" + i), "player 2's pit " + (i + 1));
    }
    assertEquals("1", seeds(doc, "s0store"));
    assertEquals("0", seeds(doc, "s1store"));
    assertTrue(doc.getDocumentElement().getTextContent().contains("player 1 to move"));
    int marked = 0;
    var all = doc.getElementsByTagNameNS("*", "*");
    for (int i = 0; i < all.getLength(); i++) {
      if (((org.w3c.dom.Element) all.item(i)).getAttribute("stroke").equals("#d4a000")) {
        marked++;
      }
    }
    assertEquals(2, marked, "the pit sown from and the store the last seed fell into");
  }
}
