package dev.ply.cfr.regret;

import dev.ply.cfr.tree.GameTree;
import java.util.Arrays;

/**
 * What the counterfactual regret minimizers share: per information set and action, the cumulative
 * regret, the current policy regret matching derives from it, and the sum of policies whose
 * normalization is the average policy, the one that approaches an equilibrium. All three are flat
 * arrays indexed as {@link GameTree#offset} says; an iteration allocates nothing.
 *
 * <p>Regret matching (Hart and Mas-Colell 2000, the rule of Zinkevich et al. 2007): play each
 * action in proportion to its positive cumulative regret, uniformly when none is positive.
 *
 * <p>One instance is used by one thread.
 */
public abstract class RegretMinimizer {

  protected final GameTree tree;

  /** Cumulative counterfactual regret. */
  protected final double[] regret;

  /** The current policy, from regret matching. */
  protected final double[] current;

  /** The (weighted) sum of current policies, each weighted by the seat's own reach. */
  protected final double[] policySum;

  /** A child's value, written by its parent's walk: a scratch array, one slot per position. */
  protected final double[] childValue;

  private long iteration;

  /** Positions visited by all iterations so far. */
  protected long visits;

  protected RegretMinimizer(GameTree tree) {
    this.tree = tree;
    int actions = tree.totalActions();
    regret = new double[actions];
    current = new double[actions];
    policySum = new double[actions];
    childValue = new double[tree.size()];
    for (int s = 0; s < tree.sets(); s++) {
      match(s);
    }
  }

  /** Runs one more iteration. */
  public final void iterate() {
    iteration++;
    step(iteration);
  }

  /** One iteration: the {@code t}-th, from 1. */
  protected abstract void step(long t);

  /** Iterations run so far. */
  public final long iterations() {
    return iteration;
  }

  /** Positions visited so far, by every iteration. */
  public final long visits() {
    return visits;
  }

  /** The tree this minimizer runs on. */
  public final GameTree tree() {
    return tree;
  }

  /**
   * The average policy: the policy sums normalized per information set, uniform where a set's sum
   * is 0 (a set no iteration reached with positive probability).
   */
  public final double[] averagePolicy() {
    double[] p = new double[policySum.length];
    for (int s = 0; s < tree.sets(); s++) {
      int o = tree.offset[s];
      int k = tree.actions[s];
      double sum = 0;
      for (int a = 0; a < k; a++) {
        sum += policySum[o + a];
      }
      for (int a = 0; a < k; a++) {
        p[o + a] = sum > 0 ? policySum[o + a] / sum : 1.0 / k;
      }
    }
    return p;
  }

  /** The current policy (a copy). */
  public final double[] currentPolicy() {
    return current.clone();
  }

  /** The cumulative regret of action {@code a} at information set {@code s}. */
  public final double regret(int s, int a) {
    return regret[tree.offset[s] + a];
  }

  /** The current policy's probability of action {@code a} at information set {@code s}. */
  public final double current(int s, int a) {
    return current[tree.offset[s] + a];
  }

  /** Regret matching at information set {@code s}: sets its current policy from its regrets. */
  protected final void match(int s) {
    int o = tree.offset[s];
    int k = tree.actions[s];
    double positive = 0;
    for (int a = 0; a < k; a++) {
      positive += Math.max(regret[o + a], 0);
    }
    if (positive > 0) {
      for (int a = 0; a < k; a++) {
        current[o + a] = Math.max(regret[o + a], 0) / positive;
      }
    } else {
      Arrays.fill(current, o, o + k, 1.0 / k);
    }
  }
}
