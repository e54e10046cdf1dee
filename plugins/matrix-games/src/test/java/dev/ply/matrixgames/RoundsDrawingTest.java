package dev.ply.matrixgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.draw.SvgDocument;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class RoundsDrawingTest {

  @Test
  void eachRoundShowsBothChoicesAndWhoWonIt() {
    RockPaperScissors game = new RockPaperScissors();
    GameState s = game.newGame(Options.resolve(game.variantOptions(), Map.of("rounds", 3L)));
    s.playJoint(new int[] {s.textToMove("rock"), s.textToMove("scissors")});
    s.playJoint(new int[] {s.textToMove("rock"), s.textToMove("paper")});
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals("player 1 wins", SvgDocument.at(doc, "round 1").get(0).getTextContent());
    assertEquals("player 2 wins", SvgDocument.at(doc, "round 2").get(0).getTextContent());
    assertEquals(2, SvgDocument.at(doc, "card R").size(), "rock twice by player 1");
    assertEquals(1, SvgDocument.at(doc, "card S").size());
    assertEquals(1, SvgDocument.at(doc, "card P").size());
    assertTrue(doc.getDocumentElement().getTextContent().contains("rounds won 1-1"));
  }
}
