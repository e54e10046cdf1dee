package dev.ply.nim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.draw.SvgDocument;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class NimDrawingTest {

  @Test
  void eachHeapShowsItsSticksAndTheTakenOnesFaded() {
    NimState s = new NimState(new int[] {3, 4, 5});
    s.play(s.textToMove("2:3"));
    Document doc = SvgDocument.parse(s.svg().orElseThrow());
    assertEquals("3", SvgDocument.at(doc, "heap 1").get(0).getTextContent());
    assertEquals("1", SvgDocument.at(doc, "heap 2").get(0).getTextContent());
    assertEquals("5", SvgDocument.at(doc, "heap 3").get(0).getTextContent());
    int sticks = 0;
    int faded = 0;
    var lines = doc.getElementsByTagNameNS("*", "line");
    for (int i = 0; i < lines.getLength(); i++) {
      Element line = (Element) lines.item(i);
      if (line.getAttribute("stroke").equals("#d0c4a8")) {
        faded++;
      } else {
        sticks++;
      }
    }
    assertEquals(9, sticks, "3 + 1 + 5 sticks left");
    assertEquals(3, faded, "the three taken from heap 2");
  }
}
