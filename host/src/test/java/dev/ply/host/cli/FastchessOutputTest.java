package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The heading's time control, written as fastchess's {@code fmt} calls write it. */
class FastchessOutputTest {

  @Test
  void secondsArePrintedAsTheShortestDecimalWithoutATrailingZero() {
    assertEquals("10", FastchessOutput.shortest(10.0));
    assertEquals("0.6", FastchessOutput.shortest(0.6));
    assertEquals("60.125", FastchessOutput.shortest(60.125));
  }

  @Test
  void anIncrementHasTwoSignificantDigitsAndAnExponentFromAHundredUp() {
    assertEquals("0.1", FastchessOutput.twoDigits(0.1));
    assertEquals("0.05", FastchessOutput.twoDigits(0.05));
    assertEquals("1.5", FastchessOutput.twoDigits(1.5));
    assertEquals("0.12", FastchessOutput.twoDigits(0.125)); // a tie, to even
    assertEquals("2", FastchessOutput.twoDigits(2.0));
    assertEquals("1.2e+02", FastchessOutput.twoDigits(120.0));
  }
}
