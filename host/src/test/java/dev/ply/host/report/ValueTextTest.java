package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Values;
import org.junit.jupiter.api.Test;

class ValueTextTest {

  @Test
  void heuristicValuesAreTheEvaluatorsNumberInCentipawnsForChess() {
    assertEquals("+31 cp", ValueText.of(31, "chess"));
    assertEquals("-250 cp", ValueText.of(-250, "chess"));
    assertEquals("0", ValueText.of(0, "connect-four"));
    assertEquals("+12", ValueText.of(12, "go"));
  }

  @Test
  void provenValuesAreAWinOrALossInSoManyPliesInEveryGame() {
    assertEquals("win in 7", ValueText.of(Values.terminal(1, 7), "chess"));
    assertEquals("loss in 4", ValueText.of(Values.terminal(-1, 4), "connect-four"));
    assertEquals("win in 3 (by 2)", ValueText.of(Values.terminal(2, 3), "kalah"));
  }

  @Test
  void noValueIsNoText() {
    assertEquals("", ValueText.of(null, "chess"));
  }
}
