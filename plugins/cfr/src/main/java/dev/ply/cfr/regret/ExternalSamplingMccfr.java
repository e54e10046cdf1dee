package dev.ply.cfr.regret;

import dev.ply.api.GameState;
import dev.ply.cfr.tree.GameTree;
import java.util.SplittableRandom;

/**
 * Monte Carlo CFR with external sampling: Lanctot, Waugh, Zinkevich and Bowling, "Monte Carlo
 * Sampling for Regret Minimization in Extensive Games", NIPS 2009.
 *
 * <p>An iteration is one walk per seat, the traverser. Everything external to the traverser is
 * sampled, one outcome per visit: a chance node's outcome by its probability, the other seat's
 * action by its current policy (and that seat's policy sum grows by the whole policy there, the
 * "simple" averaging of the paper). At the traverser's own positions every action is tried, and
 * each action's regret grows by its sampled value less the policy's, with no reach weights: the
 * sampling probabilities cancel the other seat's and chance's reach in expectation. An iteration
 * visits a small part of the tree, so iterations are cheap and many; the average policy still
 * converges to an equilibrium, more slowly per iteration than {@link VanillaCfr}.
 */
public final class ExternalSamplingMccfr extends RegretMinimizer {

  private final SplittableRandom random;

  /**
   * @param seed the sampling's seed: the same seed gives the same iterations
   */
  public ExternalSamplingMccfr(GameTree tree, long seed) {
    super(tree);
    this.random = new SplittableRandom(seed);
  }

  @Override
  protected void step(long t) {
    walk(0, 0);
    walk(0, 1);
  }

  /** The traverser's sampled utility below {@code n}. */
  private double walk(int n, int seat) {
    visits++;
    GameTree t = tree;
    int who = t.actor[n];
    if (who == GameTree.TERMINAL) {
      return seat == 0 ? t.payoff[n] : -t.payoff[n];
    }
    int c = t.first[n];
    int k = t.count[n];
    if (who == GameState.CHANCE) {
      return walk(c + pick(t.chance, c, k), seat);
    }
    int s = t.set[n];
    int o = t.offset[s];
    match(s);
    if (who != seat) {
      for (int a = 0; a < k; a++) {
        policySum[o + a] += current[o + a];
      }
      return walk(c + pick(current, o, k), seat);
    }
    double v = 0;
    for (int a = 0; a < k; a++) {
      double va = walk(c + a, seat);
      childValue[c + a] = va;
    }
    // The walks below may have matched other sets, never this one (perfect recall): current holds
    // this set's policy still.
    for (int a = 0; a < k; a++) {
      v += current[o + a] * childValue[c + a];
    }
    for (int a = 0; a < k; a++) {
      regret[o + a] += childValue[c + a] - v;
    }
    return v;
  }

  /** An index in {@code 0 .. k-1} drawn with the probabilities {@code p[from .. from+k-1]}. */
  private int pick(double[] p, int from, int k) {
    double x = random.nextDouble();
    for (int a = 0; a < k - 1; a++) {
      x -= p[from + a];
      if (x < 0) {
        return a;
      }
    }
    return k - 1;
  }
}
