package dev.ply.simultaneous.matrix;

import java.math.BigInteger;
import java.util.Objects;

/**
 * An exact rational number, {@code numerator / denominator} in lowest terms with a positive
 * denominator: the arithmetic of {@link SimplexMethod}, so that the value of a game with
 * whole-number payoffs comes out exact (rock-paper-scissors is 0, not 1e-17, and its equilibrium is
 * 1/3 each). Immutable.
 */
public final class Fraction implements Comparable<Fraction> {

  public static final Fraction ZERO = new Fraction(BigInteger.ZERO, BigInteger.ONE);
  public static final Fraction ONE = new Fraction(BigInteger.ONE, BigInteger.ONE);

  private final BigInteger numerator;
  private final BigInteger denominator;

  private Fraction(BigInteger numerator, BigInteger denominator) {
    this.numerator = numerator;
    this.denominator = denominator;
  }

  /** The fraction {@code n / d} in lowest terms; {@code d} must not be 0. */
  public static Fraction of(BigInteger n, BigInteger d) {
    if (d.signum() == 0) {
      throw new ArithmeticException("a fraction over 0");
    }
    if (d.signum() < 0) {
      n = n.negate();
      d = d.negate();
    }
    BigInteger g = n.gcd(d);
    if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
      n = n.divide(g);
      d = d.divide(g);
    }
    return new Fraction(n, n.signum() == 0 ? BigInteger.ONE : d);
  }

  public static Fraction of(long n, long d) {
    return of(BigInteger.valueOf(n), BigInteger.valueOf(d));
  }

  public static Fraction of(long n) {
    return new Fraction(BigInteger.valueOf(n), BigInteger.ONE);
  }

  public BigInteger numerator() {
    return numerator;
  }

  public BigInteger denominator() {
    return denominator;
  }

  public Fraction add(Fraction o) {
    return of(
        numerator.multiply(o.denominator).add(o.numerator.multiply(denominator)),
        denominator.multiply(o.denominator));
  }

  public Fraction subtract(Fraction o) {
    return add(o.negate());
  }

  public Fraction multiply(Fraction o) {
    return of(numerator.multiply(o.numerator), denominator.multiply(o.denominator));
  }

  /** This divided by {@code o}, which must not be 0. */
  public Fraction divide(Fraction o) {
    return of(numerator.multiply(o.denominator), denominator.multiply(o.numerator));
  }

  public Fraction negate() {
    return new Fraction(numerator.negate(), denominator);
  }

  public int signum() {
    return numerator.signum();
  }

  public double doubleValue() {
    return new java.math.BigDecimal(numerator)
        .divide(new java.math.BigDecimal(denominator), java.math.MathContext.DECIMAL64)
        .doubleValue();
  }

  @Override
  public int compareTo(Fraction o) {
    return numerator.multiply(o.denominator).compareTo(o.numerator.multiply(denominator));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Fraction f
        && numerator.equals(f.numerator)
        && denominator.equals(f.denominator);
  }

  @Override
  public int hashCode() {
    return Objects.hash(numerator, denominator);
  }

  /** {@code 1/3}, or {@code -2} for a whole number. */
  @Override
  public String toString() {
    return denominator.equals(BigInteger.ONE)
        ? numerator.toString()
        : numerator + "/" + denominator;
  }
}
