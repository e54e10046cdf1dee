package dev.ply.poker;

import java.util.ArrayList;
import java.util.List;

/**
 * CFR+ (Tammelin 2014; Tammelin, Burch, Johanson and Bowling, IJCAI 2015) on a two-player zero-sum
 * {@link GameTree}: regret matching+ (regrets floored at 0), alternating updates, and the average
 * strategy weighted by the iteration number. Its average strategy approaches an equilibrium; best
 * responses to it then bracket the game value.
 */
final class CfrPlus {

  private final GameTree tree;
  private final double[][] regret;
  private final double[][] delta;
  private final double[][] average;
  private final double[][] current;
  private int iteration;

  /** The tree in plain arrays, for speed. */
  private final int[] kind;

  private final int[] actor;
  private final int[] set;
  private final int[][] kids;
  private final double[][] odds;
  private final int[][] payoff;

  CfrPlus(GameTree tree) {
    this.tree = tree;
    int size = tree.size();
    kind = new int[size];
    actor = new int[size];
    set = new int[size];
    kids = new int[size][];
    odds = new double[size][];
    payoff = new int[size][];
    for (int node = 0; node < size; node++) {
      kind[node] = tree.kind.get(node);
      actor[node] = tree.player.get(node);
      set[node] = tree.infoSet.get(node);
      kids[node] = tree.children.get(node);
      payoff[node] = tree.utilities.get(node);
      if (kind[node] == GameTree.CHANCE) {
        odds[node] = tree.chance.get(node).stream().mapToDouble(Q::toDouble).toArray();
      }
    }
    int sets = tree.infoSets.size();
    regret = new double[sets][];
    delta = new double[sets][];
    average = new double[sets][];
    current = new double[sets][];
    for (int i = 0; i < sets; i++) {
      int n = tree.infoSetMoves.get(i).size();
      regret[i] = new double[n];
      delta[i] = new double[n];
      average[i] = new double[n];
      current[i] = new double[n];
    }
  }

  /** Runs {@code iterations} more iterations, each one update of each player. */
  void run(int iterations) {
    for (int k = 0; k < iterations; k++) {
      iteration++;
      for (int p = 0; p < 2; p++) {
        for (int i = 0; i < regret.length; i++) {
          match(i);
          java.util.Arrays.fill(delta[i], 0);
        }
        walk(0, p, 1, 1);
        for (int i = 0; i < regret.length; i++) {
          if (tree.infoSetPlayer.get(i) == p) {
            for (int a = 0; a < regret[i].length; a++) {
              regret[i][a] = Math.max(0, regret[i][a] + delta[i][a]);
            }
          }
        }
      }
    }
  }

  /** Regret matching: the current strategy of an information set. */
  private void match(int set) {
    double sum = 0;
    for (double r : regret[set]) {
      sum += r;
    }
    for (int a = 0; a < regret[set].length; a++) {
      current[set][a] = sum > 0 ? regret[set][a] / sum : 1.0 / regret[set].length;
    }
  }

  /**
   * The traverser's expected utility below {@code node}; {@code others} is the probability that
   * chance and the other player reach it, {@code own} the traverser's own.
   */
  private double walk(int node, int traverser, double others, double own) {
    int[] kids = this.kids[node];
    if (kind[node] == GameTree.TERMINAL) {
      return payoff[node][traverser];
    }
    if (kind[node] == GameTree.CHANCE) {
      double sum = 0;
      double[] p = odds[node];
      for (int i = 0; i < kids.length; i++) {
        sum += p[i] * walk(kids[i], traverser, others * p[i], own);
      }
      return sum;
    }
    int set = this.set[node];
    double[] sigma = current[set];
    if (actor[node] != traverser) {
      double sum = 0;
      // No pruning of moves of probability 0: every position of an information set must be
      // visited each iteration, or its average strategy would be counted a varying number of times.
      for (int i = 0; i < kids.length; i++) {
        sum += sigma[i] * walk(kids[i], traverser, others * sigma[i], own);
      }
      return sum;
    }
    double[] values = new double[kids.length];
    double value = 0;
    for (int i = 0; i < kids.length; i++) {
      values[i] = walk(kids[i], traverser, others, own * sigma[i]);
      value += sigma[i] * values[i];
    }
    for (int i = 0; i < kids.length; i++) {
      delta[set][i] += others * (values[i] - value);
      average[set][i] += iteration * own * sigma[i];
    }
    return value;
  }

  /** The average strategy, as a policy for {@link GameTree}'s best responses. */
  GameTree.Policy<Double> averagePolicy() {
    return (t, node) -> {
      double[] weights = average[t.infoSet.get(node)];
      double sum = 0;
      for (double w : weights) {
        sum += w;
      }
      List<Double> p = new ArrayList<>();
      for (double w : weights) {
        p.add(sum > 0 ? w / sum : 1.0 / weights.length);
      }
      return p;
    };
  }
}
