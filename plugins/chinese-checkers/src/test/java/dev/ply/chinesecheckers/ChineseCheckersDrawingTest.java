package dev.ply.chinesecheckers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.draw.SvgDocument;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class ChineseCheckersDrawingTest {

  @Test
  void aMarbleLeavesItsHoleForTheOneItReachesInItsPlayersColour() {
    ChineseCheckers game = new ChineseCheckers();
    GameState s = game.newGame(Options.resolve(game.variantOptions(), Map.of()));
    int[] buffer = new int[s.maxMoves()];
    s.legalMoves(buffer);
    String[] move = s.moveToText(buffer[0]).split("-");
    Document before = SvgDocument.parse(s.svg().orElseThrow());
    s.play(buffer[0]);
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals(1, SvgDocument.at(before, move[0]).size());
    assertTrue(SvgDocument.at(doc, move[0]).isEmpty(), move[0] + " is left");
    Element marble = SvgDocument.at(doc, move[1]).get(0);
    assertEquals(ChineseCheckersDrawing.COLOURS[0], marble.getAttribute("fill"));
    assertEquals(marbles(before), marbles(doc), "a move keeps every marble");
  }

  private static int marbles(Document doc) {
    int marbles = 0;
    var circles = doc.getElementsByTagNameNS("*", "circle");
    for (int i = 0; i < circles.getLength(); i++) {
      if (!((Element) circles.item(i)).getAttribute("data-at").isEmpty()) {
        marbles++;
      }
    }
    return marbles;
  }

  @Test
  void theTopPointIsA1() {
    ChineseCheckers game = new ChineseCheckers();
    GameState s = game.newGame(Options.resolve(game.variantOptions(), Map.of()));
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    double top = Double.MAX_VALUE;
    String name = "";
    var circles = doc.getElementsByTagNameNS("*", "circle");
    for (int i = 0; i < circles.getLength(); i++) {
      Element c = (Element) circles.item(i);
      if (!c.getAttribute("data-at").isEmpty() && Double.parseDouble(c.getAttribute("cy")) < top) {
        top = Double.parseDouble(c.getAttribute("cy"));
        name = c.getAttribute("data-at");
      }
    }
    assertEquals("a1", name, "the top marble stands on a1");
  }
}
