package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The words of engines' lines, read by hand where a regular expression read them before. */
class EngineLinesTest {

  @Test
  void moveNumbersAreDigitsThenDotsOrThreeDotsAlone() {
    for (String number : new String[] {"1.", "12.", "12...", "...", "3.."}) {
      assertTrue(EngineLines.isMoveNumber(number), number);
    }
    for (String word : new String[] {"", ".", "..", "....", "12", "1.e4", "e2e4", "a1.", "1.2."}) {
      assertFalse(EngineLines.isMoveNumber(word), word);
    }
  }

  @Test
  void coordinatesAreFourCharactersFromA1ToH8() {
    assertTrue(EngineLines.isCoordinates("g2g1"));
    assertTrue(EngineLines.isCoordinates("a1h8"));
    for (String word : new String[] {"g2g1q", "i2g1", "g0g1", "g2g9", "Nf3", "e2e", "O-O"}) {
      assertFalse(EngineLines.isCoordinates(word), word);
    }
  }

  @Test
  void aLineSplitsAtRunsOfWhiteSpaceWithNoEmptyWords() {
    assertArrayEquals(
        new String[] {"info", "depth", "7", "pv", "e2e4", "e7e5"},
        EngineLines.words("  info depth\t7  pv e2e4 e7e5\r"));
    assertArrayEquals(new String[0], EngineLines.words("   "));
  }

  @Test
  void aLineOfMovesIsReadAsFarAsItIsLegalSkippingMoveNumbers() {
    String[] words = EngineLines.words("pv 1. e2e4 ... e7e5 2. g1f3 e2e4 b8c6");
    assertArrayEquals(
        new int[] {0, 1, 2}, EngineLines.pv(new WordState(WordState.START), words, 1));
  }
}
