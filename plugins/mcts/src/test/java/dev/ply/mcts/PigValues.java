package dev.ply.mcts;

/**
 * The optimal win probabilities of Pig at a small goal, by value iteration (Neller and Presser,
 * "Optimal Play of the Dice Game Pig", 2004), computed here independently of any search: {@code
 * win(i, j, k)} is the chance that the player to choose, with banked score i against j and turn
 * total k, wins under optimal play by both.
 *
 * <pre>
 *   roll(i, j, k) = 1/6 (1 - win(j, i, 0)) + sum over r = 2..6 of 1/6 (1 if i + k + r >= goal,
 *                   else win(i, j, k + r))
 *   hold(i, j, k) = 1 - win(j, i + k, 0)        (k > 0)
 *   win(i, j, k)  = max(roll, hold)
 * </pre>
 *
 * <p>Swept in place until no value moves by more than 1e-12 (Gauss-Seidel; the values converge
 * because every cycle of the game passes a roll of 1, of chance 1/6).
 */
final class PigValues {

  private final int goal;
  private final double[][][] win;

  PigValues(int goal) {
    this.goal = goal;
    this.win = new double[goal][goal][goal];
    double change;
    do {
      change = 0;
      for (int i = goal - 1; i >= 0; i--) {
        for (int j = goal - 1; j >= 0; j--) {
          for (int k = goal - 1 - i; k >= 0; k--) {
            double v = k > 0 ? Math.max(roll(i, j, k), hold(i, j, k)) : roll(i, j, k);
            change = Math.max(change, Math.abs(v - win[i][j][k]));
            win[i][j][k] = v;
          }
        }
      }
    } while (change > 1e-12);
  }

  /** The chance to win of the player to choose, with score i against j and turn total k. */
  double win(int i, int j, int k) {
    return win[i][j][k];
  }

  /** The chance to win after rolling, then playing optimally. */
  double roll(int i, int j, int k) {
    double v = (1 - win[j][i][0]) / 6;
    for (int r = 2; r <= 6; r++) {
      v += (i + k + r >= goal ? 1 : win[i][j][k + r]) / 6;
    }
    return v;
  }

  /** The chance to win after holding (k > 0), then playing optimally. */
  double hold(int i, int j, int k) {
    return 1 - win[j][i + k][0];
  }
}
