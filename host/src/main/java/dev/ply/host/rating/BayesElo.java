package dev.ply.host.rating;

/**
 * R. Coulom's BayesElo model of a game with draws: with a rating difference {@code belo} and a draw
 * parameter {@code drawelo}, P(win) = L(belo − drawelo) and P(loss) = L(−belo − drawelo), L the
 * logistic expected score. Inverting gives belo = 200·log10(P(win)(1 − P(loss)) / (P(loss)(1 −
 * P(win)))) and drawelo = 200·log10((1 − P(loss))(1 − P(win)) / (P(loss)·P(win))), as fishtest's
 * {@code stat_util.py} converts probabilities to BayesElo.
 */
public final class BayesElo {

  private BayesElo() {}

  /**
   * The BayesElo parameters matching the probabilities of a win and of a loss.
   *
   * @param pWin the probability that the first player wins
   * @param pLoss the probability that the first player loses
   * @return {@code {belo, drawelo}}
   * @throws IllegalArgumentException unless both probabilities are in (0, 1) and sum to at most 1
   */
  public static double[] fromProbabilities(double pWin, double pLoss) {
    if (!(pWin > 0 && pWin < 1 && pLoss > 0 && pLoss < 1 && pWin + pLoss <= 1)) {
      throw new IllegalArgumentException(
          "need 0 < P(win), 0 < P(loss), P(win) + P(loss) <= 1, not " + pWin + ", " + pLoss);
    }
    double belo = 200 * Math.log10(pWin * (1 - pLoss) / (pLoss * (1 - pWin)));
    double drawelo = 200 * Math.log10((1 - pLoss) * (1 - pWin) / (pLoss * pWin));
    return new double[] {belo, drawelo};
  }
}
