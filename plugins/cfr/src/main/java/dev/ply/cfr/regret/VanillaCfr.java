package dev.ply.cfr.regret;

import dev.ply.api.GameState;
import dev.ply.cfr.tree.GameTree;

/**
 * Counterfactual regret minimization as first published: Zinkevich, Johanson, Bowling and Piccione,
 * "Regret Minimization in Games with Incomplete Information", NIPS 2007.
 *
 * <p>Each iteration walks the whole tree once with the current policies of both seats (regret
 * matching on the cumulative regrets), and updates both seats at once: at each decision position
 * the actor's regret of each action grows by the counterfactual gain of that action over the
 * policy, weighted by the probability that chance and the other seat reach the position, and its
 * policy sum grows by the policy weighted by its own reach. The average policy's exploitability
 * falls as O(1/sqrt(T)).
 */
public final class VanillaCfr extends RegretMinimizer {

  public VanillaCfr(GameTree tree) {
    super(tree);
  }

  @Override
  protected void step(long t) {
    for (int s = 0; s < tree.sets(); s++) {
      match(s);
    }
    walk(0, 1, 1, 1);
  }

  /**
   * Seat 0's expected utility below {@code n}, given the probabilities that seat 0, seat 1 and
   * chance play the moves that lead to it.
   */
  private double walk(int n, double reach0, double reach1, double reachChance) {
    // Neither seat reaches n: no regret or policy sum below changes, and the value returned does
    // not count either, since the move into n has probability 0 (or its parent is not reached
    // either). OpenSpiel's cfr.cc prunes the same way.
    if (reach0 == 0 && reach1 == 0) {
      return 0;
    }
    visits++;
    GameTree t = tree;
    int who = t.actor[n];
    if (who == GameTree.TERMINAL) {
      return t.payoff[n];
    }
    int c = t.first[n];
    int k = t.count[n];
    if (who == GameState.CHANCE) {
      double v = 0;
      for (int a = 0; a < k; a++) {
        double p = t.chance[c + a];
        v += p * walk(c + a, reach0, reach1, reachChance * p);
      }
      return v;
    }
    int o = t.offset[t.set[n]];
    double v = 0;
    for (int a = 0; a < k; a++) {
      double sigma = current[o + a];
      double va =
          who == 0
              ? walk(c + a, reach0 * sigma, reach1, reachChance)
              : walk(c + a, reach0, reach1 * sigma, reachChance);
      childValue[c + a] = va;
      v += sigma * va;
    }
    double own = who == 0 ? reach0 : reach1;
    double others = (who == 0 ? reach1 : reach0) * reachChance;
    double sign = who == 0 ? 1 : -1;
    for (int a = 0; a < k; a++) {
      regret[o + a] += sign * others * (childValue[c + a] - v);
      policySum[o + a] += own * current[o + a];
    }
    return v;
  }
}
