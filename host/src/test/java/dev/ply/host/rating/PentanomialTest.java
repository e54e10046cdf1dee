package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Golden values of REFERENCE.md, "Ratings and tests", asserted to the printed precision. */
class PentanomialTest {

  static final long[] BALANCED = {10789, 19328, 33806, 19402, 10543};
  static final long[] DRAWISH = {39, 2226, 31451, 2412, 40};

  @Test
  void balancedPentanomialIsMinus0Point7736EloWithHalfWidth1Point2776AndLos0Point11766() {
    EloEstimate estimate = Pentanomial.estimate(BALANCED);
    assertEquals(93868, estimate.samples());
    assertEquals(-0.7736, estimate.elo(), 5e-5);
    assertEquals(1.2776, estimate.errorMargin(), 5e-5);
    assertEquals(0.11766, estimate.los(), 5e-6);
    assertEquals(-0.9516, estimate.normalizedElo(), 5e-5);
  }

  @Test
  void drawishPentanomialIs0Point9030EloWithHalfWidth0Point6625AndLos0Point99622() {
    EloEstimate estimate = Pentanomial.estimate(DRAWISH);
    assertEquals(0.9030, estimate.elo(), 5e-5);
    assertEquals(0.6625, estimate.errorMargin(), 5e-5);
    assertEquals(0.99622, estimate.los(), 5e-6);
    assertEquals(3.4508, estimate.normalizedElo(), 5e-5);
  }

  @Test
  void varianceIsPerPairOfGames() {
    EloEstimate estimate = Pentanomial.estimate(new long[] {1, 0, 2, 0, 1});
    // Scores 0, ½, ½, 1 with ~1e-3 at ¼ and ¾: mean ½, variance ≈ (¼ + 0 + 0 + ¼)/4.
    assertEquals(0.5, estimate.score(), 1e-12);
    assertEquals(0.125, estimate.variance(), 1e-4);
  }

  @Test
  void refusesOtherThanFiveCounts() {
    assertThrows(IllegalArgumentException.class, () -> Pentanomial.estimate(new long[] {1, 2, 3}));
  }
}
