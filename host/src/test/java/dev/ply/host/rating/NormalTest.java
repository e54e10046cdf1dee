package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Reference values of Φ computed to 40 digits (mpmath {@code ncdf}). */
class NormalTest {

  @Test
  void phiOfTheTwoSidedNinetyFivePercentQuantileIs0Point975() {
    assertEquals(0.975, Normal.cdf(1.959964), 1e-6);
    assertEquals(0.025, Normal.cdf(-1.959964), 1e-6);
  }

  @Test
  void phiMatchesReferenceValuesToAboutOneUlp() {
    assertEquals(0.5, Normal.cdf(0), 0);
    assertEquals(0.8413447460685429, Normal.cdf(1), 1e-15);
    assertEquals(0.15865525393145705, Normal.cdf(-1), 1e-15);
    assertEquals(0.022750131948179210, Normal.cdf(-2), 1e-15);
    assertEquals(0.9986501019683699, Normal.cdf(3), 1e-15);
    assertEquals(0.30853753872598690, Normal.cdf(-0.5), 1e-15);
  }

  @Test
  void phiKeepsItsRelativePrecisionFarInTheLowerTail() {
    assertRelative(2.3262907903552504e-4, Normal.cdf(-3.5), 1e-12);
    assertRelative(2.866515718791939e-7, Normal.cdf(-5), 1e-12);
    assertRelative(7.619853024160525e-24, Normal.cdf(-10), 1e-12);
    assertRelative(2.7536241186062337e-89, Normal.cdf(-20), 1e-12);
  }

  @Test
  void phiIsSymmetricAboutZero() {
    for (double x = 0; x < 8; x += 0.1) {
      assertEquals(1.0, Normal.cdf(x) + Normal.cdf(-x), 2e-16);
    }
  }

  private static void assertRelative(double expected, double actual, double tolerance) {
    assertEquals(expected, actual, Math.abs(expected) * tolerance);
  }
}
