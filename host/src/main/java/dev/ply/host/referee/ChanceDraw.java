package dev.ply.host.referee;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The referee's draw at a chance node: exact, from the fractions the game gives, so that the same
 * chance stream gives the same outcomes on every machine, and checked, so that a game whose
 * probabilities do not sum to 1 is caught before anything is drawn.
 */
public final class ChanceDraw {

  private ChanceDraw() {}

  /**
   * What is wrong with a chance node's outcomes, in the words of the api's contract, or empty: none
   * listed, a probability outside (0, 1], a sum other than exactly 1, or a move that {@code
   * legalMoves} does not list at the node (or lists twice).
   */
  public static Optional<String> problem(GameState state, List<ChanceOutcome> outcomes) {
    if (outcomes == null || outcomes.isEmpty()) {
      return Optional.of("chanceOutcomes() lists no outcome at a chance node");
    }
    int[] buffer = new int[state.maxMoves()];
    int n = state.legalMoves(buffer);
    Set<Integer> listed = new HashSet<>();
    for (int i = 0; i < n; i++) {
      listed.add(buffer[i]);
    }
    Set<Integer> seen = new HashSet<>();
    BigInteger num = BigInteger.ZERO;
    BigInteger den = BigInteger.ONE;
    for (ChanceOutcome o : outcomes) {
      if (!seen.add(o.move())) {
        return Optional.of(
            "chanceOutcomes() lists the outcome " + text(state, o.move()) + " twice");
      }
      if (!listed.contains(o.move())) {
        return Optional.of(
            "chanceOutcomes() lists "
                + text(state, o.move())
                + ", which legalMoves() does not list at the chance node");
      }
      BigInteger d = BigInteger.valueOf(o.denominator());
      num = num.multiply(d).add(BigInteger.valueOf(o.numerator()).multiply(den));
      den = den.multiply(d);
      BigInteger g = num.gcd(den);
      num = num.divide(g);
      den = den.divide(g);
    }
    if (!num.equals(den)) {
      return Optional.of(
          "the probabilities of chanceOutcomes() sum to " + num + "/" + den + ", not 1");
    }
    if (seen.size() != listed.size()) {
      return Optional.of(
          "legalMoves() lists "
              + listed.size()
              + " moves at a chance node, chanceOutcomes() "
              + seen.size());
    }
    return Optional.empty();
  }

  /**
   * Draws one outcome's move with exactly its probability: a uniform integer below the common
   * denominator, when it fits in a long (dice, cards: always), else a uniform double.
   */
  public static int draw(List<ChanceOutcome> outcomes, SplittableRandom random) {
    BigInteger common = BigInteger.ONE;
    for (ChanceOutcome o : outcomes) {
      BigInteger d = BigInteger.valueOf(o.denominator());
      common = common.divide(common.gcd(d)).multiply(d);
    }
    if (common.bitLength() < 63) {
      long l = common.longValue();
      long r = random.nextLong(l);
      long cumulative = 0;
      for (ChanceOutcome o : outcomes) {
        cumulative += o.numerator() * (l / o.denominator());
        if (r < cumulative) {
          return o.move();
        }
      }
    } else {
      double r = random.nextDouble();
      double cumulative = 0;
      for (ChanceOutcome o : outcomes) {
        cumulative += o.probability();
        if (r < cumulative) {
          return o.move();
        }
      }
    }
    return outcomes.get(outcomes.size() - 1).move();
  }

  private static String text(GameState state, int move) {
    try {
      return state.moveToText(move);
    } catch (RuntimeException e) {
      return "#" + move;
    }
  }
}
