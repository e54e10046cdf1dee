package dev.ply.host.rating;

/**
 * The standard normal distribution function Φ and the complementary error function, accurate to
 * about 1e-16 absolute everywhere and better than 1e-12 relative in the tails (enough for the fifth
 * decimal of a likelihood of superiority, which the 1e-7 of Abramowitz–Stegun 7.1.26 is not).
 *
 * <p>Method: for {@code 0 <= z < 2.5}, erf by its series with positive terms, erf z = (2/√π)
 * e^(−z²) Σ 2ⁿ z^(2n+1) / (1·3·…·(2n+1)) (Abramowitz–Stegun 7.1.6), which has no cancellation; for
 * {@code z >= 2.5}, erfc by its continued fraction erfc z = e^(−z²)/√π · 1/(z + ½/(z + 1/(z +
 * (3/2)/(z + …)))) (Abramowitz–Stegun 7.1.14), evaluated backwards from a fixed depth.
 */
final class Normal {

  private static final double SQRT_PI = Math.sqrt(Math.PI);
  private static final double SQRT_2 = Math.sqrt(2);
  private static final double SERIES_LIMIT = 2.5;
  private static final int FRACTION_DEPTH = 120;

  private Normal() {}

  /** Φ(x), the probability that a standard normal variable is at most {@code x}; NaN for NaN. */
  static double cdf(double x) {
    return 0.5 * erfc(-x / SQRT_2);
  }

  /** erfc(z) = 1 − erf(z); NaN for NaN. */
  static double erfc(double z) {
    if (Double.isNaN(z)) {
      return Double.NaN;
    }
    if (z < 0) {
      return 2 - erfc(-z);
    }
    return z < SERIES_LIMIT ? 1 - erfBySeries(z) : erfcByContinuedFraction(z);
  }

  private static double erfBySeries(double z) {
    double twoZSquared = 2 * z * z;
    double term = z;
    double sum = z;
    for (int n = 1; term > 1e-17 * sum; n++) {
      term *= twoZSquared / (2 * n + 1);
      sum += term;
    }
    return 2 / SQRT_PI * Math.exp(-z * z) * sum;
  }

  private static double erfcByContinuedFraction(double z) {
    double tail = z;
    for (int k = FRACTION_DEPTH; k >= 1; k--) {
      tail = z + (k / 2.0) / tail;
    }
    return Math.exp(-z * z) / SQRT_PI / tail;
  }
}
