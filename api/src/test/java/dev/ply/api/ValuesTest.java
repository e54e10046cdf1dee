package dev.ply.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ValuesTest {

  @Test
  void provenValuesLieOutsideTheHeuristicRangeAndRoundTrip() {
    for (int utility : new int[] {-Values.MAX_UTILITY, -37, -1, 1, 2, 48, Values.MAX_UTILITY}) {
      for (int ply : new int[] {0, 1, 7, 42, Values.PLY_SPAN - 1}) {
        int v = Values.terminal(utility, ply);
        assertTrue(Values.isProven(v), "proven " + v);
        assertTrue(Math.abs(v) < Values.INFINITY, "below infinity");
        assertEquals(utility, Values.utilityOf(v), "utility of " + v);
        assertEquals(ply, Values.pliesToEnd(v), "plies of " + v);
      }
    }
    assertEquals(0, Values.terminal(0, 12), "a draw is 0");
    assertFalse(Values.isProven(Values.EVAL_LIMIT - 1));
  }

  @Test
  void fasterWinsAndSlowerLossesScoreHigherAndMarginComesFirst() {
    assertTrue(Values.terminal(1, 3) > Values.terminal(1, 5));
    assertTrue(Values.terminal(-1, 5) > Values.terminal(-1, 3));
    assertTrue(Values.terminal(2, 40) > Values.terminal(1, 1));
    assertTrue(Values.terminal(-2, 1) < Values.terminal(-1, 40));
  }

  @Test
  void describesValuesForPeople() {
    assertEquals("win in 7", Values.describe(Values.terminal(1, 7)));
    assertEquals("loss in 4 (by 3)", Values.describe(Values.terminal(-3, 4)));
    assertEquals("+12", Values.describe(12));
    assertEquals("-5", Values.describe(-5));
  }

  @Test
  void rejectsHeuristicValuesOutsideTheRange() {
    assertThrows(IllegalStateException.class, () -> Values.checkHeuristic(Values.EVAL_LIMIT, "e"));
    assertEquals(17, Values.checkHeuristic(17, "e"));
  }
}
