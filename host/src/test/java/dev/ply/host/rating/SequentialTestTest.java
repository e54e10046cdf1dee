package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class SequentialTestTest {

  private static final double UPPER = Sprt.upperBound(0.05, 0.05);

  /** Feeds a pair of colour-swapped games with the first player's two scores. */
  private static void pair(SequentialTest test, long pair, double first, double second) {
    test.add(first, pair);
    test.add(second, pair);
  }

  @Test
  void aDecisionStandsWhenAGameStillInPlayPullsTheLlrBackInsideTheBounds() {
    SequentialTest test = new SequentialTest(SprtModel.LOGISTIC, 0, 100, 0.05, 0.05);
    long pair = 0;
    // Mostly wins, some draws, until the upper bound is crossed.
    while (!test.decided()) {
      pair++;
      pair(test, pair, 1, pair % 3 == 0 ? 0.5 : 1);
      assertTrue(pair < 1000, "the test decides");
    }
    double atDecision = test.llr();
    assertTrue(atDecision >= UPPER, "crossed at " + atDecision);
    // The games that were in play when it crossed: both lost.
    pair(test, pair + 1, 0, 0);
    assertTrue(test.llr() < UPPER, "the late games pull the LLR back inside: " + test.llr());
    assertTrue(test.decided(), "but the decision stands");
    assertEquals(Sprt.Decision.ACCEPT_H1, test.decision());
    String outcome = test.outcome("new", "old").orElseThrow();
    assertTrue(
        outcome.startsWith(
            "H1 accepted: new is at least 100 Elo stronger than old (LLR "
                + String.format(java.util.Locale.ROOT, "%.3f", atDecision)
                + " crossed [-2.944, 2.944]"
                + " after "
                + (2 * pair)
                + " games"),
        outcome);
    assertTrue(
        outcome.contains(
            "; 2 games in play finished after the decision: LLR with them "
                + String.format(java.util.Locale.ROOT, "%.3f", test.llr())),
        outcome);
    assertTrue(
        outcome.contains("Estimate after the test (fishtest's, median-unbiased): "), outcome);
  }

  @Test
  void onlyCompletePairsCountAndTheStatusShowsTheBounds() {
    SequentialTest test = new SequentialTest(SprtModel.NORMALIZED, 0, 5, 0.05, 0.05);
    test.add(1, 1);
    assertEquals(0, test.llr(), "half a pair counts nothing yet");
    assertEquals("LLR 0.00 [-2.94, 2.94]", test.status());
    test.add(0.5, 1);
    assertEquals(
        Sprt.llr(SprtModel.NORMALIZED, new long[] {0, 0, 0, 1, 0}, 0, 5), test.llr(), 1e-12);
    assertEquals(2, test.games());
    assertFalse(test.decided());
    assertEquals(Optional.empty(), test.outcome("a", "b"));
  }
}
