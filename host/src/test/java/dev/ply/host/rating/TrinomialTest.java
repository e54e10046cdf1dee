package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Golden values of REFERENCE.md, "Ratings and tests", asserted to the printed precision. */
class TrinomialTest {

  @Test
  void trinomialThirtyFortyThirtyIsZeroEloWithHalfWidth53Point158() {
    EloEstimate estimate = Trinomial.estimate(30, 40, 30);
    assertEquals(100, estimate.samples());
    assertEquals(0.5, estimate.score(), 1e-12);
    assertEquals(0.15, estimate.variance(), 1e-12);
    assertEquals(0.0, estimate.elo(), 1e-9);
    assertEquals(53.158, estimate.errorMargin(), 5e-4);
    assertEquals(0.5, estimate.los(), 1e-12);
    assertEquals(0.0, estimate.normalizedElo(), 1e-9);
  }

  @Test
  void trinomialTwentyTwentySixtyIsElo147Point1907WithHalfWidth66Point0134() {
    EloEstimate estimate = Trinomial.estimate(20, 20, 60);
    assertEquals(0.7, estimate.score(), 1e-12);
    assertEquals(0.16, estimate.variance(), 1e-12);
    assertEquals(147.1907, estimate.elo(), 5e-5);
    assertEquals(66.0134, estimate.errorMargin(), 5e-5);
    assertEquals(173.7178, estimate.normalizedElo(), 5e-5);
  }

  @Test
  void fishtestSizedTrinomialIsMinus0Point7698EloWithHalfWidth1Point3137AndLos0Point12538() {
    EloEstimate estimate = Trinomial.estimate(65804, 56553, 65388);
    assertEquals(187745, estimate.samples());
    assertEquals(-0.7698, estimate.elo(), 5e-5);
    assertEquals(1.3137, estimate.errorMargin(), 5e-5);
    assertEquals(0.12538, estimate.los(), 5e-6);
  }

  @Test
  void zeroCountsCountAsOneThousandthSoAPerfectScoreHasAFiniteEloAndAnEndlessInterval() {
    EloEstimate estimate = Trinomial.estimate(0, 0, 10);
    double score = (10 + 0.5e-3) / 10.002;
    assertEquals(10, estimate.samples());
    assertEquals(score, estimate.score(), 1e-15);
    assertEquals(Elo.fromScore(score), estimate.elo(), 1e-9);
    assertTrue(Double.isFinite(estimate.elo()));
    assertEquals(Double.POSITIVE_INFINITY, estimate.errorMargin());
  }

  @Test
  void swappingWinsAndLossesNegatesEloAndMirrorsLos() {
    EloEstimate forward = Trinomial.estimate(20, 20, 60);
    EloEstimate backward = Trinomial.estimate(60, 20, 20);
    assertEquals(-forward.elo(), backward.elo(), 1e-9);
    assertEquals(forward.errorMargin(), backward.errorMargin(), 1e-9);
    assertEquals(1 - forward.los(), backward.los(), 1e-12);
  }

  @Test
  void refusesNegativeCountsAndAMatchWithNoGames() {
    assertThrows(IllegalArgumentException.class, () -> Trinomial.estimate(-1, 2, 3));
    assertEquals(
        "no games: nothing to estimate",
        assertThrows(IllegalArgumentException.class, () -> Trinomial.estimate(0, 0, 0))
            .getMessage());
  }
}
