package dev.ply.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import dev.ply.api.Perft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft counts of the first, plain version of the rules ({@link ReferenceKalahState}), taken before
 * {@link KalahState} was rewritten to play and undo in place: a signature that must not change by
 * accident. Many seeds a pit make sowings go round the board, past the sown pit itself.
 */
class KalahPerftTest {

  @Test
  void perftOfKalahSixFourMatchesThePlainVersionToDepthNine() {
    long[] expected = {1, 6, 35, 185, 942, 4_685, 23_169, 113_959, 559_885, 2_743_126};
    GameState s = new KalahState(6, 4, true);
    for (int depth = 0; depth < expected.length; depth++) {
      assertEquals(expected[depth], Perft.count(s, depth), "perft(" + depth + ")");
    }
    assertEquals(0, s.plies());
  }

  @ParameterizedTest(name = "Kalah({0},{1}), capture-empty-opposite {2}: perft({3}) = {4}")
  @CsvSource({
    "5, 4, true, 9, 555238",
    "6, 4, false, 9, 2763490",
    "1, 5, true, 3, 1",
    "1, 5, true, 4, 0",
    "2, 12, true, 10, 423",
    "3, 12, true, 9, 14437",
    "6, 12, true, 7, 215189",
    "8, 12, true, 7, 1824558"
  })
  void perftOfOtherVariantsMatchesThePlainVersion(
      int pits, int seeds, boolean emptyOpposite, int depth, long expected) {
    assertEquals(expected, Perft.count(new KalahState(pits, seeds, emptyOpposite), depth));
  }

  @Test
  void theReferenceGivesTheSameCounts() {
    assertEquals(2_743_126, Perft.count(new ReferenceKalahState(6, 4, true), 9));
    assertEquals(1_824_558, Perft.count(new ReferenceKalahState(8, 12, true), 7));
  }
}
