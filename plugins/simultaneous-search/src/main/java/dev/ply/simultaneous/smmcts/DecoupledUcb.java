package dev.ply.simultaneous.smmcts;

import java.util.SplittableRandom;

/**
 * Decoupled UCT: each acting seat chooses by UCB1 (Auer, Cesa-Bianchi and Fischer, "Finite-time
 * Analysis of the Multiarmed Bandit Problem", 2002) over its own moves, as if the others were part
 * of the environment: the mean reward of the move plus {@code C * sqrt(ln N / n)}, a move never
 * tried first (among several, one drawn at random). Proposed for simultaneous moves by Finnsson and
 * Björnsson for CadiaPlayer (2008) and studied by Shafiei, Sturtevant and Schaeffer (2009) and
 * Lanctot, Lisý and Winands (2013).
 *
 * <p>It has no guarantee to approach an equilibrium: Shafiei et al. show it can settle elsewhere.
 * Its recommended policy is the visit frequencies ("DUCT(mix)" of Lanctot et al.): in a matrix game
 * a seat that always played its most visited move would be exploitable.
 */
final class DecoupledUcb implements Selection {

  private final double exploration;

  /**
   * @param exploration the constant C, at least 0
   */
  DecoupledUcb(double exploration) {
    this.exploration = exploration;
  }

  @Override
  public int select(SeatStats s, SplittableRandom random) {
    int untried = 0;
    for (long v : s.visits) {
      untried += v == 0 ? 1 : 0;
    }
    if (untried > 0) {
      int k = random.nextInt(untried);
      for (int a = 0; a < s.size(); a++) {
        if (s.visits[a] == 0 && k-- == 0) {
          return s.chosen = a;
        }
      }
    }
    double logN = Math.log(s.totalVisits());
    int best = 0;
    double bestBound = Double.NEGATIVE_INFINITY;
    for (int a = 0; a < s.size(); a++) {
      double bound = s.score[a] / s.visits[a] + exploration * Math.sqrt(logN / s.visits[a]);
      if (bound > bestBound) {
        bestBound = bound;
        best = a;
      }
    }
    return s.chosen = best;
  }

  @Override
  public void update(SeatStats s, double reward) {
    s.visits[s.chosen]++;
    s.score[s.chosen] += reward;
  }

  @Override
  public void policy(SeatStats s, double[] out) {
    double[] visits = new double[s.size()];
    for (int a = 0; a < visits.length; a++) {
      visits[a] = s.visits[a];
    }
    Selection.normalise(visits, out);
  }
}
