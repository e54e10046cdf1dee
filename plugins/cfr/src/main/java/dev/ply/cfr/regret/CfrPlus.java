package dev.ply.cfr.regret;

import dev.ply.api.GameState;
import dev.ply.cfr.tree.GameTree;

/**
 * CFR+: Tammelin, "Solving Large Imperfect Information Games Using CFR+", arXiv 1407.5042, 2014
 * (and Tammelin, Burch, Johanson and Bowling, "Solving Heads-up Limit Texas Hold'em", IJCAI 2015).
 *
 * <p>Three changes to {@link VanillaCfr}: regret matching+ (after each update a cumulative regret
 * below zero is set to zero, so an action that turns good is played again at once); alternating
 * updates (seat 0 is updated on a walk, then seat 1 on a walk with seat 0's new policy); and the
 * average policy weighted by the iteration number t (linear averaging; Tammelin's delay d is 0
 * here, as in OpenSpiel's CFRPlusSolver). In practice its exploitability falls about as O(1/T).
 */
public final class CfrPlus extends RegretMinimizer {

  private long weight;

  public CfrPlus(GameTree tree) {
    super(tree);
  }

  @Override
  protected void step(long t) {
    weight = t;
    for (int seat = 0; seat < 2; seat++) {
      walk(0, seat, 1, 1);
      for (int s = 0; s < tree.sets(); s++) {
        if (tree.setSeat[s] == seat) {
          int o = tree.offset[s];
          for (int a = 0; a < tree.actions[s]; a++) {
            regret[o + a] = Math.max(regret[o + a], 0);
          }
          match(s);
        }
      }
    }
  }

  /**
   * The updated seat's expected utility below {@code n}; {@code own} is the probability that it
   * plays the moves that lead to {@code n}, {@code others} that chance and the other seat do.
   */
  private double walk(int n, int seat, double own, double others) {
    if (own == 0 && others == 0) {
      return 0; // as in VanillaCfr: nothing below is updated, and the parent ignores the value
    }
    visits++;
    GameTree t = tree;
    int who = t.actor[n];
    if (who == GameTree.TERMINAL) {
      return seat == 0 ? t.payoff[n] : -t.payoff[n];
    }
    int c = t.first[n];
    int k = t.count[n];
    if (who == GameState.CHANCE) {
      double v = 0;
      for (int a = 0; a < k; a++) {
        double p = t.chance[c + a];
        v += p * walk(c + a, seat, own, others * p);
      }
      return v;
    }
    int o = t.offset[t.set[n]];
    if (who != seat) {
      double v = 0;
      for (int a = 0; a < k; a++) {
        double sigma = current[o + a];
        v += sigma * walk(c + a, seat, own, others * sigma);
      }
      return v;
    }
    double v = 0;
    for (int a = 0; a < k; a++) {
      double sigma = current[o + a];
      double va = walk(c + a, seat, own * sigma, others);
      childValue[c + a] = va;
      v += sigma * va;
    }
    for (int a = 0; a < k; a++) {
      regret[o + a] += others * (childValue[c + a] - v);
      policySum[o + a] += weight * own * current[o + a];
    }
    return v;
  }
}
