package dev.ply.host.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Values;
import org.junit.jupiter.api.Test;

class TraceValuesTest {

  @Test
  void plainValuesAreTheLeavesNumbersAndNullWindowBoundsCarryAnEpsilon() {
    TraceValues plain = TraceValues.plain(3);
    assertEquals("7", plain.format(Values.terminal(7, 3)));
    assertEquals("-7", plain.format(Values.terminal(-7, 3)));
    assertEquals("0", plain.format(0));
    assertEquals("7+ε", plain.format(Values.terminal(7, 3) + 1));
    assertEquals("-7-ε", plain.format(Values.terminal(-7, 3) - 1));
    assertEquals("-7+ε", plain.format(Values.terminal(-7, 3) + 1));
    assertEquals("0+ε", plain.format(1));
    assertEquals("7-2ε", plain.format(Values.terminal(7, 3) - 2));
  }

  @Test
  void describedValuesAreThoseOfTheApiAndInfinityIsWrittenAsSuch() {
    TraceValues described = TraceValues.described();
    assertEquals("win in 5", described.format(Values.terminal(1, 5)));
    assertEquals("+12", described.format(12));
    assertEquals("+∞", described.format(Values.INFINITY));
    assertEquals("-∞", described.format(-Values.INFINITY));
    assertEquals("+∞", TraceValues.plain(4).format(Values.INFINITY));
  }
}
