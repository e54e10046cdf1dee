package dev.ply.host.rating;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The Elo scale an SPRT's bounds are written in, as fishtest and fastchess offer them.
 *
 * <p>{@link #LOGISTIC}: the logistic Elo of the expected score. {@link #NORMALIZED}: normalized Elo
 * (Van den Bergh), the expected score's distance from ½ in standard deviations of a game, times
 * 800/ln 10, which does not depend on the draw rate (fastchess's default, and fishtest's). {@link
 * #BAYESELO}: R. Coulom's BayesElo; the bounds are turned into logistic Elo with the draw Elo
 * estimated from the games' own win and loss frequencies, and the test is then logistic.
 */
public enum SprtModel {
  LOGISTIC,
  NORMALIZED,
  BAYESELO;

  /** The model as a file writes it: {@code logistic}, {@code normalized}, {@code bayeselo}. */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The model written {@code code}, if any. */
  public static Optional<SprtModel> ofCode(String code) {
    return Arrays.stream(values()).filter(m -> m.code().equals(code)).findFirst();
  }

  /** Every model's code. */
  public static List<String> codes() {
    return Arrays.stream(values()).map(SprtModel::code).toList();
  }

  /**
   * The logistic Elo of BayesElo {@code belo} when draws have BayesElo {@code drawelo}: the score
   * P(win) + P(draw)/2 with P(win) = L(belo − drawelo) and P(loss) = L(−belo − drawelo).
   */
  static double bayesEloToLogistic(double belo, double drawelo) {
    double win = Elo.expectedScore(belo - drawelo);
    double loss = Elo.expectedScore(-belo - drawelo);
    return Elo.fromScore(win + (1 - win - loss) / 2);
  }

  /**
   * The draw Elo of games with these counts (3: losses, draws, wins; 5: pair scores, turned into
   * games as L = 2p₀ + p₁, D = p₁ + 2p₂ + p₃, W = 2p₄ + p₃), zero counts counting 1e-3.
   */
  static double drawElo(long[] counts) {
    long[] games =
        counts.length == 5
            ? new long[] {
              2 * counts[0] + counts[1],
              counts[1] + 2 * counts[2] + counts[3],
              2 * counts[4] + counts[3]
            }
            : counts;
    double[] r = new double[3];
    double total = 0;
    for (int i = 0; i < 3; i++) {
      r[i] = games[i] == 0 ? ScoreDistribution.ZERO_COUNT : games[i];
      total += r[i];
    }
    return BayesElo.fromProbabilities(r[2] / total, r[0] / total)[1];
  }
}
