package dev.ply.api.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class DrawingKitTest {

  private static Element only(Document doc, String at) {
    List<Element> found = SvgDocument.at(doc, at);
    assertEquals(1, found.size(), "elements at " + at);
    return found.get(0);
  }

  private static double num(Element e, String attribute) {
    return Double.parseDouble(e.getAttribute(attribute));
  }

  @Test
  void textThatLooksLikeMarkupStaysText() {
    String evil = "<script>alert('x')</script> & \"quotes\" ]]> \u0001";
    Svg svg = new Svg(100, 50).at(evil).text(50, 25, evil, 12, "black");
    Document doc = SvgDocument.parse(svg.toString());
    Element text = (Element) doc.getElementsByTagNameNS("*", "text").item(0);
    assertEquals("<script>alert('x')</script> & \"quotes\" ]]> \uFFFD", text.getTextContent());
    assertEquals(0, doc.getElementsByTagNameNS("*", "script").getLength());
    assertEquals(
        "<script>alert('x')</script> & \"quotes\" ]]> \uFFFD", text.getAttribute("data-at"));
  }

  @Test
  void aDocumentHasTheSvgNamespaceAndAViewBoxOfItsSize() {
    Document doc = SvgDocument.parse(new Svg(120.5, 40).rect(0, 0, 1, 1, "red").toString());
    Element root = doc.getDocumentElement();
    assertEquals("http://www.w3.org/2000/svg", root.getNamespaceURI());
    assertEquals("0 0 120.5 40", root.getAttribute("viewBox"));
  }

  @Test
  void aColourThatIsNoColourIsRefused() {
    Svg svg = new Svg(10, 10);
    assertThrows(
        IllegalArgumentException.class, () -> svg.rect(0, 0, 1, 1, "url(http://x/y.svg#a)"));
    assertThrows(IllegalArgumentException.class, () -> svg.rect(0, 0, 1, 1, "red\" onload=\"x"));
    svg.rect(0, 0, 1, 1, "#f0d9b5").rect(0, 0, 1, 1, "rgba(255,213,0,0.45)");
  }

  @Test
  void theCheckRefusesWhatTheContractForbids() {
    String ns = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\">";
    for (String bad :
        List.of(
            "<svg viewBox=\"0 0 1 1\"></svg>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>",
            ns + "<script>alert(1)</script></svg>",
            ns + "<rect onclick=\"alert(1)\"/></svg>",
            ns + "<foreignObject/></svg>",
            ns + "<image href=\"http://example.com/a.png\"/></svg>",
            ns + "<rect fill=\"url( 'http://example.com/p.svg#g')\"/></svg>",
            "<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>" + ns + "&x;</svg>",
            "<?xml-stylesheet href=\"http://example.com/a.css\"?>" + ns + "</svg>",
            ns + "<rect>")) {
      assertThrows(IllegalArgumentException.class, () -> SvgDocument.parse(bad), bad);
    }
    SvgDocument.parse(ns + "<use href=\"#a\"/><rect fill=\"url(#g)\"/></svg>");
  }

  @Test
  void aSquareGridPutsA1AtTheBottomLeftAndNamesItsCells() {
    SquareGrid grid = SquareGrid.of(8, 8).mark(4, 3);
    grid.glyph(4, 3, "♙", "#fff", "#000").disc(0, 7, "black", "none");
    Document doc = SvgDocument.parse(grid.svg().toString());
    Element pawn = only(doc, "e4");
    assertEquals("♙", pawn.getTextContent());
    assertEquals(grid.x(4) + SquareGrid.CELL / 2, num(pawn, "x"));
    assertEquals(grid.y(3) + SquareGrid.CELL / 2, num(pawn, "y"));
    Element disc = only(doc, "a8");
    assertEquals(grid.y(7) + SquareGrid.CELL / 2, num(disc, "cy"));
    assertTrue(num(disc, "cy") < num(pawn, "y"), "a8 is above e4");
    assertTrue(grid.x(0) < grid.x(4), "a is left of e");
  }

  @Test
  void aGridWithRowsFromTheTopHasRowOneAtTheTop() {
    SquareGrid grid = SquareGrid.of(8, 8).rowsFromTop();
    grid.disc(0, 0, "black", "none");
    Element disc = only(SvgDocument.parse(grid.svg().toString()), "a1");
    assertEquals(SquareGrid.CELL / 2, num(disc, "cy"));
  }

  @Test
  void aGridDrawsItsCoordinates() {
    Document doc = SvgDocument.parse(SquareGrid.of(3, 2).svg().toString());
    StringBuilder texts = new StringBuilder();
    var all = doc.getElementsByTagNameNS("*", "text");
    for (int i = 0; i < all.getLength(); i++) {
      texts.append(all.item(i).getTextContent()).append(' ');
    }
    assertEquals("a b c 1 2 ", texts.toString());
  }

  @Test
  void aCaptionTooLongForItsBoardIsWrittenSmallerToFit() {
    String caption = "game over: the move limit, placed by the steps still to go";
    Document doc = SvgDocument.parse(SquareGrid.of(8, 8).caption(caption).svg().toString());
    var texts = doc.getElementsByTagNameNS("*", "text");
    Element last = (Element) texts.item(texts.getLength() - 1);
    assertEquals(caption, last.getTextContent());
    double size = num(last, "font-size");
    double width = num(doc.getDocumentElement(), "width");
    assertTrue(size < 12 && 0.6 * size * caption.length() <= width, "font size " + size);
  }

  @Test
  void goCoordinatesSkipTheLetterI() {
    Intersections board = Intersections.of(19);
    board.stone(8, 0, true).stone(3, 3, false).mark(3, 3, false);
    Document doc = SvgDocument.parse(board.svg().toString());
    Element j1 = only(doc, "J1");
    assertEquals("#111", j1.getAttribute("fill"));
    assertEquals(board.y(0), num(j1, "cy"));
    assertEquals(board.x(8), num(j1, "cx"));
    assertEquals("#fafafa", only(doc, "D4").getAttribute("fill"));
  }

  @Test
  void pitsRunAnticlockwiseWithEachSeatsStoreOnItsRight() {
    Pits board = Pits.of(6).pit(0, 0, 4).pit(1, 0, 7).store(0, 3).store(1, 1).mark(0, 0);
    Document doc = SvgDocument.parse(board.svg().toString());
    assertEquals("4", only(doc, "s0p0").getTextContent());
    assertEquals("7", only(doc, "s1p0").getTextContent());
    assertEquals("3", only(doc, "s0store").getTextContent());
    assertTrue(num(only(doc, "s0p0"), "x") < num(only(doc, "s0p5"), "x"), "seat 0 sows right");
    assertTrue(num(only(doc, "s1p0"), "x") > num(only(doc, "s1p5"), "x"), "seat 1 sows left");
    assertTrue(num(only(doc, "s1p0"), "y") < num(only(doc, "s0p0"), "y"), "seat 1 is on top");
    assertTrue(num(only(doc, "s0store"), "x") > num(only(doc, "s0p5"), "x"), "store 0 right");
  }

  @Test
  void hexCellsOfOneRowAreOneStepApartAndThePieceIsNamedByItsCell() {
    HexCells board = HexCells.holes().cell(0, 0, "a1").cell(1, 0, "a2").cell(0, 1, "b1");
    board.piece(1, 0, "#c00");
    Document doc = SvgDocument.parse(board.svg().toString());
    Element piece = only(doc, "a2");
    assertEquals("#c00", piece.getAttribute("fill"));
    assertEquals(HexCells.STEP, HexCells.x(1, 0) - HexCells.x(0, 0));
    assertEquals(HexCells.STEP, Math.hypot(HexCells.x(0, 1), HexCells.y(1)), 1e-9);
  }

  @Test
  void aDieHasAsManyPipsAsItsValue() {
    for (int v = 1; v <= 6; v++) {
      Document doc = SvgDocument.parse(Dice.die(new Svg(50, 50), 5, 5, 40, v).toString());
      assertEquals(v, doc.getElementsByTagNameNS("*", "circle").getLength());
    }
  }

  @Test
  void aCardFaceUpShowsItsRankAndSuitAndAHiddenCardNeither() {
    Svg svg = new Svg(100, 60);
    Cards.faceUp(svg, 0, 0, 30, "K", "♥");
    Cards.faceDown(svg, 40, 0, 30);
    Document doc = SvgDocument.parse(svg.toString());
    assertEquals(1, SvgDocument.at(doc, "card K♥").size());
    assertEquals(1, SvgDocument.at(doc, "card back").size());
    assertEquals(2, doc.getElementsByTagNameNS("*", "text").getLength());
  }
}
