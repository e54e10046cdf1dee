package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class EloTest {

  @Test
  void fourHundredEloMeansTenToOneOdds() {
    assertEquals(0.5, Elo.expectedScore(0), 0);
    assertEquals(10.0 / 11, Elo.expectedScore(400), 1e-15);
    assertEquals(1.0 / 11, Elo.expectedScore(-400), 1e-15);
    assertEquals(400, Elo.fromScore(10.0 / 11), 1e-9);
  }

  @Test
  void fromScoreInvertsExpectedScore() {
    for (double d = -800; d <= 800; d += 37.5) {
      assertEquals(d, Elo.fromScore(Elo.expectedScore(d)), 1e-9);
    }
  }

  @Test
  void perfectScoresAreInfiniteAndAnEvenScoreIsPositiveZero() {
    assertEquals(Double.POSITIVE_INFINITY, Elo.fromScore(1));
    assertEquals(Double.NEGATIVE_INFINITY, Elo.fromScore(0));
    assertEquals(0.0, Elo.fromScore(0.5));
    assertEquals(1.0, Elo.expectedScore(Double.POSITIVE_INFINITY));
  }

  @Test
  void refusesAScoreOutsideZeroToOne() {
    assertThrows(IllegalArgumentException.class, () -> Elo.fromScore(1.5));
    assertThrows(IllegalArgumentException.class, () -> Elo.fromScore(Double.NaN));
  }
}
