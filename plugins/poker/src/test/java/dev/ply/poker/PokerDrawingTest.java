package dev.ply.poker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.draw.SvgDocument;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class PokerDrawingTest {

  private static Document draw(GameState s, String... moves) {
    for (String m : moves) {
      s.play(s.textToMove(m));
    }
    return SvgDocument.parse(s.svg().orElseThrow());
  }

  @Test
  void kuhnShowsEveryHandFaceUpAsTheWholeTruthAndAnUndealtCardFaceDown() {
    Document dealing = draw(new KuhnPoker().newGame(Options.empty()), "deal:K");
    assertEquals(1, SvgDocument.at(dealing, "card K").size(), "seat 1's king, face up");
    assertEquals(1, SvgDocument.at(dealing, "card back").size(), "seat 2's card is not dealt");
    Document doc =
        draw(new KuhnPoker().newGame(Options.empty()), "deal:K", "deal:J", "check", "bet");
    assertEquals(1, SvgDocument.at(doc, "card K").size());
    assertEquals(1, SvgDocument.at(doc, "card J").size(), "the other hand too: the whole truth");
    assertTrue(doc.getDocumentElement().getTextContent().contains("bets: check bet"));
  }

  @Test
  void leducShowsTheHandsWithTheirSuitsAndTheBoard() {
    Document doc =
        draw(
            new LeducPoker().newGame(Options.empty()),
            "deal:Kh",
            "deal:Js",
            "check",
            "check",
            "board:Qs");
    assertEquals(1, SvgDocument.at(doc, "card K♥").size());
    assertEquals(1, SvgDocument.at(doc, "card J♠").size());
    assertEquals(1, SvgDocument.at(doc, "card Q♠").size(), "the board card");
    assertEquals(0, SvgDocument.at(doc, "card back").size());
  }
}
