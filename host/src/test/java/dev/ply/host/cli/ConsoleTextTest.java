package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ConsoleTextTest {

  @Test
  void escapeBellAndNulAreWrittenAsHexAndPlainTextIsLeftAlone() {
    assertEquals("\\x1b[2J\\x07bo\\x00om", ConsoleText.clean("\u001b[2J\u0007bo\u0000om", false));
    assertEquals("x . o\n. x .", ConsoleText.clean("x . o\n. x .", true));
    assertEquals("a\\x0ab", ConsoleText.clean("a\nb", false));
    assertEquals("héllo ♟", ConsoleText.clean("héllo ♟", false));
  }
}
