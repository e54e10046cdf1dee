package dev.ply.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StandardOptionsTest {

  /** A strategy that declares {@code options} and nothing else. */
  private static Strategy declaring(List<OptionSpec> options) {
    return new Strategy() {
      @Override
      public String id() {
        return "s";
      }

      @Override
      public String description() {
        return "a strategy of the test";
      }

      @Override
      public List<OptionSpec> options() {
        return options;
      }

      @Override
      public boolean supports(Game game) {
        return true;
      }

      @Override
      public Player newPlayer(PlayerContext context) {
        throw new UnsupportedOperationException();
      }
    };
  }

  @Test
  void aStrategyWithDeepeningAndATableSolvesWithDeepeningOffAndTheTableAskedFor() {
    Strategy s =
        declaring(
            List.of(
                OptionSpec.bool(StandardOptions.DEEPENING, true, "deepen"),
                OptionSpec.integer(StandardOptions.TABLE_MB, 0, 0, 1024, "table"),
                OptionSpec.integer(StandardOptions.THREADS, 1, 1, 8, "threads")));
    assertEquals(
        Map.of(StandardOptions.DEEPENING, false, StandardOptions.TABLE_MB, 64L),
        s.solvingOptions(64));
    assertTrue(StandardOptions.declares(s, StandardOptions.THREADS));
    assertFalse(StandardOptions.declares(s, StandardOptions.TABLE_WIPE));
  }

  @Test
  void aStrategyThatDeclaresNoStandardOptionSolvesWithNoneSet() {
    Strategy s = declaring(List.of(OptionSpec.integer("iterations", 100, 1, 1000, "n")));
    assertEquals(Map.of(), s.solvingOptions(64));
  }
}
