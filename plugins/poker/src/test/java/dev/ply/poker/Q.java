package dev.ply.poker;

import java.math.BigInteger;

/** An exact rational number, for game values such as -1/18. */
record Q(BigInteger num, BigInteger den) implements Comparable<Q> {

  static final Q ZERO = of(0, 1);
  static final Q ONE = of(1, 1);

  Q {
    if (den.signum() == 0) {
      throw new ArithmeticException("zero denominator");
    }
    if (den.signum() < 0) {
      num = num.negate();
      den = den.negate();
    }
    BigInteger g = num.gcd(den);
    if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
      num = num.divide(g);
      den = den.divide(g);
    }
    if (num.signum() == 0) {
      den = BigInteger.ONE;
    }
  }

  static Q of(long num, long den) {
    return new Q(BigInteger.valueOf(num), BigInteger.valueOf(den));
  }

  Q plus(Q o) {
    return new Q(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
  }

  Q minus(Q o) {
    return plus(o.negate());
  }

  Q times(Q o) {
    return new Q(num.multiply(o.num), den.multiply(o.den));
  }

  Q negate() {
    return new Q(num.negate(), den);
  }

  double toDouble() {
    return new java.math.BigDecimal(num)
        .divide(new java.math.BigDecimal(den), java.math.MathContext.DECIMAL64)
        .doubleValue();
  }

  @Override
  public int compareTo(Q o) {
    return num.multiply(o.den).compareTo(o.num.multiply(den));
  }

  @Override
  public String toString() {
    return den.equals(BigInteger.ONE) ? num.toString() : num + "/" + den;
  }
}
