package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.draw.SvgDocument;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class BoardAboveTest {

  private static final String PICTURE =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"800\" height=\"300\""
          + " viewBox=\"0 0 800 300\"><text x=\"10\" y=\"20\">α ≤ β</text></svg>\n";

  private static GameState after(TinyGame.Drawing drawing, String... moves) {
    TinyGame tiny = new TinyGame(drawing);
    GameState state = tiny.newGame(Options.resolve(tiny.variantOptions(), Map.of()));
    for (String m : moves) {
      state.play(state.textToMove(m));
    }
    return state;
  }

  @Test
  void theRootsBoardStandsAboveThePictureAsTheGameDrawsIt() throws Exception {
    GameState root = after(TinyGame.Drawing.KIT, "a1", "b2");
    BoardAbove.Result result = BoardAbove.of(PICTURE, root);
    assertEquals(Optional.empty(), result.problem());
    Document whole = SvgDocument.parse(result.svg());
    NodeList nested = whole.getDocumentElement().getElementsByTagName("svg");
    assertEquals(2, nested.getLength(), "the board and the picture, nested");
    Element board = (Element) nested.item(0);
    Element picture = (Element) nested.item(1);
    assertEquals(
        SvgDocument.at(SvgDocument.parse(root.svg().orElseThrow()), "a1").get(0).getTextContent(),
        SvgDocument.at(whole, "a1").get(0).getTextContent(),
        "the board's X on a1");
    assertEquals(1, SvgDocument.at(whole, "b2").size(), "and O on b2");
    assertEquals(0, SvgDocument.at(whole, "c3").size(), "an empty cell holds nothing");
    double boardBottom =
        Double.parseDouble(board.getAttribute("y"))
            + Double.parseDouble(board.getAttribute("height"));
    assertTrue(Double.parseDouble(picture.getAttribute("y")) >= boardBottom, "the tree below it");
    assertEquals("800", picture.getAttribute("width"), "the tree at its own size");
    assertEquals(
        String.valueOf((long) (Double.parseDouble(picture.getAttribute("y")) + 300)),
        whole.getDocumentElement().getAttribute("height"));
    assertTrue(result.svg().contains("α ≤ β"), "the picture's text kept");
  }

  @Test
  void aGameThatDrawsNothingKeepsThePictureAsItWas() {
    BoardAbove.Result result = BoardAbove.of(PICTURE, after(TinyGame.Drawing.NONE, "a1"));
    assertEquals(new BoardAbove.Result(PICTURE, Optional.empty()), result);
  }

  @Test
  void aDrawingThatThrowsKeepsThePictureAndSaysWhy() {
    BoardAbove.Result result =
        BoardAbove.of(PICTURE, after(TinyGame.Drawing.THROWS_AT_THREE, "a1", "b1", "c1"));
    assertEquals(PICTURE, result.svg());
    assertEquals(
        Optional.of("the game's drawing failed: IllegalStateException: no ink left"),
        result.problem());
  }
}
