package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** GTP vertices as SGF points, by the two specifications (GTP 2 section 2.11, SGF FF[4] Go). */
class SgfWriterTest {

  @Test
  void aVertexBecomesTheSgfPointCountedFromTheTopLeftWithoutSkippingI() {
    assertEquals("df", SgfWriter.point("D4", 9));
    assertEquals("aa", SgfWriter.point("A9", 9));
    assertEquals("ai", SgfWriter.point("a1", 9));
    assertEquals("ii", SgfWriter.point("J1", 9), "GTP skips I, SGF does not");
    assertEquals("ss", SgfWriter.point("T1", 19));
    assertEquals("", SgfWriter.point("pass", 19));
    assertEquals("", SgfWriter.point("PASS", 9));
  }

  @Test
  void aVertexOffTheBoardOrNotAVertexIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> SgfWriter.point("K1", 9));
    assertThrows(IllegalArgumentException.class, () -> SgfWriter.point("A10", 9));
    assertThrows(IllegalArgumentException.class, () -> SgfWriter.point("I5", 19));
  }
}
