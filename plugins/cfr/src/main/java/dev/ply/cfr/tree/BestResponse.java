package dev.ply.cfr.tree;

import dev.ply.api.GameState;
import java.util.Arrays;

/**
 * The value of a policy and of a best response to it, over the whole tree: how the exploitability
 * of CFR's average policy is measured.
 *
 * <p>A policy is a flat array over the tree's information sets and actions ({@link
 * GameTree#offset}). A best response of seat i chooses one action per information set of its own,
 * the one of highest counterfactual value: the sum over the set's positions h of the probability
 * that chance and the other seat reach h times i's value of the action at h, its later choices
 * being best responses too (Johanson et al., "Accelerating Best Response Calculation in Large
 * Extensive Games", IJCAI 2011, describe the computation; OpenSpiel's {@code best_response.py} does
 * it the same way). Deeper sets are decided first, on demand, which needs perfect recall: the sets
 * of one seat then form a tree.
 *
 * <p>Exploitability is OpenSpiel's: the mean over the two seats of what a best response gains,
 * {@code (br0 + br1) / 2} in a zero-sum game (NashConv divided by two); 0 exactly at an
 * equilibrium. Not thread-safe: one instance per thread.
 */
public final class BestResponse {

  private final GameTree tree;
  private final double[] reach;
  private final double[] value;
  private final int[] best;
  private double[] policy;
  private int seat;

  public BestResponse(GameTree tree) {
    this.tree = tree;
    this.reach = new double[tree.size()];
    this.value = new double[tree.size()];
    this.best = new int[tree.sets()];
  }

  /** Seat 0's expected utility when both seats play {@code policy}. */
  public double value(double[] policy) {
    GameTree t = tree;
    for (int n = t.size() - 1; n >= 0; n--) {
      int who = t.actor[n];
      if (who == GameTree.TERMINAL) {
        value[n] = t.payoff[n];
        continue;
      }
      int c = t.first[n];
      double v = 0;
      if (who == GameState.CHANCE) {
        for (int a = 0; a < t.count[n]; a++) {
          v += t.chance[c + a] * value[c + a];
        }
      } else {
        int o = t.offset[t.set[n]];
        for (int a = 0; a < t.count[n]; a++) {
          v += policy[o + a] * value[c + a];
        }
      }
      value[n] = v;
    }
    return value[0];
  }

  /** The expected utility of {@code seat} playing a best response to the other seat's policy. */
  public double bestResponse(double[] policy, int seat) {
    this.policy = policy;
    this.seat = seat;
    GameTree t = tree;
    // 1. The probability that chance and the other seat reach each position, top down.
    reach[0] = 1;
    for (int n = 0; n < t.size(); n++) {
      int who = t.actor[n];
      if (who == GameTree.TERMINAL) {
        continue;
      }
      int c = t.first[n];
      for (int a = 0; a < t.count[n]; a++) {
        double p =
            who == GameState.CHANCE
                ? t.chance[c + a]
                : who == seat ? 1 : policy[t.offset[t.set[n]] + a];
        reach[c + a] = reach[n] * p;
      }
    }
    // 2. Values from the seat's side, the seat's information sets decided deepest first.
    Arrays.fill(value, Double.NaN);
    Arrays.fill(best, -1);
    return valueOf(0);
  }

  /** What the best response gains over the game value, the mean over both seats; zero-sum only. */
  public double exploitability(double[] policy) {
    return (bestResponse(policy, 0) + bestResponse(policy, 1)) / 2;
  }

  /** The best response's action at information set {@code s} (of the seat last responded for). */
  public int bestAction(int s) {
    if (best[s] >= 0) {
      return best[s];
    }
    GameTree t = tree;
    double[] sum = new double[t.actions[s]];
    for (int i = t.memberStart[s]; i < t.memberStart[s + 1]; i++) {
      int h = t.members[i];
      if (reach[h] == 0) {
        continue;
      }
      int c = t.first[h];
      for (int a = 0; a < sum.length; a++) {
        sum[a] += reach[h] * valueOf(c + a);
      }
    }
    int arg = 0;
    for (int a = 1; a < sum.length; a++) {
      if (sum[a] > sum[arg]) {
        arg = a;
      }
    }
    best[s] = arg;
    return arg;
  }

  private double valueOf(int n) {
    double v = value[n];
    if (!Double.isNaN(v)) {
      return v;
    }
    GameTree t = tree;
    int who = t.actor[n];
    int c = t.first[n];
    if (who == GameTree.TERMINAL) {
      v = seat == 0 ? t.payoff[n] : -t.payoff[n];
    } else if (who == seat) {
      v = valueOf(c + bestAction(t.set[n]));
    } else {
      v = 0;
      for (int a = 0; a < t.count[n]; a++) {
        double p = who == GameState.CHANCE ? t.chance[c + a] : policy[t.offset[t.set[n]] + a];
        if (p > 0) {
          v += p * valueOf(c + a);
        }
      }
    }
    value[n] = v;
    return v;
  }

  /** The uniform policy: every action of every information set equally likely. */
  public static double[] uniform(GameTree tree) {
    double[] p = new double[tree.totalActions()];
    for (int s = 0; s < tree.sets(); s++) {
      Arrays.fill(p, tree.offset[s], tree.offset[s + 1], 1.0 / tree.actions[s]);
    }
    return p;
  }
}
