package dev.ply.host.rating;

/**
 * A Brownian motion with drift μ and variance σ² per unit of time, started at 0 and stopped when it
 * leaves (a, b): the model of an SPRT's log-likelihood ratio that fishtest's {@code brownian.py}
 * uses to say how likely a test's outcome was under a given true strength.
 *
 * <p>{@link #outcomeCdf} is the probability that the path passes "to the right" of the observed end
 * (time T, value y): it exits at the upper bound later than T, or at the lower bound sooner, or is
 * still inside at T above y: the probability of an outcome at least as good as the one seen. It is
 * computed by the eigenfunction series of the heat equation with absorbing walls; where that series
 * converges slowly (a short time, a strong drift) by Siegmund's approximation (Siegmund,
 * "Sequential Analysis", 1985, ch. 3). Pure functions.
 */
final class StoppedBrownianMotion {

  private final double a;
  private final double b;
  private final double mu;
  private final double sigma2;

  /** The process with lower bound {@code a} &lt; 0 &lt; {@code b}, drift and standard deviation. */
  StoppedBrownianMotion(double a, double b, double mu, double sigma) {
    this.a = a;
    this.b = b;
    this.mu = mu;
    this.sigma2 = sigma * sigma;
  }

  /**
   * The probability of an outcome at least as good as ending at value {@code y} at time {@code t}.
   */
  double outcomeCdf(double t, double y) {
    double gamma = mu / sigma2;
    double width = b - a;
    double p =
        sigma2 * t / (width * width) < 1e-2 || Math.abs(gamma * width) > 15
            ? siegmund(t, y)
            : series(t, y);
    return Math.min(1, Math.max(0, p));
  }

  /**
   * The exact probability as a series: shift the walls to 0 and A = b − a, start at x = −a, and sum
   * the modes n ≥ 1 of the density e^(γ(y−x)) Σ e^(−λₙT) sin(nπx/A) sin(nπy/A) (λₙ the decay
   * rates), integrated in closed form, until a term is below 1e-9; plus the probability of having
   * left through the upper wall, (1 − e^(2γ(A−x)))/(1 − e^(2γA)).
   */
  private double series(double t, double end) {
    double width = b - a;
    double x = -a;
    double y = end - a;
    double gamma = mu / sigma2;
    double drift2 = mu * mu / sigma2 / 2;
    double lambda1 = Math.pow(Math.PI / width, 2) * sigma2 / 2 + drift2;
    double scale = Math.exp(-lambda1 * t - x * gamma + y * gamma);
    double sum = 0;
    for (int n = 1; ; n++) {
      double lambdaN = Math.pow(n * Math.PI / width, 2) * sigma2 / 2 + drift2;
      double decay = Math.exp(-(lambdaN - lambda1) * t);
      double integral = primitive(n, gamma, width, y);
      sum += decay * integral * Math.sin(n * Math.PI * x / width);
      if (Math.abs(scale * decay * integral) <= 1e-9) {
        break;
      }
    }
    double upper;
    if (gamma * width > 30) {
      upper = Math.exp(-2 * gamma * x);
    } else if (Math.abs(gamma * width) < 1e-8) {
      upper = (width - x) / width;
    } else {
      upper = (1 - Math.exp(2 * gamma * (width - x))) / (1 - Math.exp(2 * gamma * width));
    }
    return upper + scale * sum;
  }

  /** 2/A · e^(−γy) times a primitive of e^(γy)·sin(nπy/A), evaluated at y. */
  private static double primitive(int n, double gamma, double width, double y) {
    double angle = Math.PI * n * y / width;
    return (2 * width * gamma * Math.sin(angle) - 2 * Math.PI * n * Math.cos(angle))
        / (width * width * gamma * gamma + Math.PI * Math.PI * n * n);
  }

  /**
   * Siegmund's approximation by reflections at the walls: Φ(z) + e^(2γa)Φ(z_a) − e^(2γb)Φ(z_b),
   * with the asymptotic expansion of Φ where the exponentials would overflow.
   */
  private double siegmund(double t, double y) {
    double denominator = Math.sqrt(t * sigma2);
    double offset = mu * t;
    double gamma = mu / sigma2;
    double z = (y - offset) / denominator;
    double za = (-y + offset + 2 * a) / denominator;
    double zb = (y - offset - 2 * b) / denominator;
    return Normal.cdf(z) + reflected(gamma * a, za) - reflected(gamma * b, zb);
  }

  private static double reflected(double exponent, double z) {
    if (exponent >= 5) {
      return -Math.exp(-z * z / 2 + 2 * exponent)
          / Math.sqrt(2 * Math.PI)
          * (1 / z - 1 / (z * z * z));
    }
    return Math.exp(2 * exponent) * Normal.cdf(z);
  }
}
