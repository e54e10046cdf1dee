package dev.ply.host.rating;

import java.util.Locale;
import java.util.Optional;

/**
 * A running SPRT between two players, fed one game score at a time, as fishtest and fastchess run
 * it: the LLR is computed on the pentanomial counts of completed colour-swapped pairs of games, in
 * the chosen {@link SprtModel}.
 *
 * <p>The decision is final. Once the LLR crosses a bound the test has decided, and games that were
 * already being played and finish later are still counted (they are real games) but cannot undo it:
 * the LLR with them is reported beside the LLR of the decision. (Recomputing the decision after
 * every game let a game in flight pull the LLR back inside the bounds after a crossing, and the
 * decision was lost.)
 *
 * <p>Not thread-safe; callers serialise the games.
 */
public final class SequentialTest {

  private final SprtModel model;
  private final double elo0;
  private final double elo1;
  private final double alpha;
  private final double beta;
  private final long[] trinomial = new long[3];
  private final long[] pentanomial = new long[5];
  private final java.util.Map<Long, Double> halfPairs = new java.util.HashMap<>();
  private double llr;
  private Sprt.Decision decision = Sprt.Decision.CONTINUE;
  private double llrAtDecision;
  private long gamesAtDecision;
  private long[] countsAtDecision;

  public SequentialTest(SprtModel model, double elo0, double elo1, double alpha, double beta) {
    Sprt.upperBound(alpha, beta); // checks the rates
    this.model = model;
    this.elo0 = elo0;
    this.elo1 = elo1;
    this.alpha = alpha;
    this.beta = beta;
  }

  /**
   * Counts one game: the first player's score in it (1, ½ or 0) and the pair it belongs to (the two
   * colour-swapped games of one opening share a pair number).
   */
  public void add(double score, long pair) {
    trinomial[score == 1 ? 2 : score == 0 ? 0 : 1]++;
    Double first = halfPairs.remove(pair);
    if (first == null) {
      halfPairs.put(pair, score);
      return;
    }
    pentanomial[(int) Math.round((first + score) * 2)]++;
    llr = Sprt.llr(model, pentanomial, elo0, elo1);
    if (decision == Sprt.Decision.CONTINUE) {
      decision = Sprt.decide(llr, alpha, beta);
      if (decision != Sprt.Decision.CONTINUE) {
        llrAtDecision = llr;
        gamesAtDecision = games();
        countsAtDecision = pentanomial.clone();
      }
    }
  }

  /** Whether a bound has been crossed. */
  public boolean decided() {
    return decision != Sprt.Decision.CONTINUE;
  }

  /** The decision: {@code CONTINUE} until a bound is crossed, then fixed. */
  public Sprt.Decision decision() {
    return decision;
  }

  /** The games counted so far. */
  public long games() {
    return trinomial[0] + trinomial[1] + trinomial[2];
  }

  /** The LLR with every complete pair so far. */
  public double llr() {
    return llr;
  }

  /** The pentanomial counts so far (a copy), worst first. */
  public long[] pentanomial() {
    return pentanomial.clone();
  }

  /** {@code LLR 1.23 [-2.94, 2.94]}, for a progress line. */
  public String status() {
    return String.format(
        Locale.ROOT,
        "LLR %.2f [%.2f, %.2f]",
        llr,
        Sprt.lowerBound(alpha, beta),
        Sprt.upperBound(alpha, beta));
  }

  /**
   * The outcome in a sentence or two once decided: which hypothesis, the LLR at the crossing, the
   * games after it, and fishtest's median-unbiased estimate with its interval and LOS.
   *
   * @param a the player whose strength is tested
   * @param b its opponent
   */
  public Optional<String> outcome(String a, String b) {
    if (!decided()) {
      return Optional.empty();
    }
    String unit = model == SprtModel.LOGISTIC ? "Elo" : model.code() + " Elo";
    String which =
        decision == Sprt.Decision.ACCEPT_H1
            ? String.format(
                Locale.ROOT,
                "H1 accepted: %s is at least %s %s stronger than %s",
                a,
                number(elo1),
                unit,
                b)
            : String.format(
                Locale.ROOT,
                "H0 accepted: %s is at most %s %s stronger than %s",
                a,
                number(elo0),
                unit,
                b);
    StringBuilder text =
        new StringBuilder(which)
            .append(
                String.format(
                    Locale.ROOT,
                    " (LLR %.3f crossed [%.3f, %.3f] after %d games, pentanomial %s)",
                    llrAtDecision,
                    Sprt.lowerBound(alpha, beta),
                    Sprt.upperBound(alpha, beta),
                    gamesAtDecision,
                    java.util.Arrays.toString(countsAtDecision)));
    long after = games() - gamesAtDecision;
    if (after > 0) {
      text.append(
          String.format(
              Locale.ROOT,
              "; %d game%s in play finished after the decision:" + " LLR with them %.3f",
              after,
              after == 1 ? "" : "s",
              llr));
    }
    SprtEstimate e = SprtEstimate.of(pentanomial, model, elo0, elo1, alpha, beta, 0.95);
    text.append(
        String.format(
            Locale.ROOT,
            ". Estimate after the test (fishtest's,"
                + " median-unbiased): %+.1f Elo [%+.1f, %+.1f], LOS %.1f%%",
            e.elo(),
            e.lower(),
            e.upper(),
            100 * e.los()));
    return Optional.of(text.toString());
  }

  private static String number(double value) {
    return value == Math.rint(value)
        ? String.format(Locale.ROOT, "%.0f", value)
        : String.format(Locale.ROOT, "%s", value);
  }
}
