package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CsvTest {

  @Test
  void aTextThatASpreadsheetWouldRunAsAFormulaGetsALeadingQuote() {
    assertEquals("'-2-3", Csv.field("-2-3"));
    assertEquals(
        "\"'=HYPERLINK(\"\"x\"\")\"",
        Csv.field("=HYPERLINK(\"x\")"),
        "quoted as RFC 4180 asks, after the prefix");
    assertEquals("'+1", Csv.field("+1"));
    assertEquals("'@SUM(A1)", Csv.field("@SUM(A1)"));
  }

  @Test
  void numbersAreWrittenAsTheyAreEvenWhenNegative() {
    assertEquals("-5", Csv.field(-5L));
    assertEquals("-0.5", Csv.field(-0.5));
  }

  @Test
  void aPlayersControlAndBidiCharactersAreEscapedNotWritten() {
    assertEquals("a\\x1b[2Jb\\x07", Csv.field("a\u001b[2Jb\u0007"));
    assertEquals("x\\u202Ey", Csv.field("x\u202Ey"));
  }

  @Test
  void rfc4180QuotingStays() {
    assertEquals("\"a,b\"", Csv.field("a,b"));
    assertEquals("\"line\nbreak\"", Csv.field("line\nbreak"));
    assertEquals("", Csv.field(null));
  }
}
