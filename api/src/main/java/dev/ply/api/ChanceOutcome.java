package dev.ply.api;

/**
 * One outcome of a chance node and its exact probability, {@code numerator / denominator}: the
 * probabilities of a chance node's outcomes are rationals because dice and shuffled cards are, and
 * exact values let a solver reproduce a published game value to the last digit (Pig's, Kuhn poker's
 * -1/18).
 *
 * <p>The outcomes {@link GameState#chanceOutcomes()} returns must sum to exactly 1 (the referee and
 * the conformance kit add them as fractions); the fraction need not be in lowest terms.
 *
 * @param move the move that plays this outcome ({@link GameState#play(int)}); one of {@link
 *     GameState#legalMoves(int[])} at the chance node
 * @param numerator at least 1 (an outcome of probability 0 is not listed)
 * @param denominator at least {@code numerator}
 */
public record ChanceOutcome(int move, long numerator, long denominator) {

  /** Checks that the probability is a fraction in (0, 1]. */
  public ChanceOutcome {
    if (numerator < 1 || denominator < numerator) {
      throw new IllegalArgumentException(
          "a chance outcome's probability must be in (0, 1], not " + numerator + "/" + denominator);
    }
  }

  /** An outcome of probability {@code 1 / n}: one of {@code n} equally likely ones. */
  public static ChanceOutcome uniform(int move, int n) {
    return new ChanceOutcome(move, 1, n);
  }

  /** The probability as a double, for searches that average. */
  public double probability() {
    return (double) numerator / denominator;
  }
}
