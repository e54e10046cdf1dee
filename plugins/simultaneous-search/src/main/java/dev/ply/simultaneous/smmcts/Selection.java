package dev.ply.simultaneous.smmcts;

import java.util.SplittableRandom;

/**
 * How an acting seat chooses its own move at a node of simultaneous-move MCTS, and what mixed
 * policy it recommends at the end: one bandit algorithm per class ({@link DecoupledUcb}, {@link
 * Exp3}, {@link RegretMatchingSelection}). At a node where several seats act, each seat selects
 * independently by its own statistics, and the joint move is the tuple of their choices (decoupled
 * selection, Lanctot et al. 2013).
 *
 * <p>Rewards are in [0, 1], the seat's own. A selection may draw from {@code random}; it must draw
 * the same numbers for the same statistics, so that the search is deterministic per seed.
 */
interface Selection {

  /** Chooses a move index for the seat and remembers it (and its probability) in {@code s}. */
  int select(SeatStats s, SplittableRandom random);

  /** Learns the reward {@code reward} of the seat's last selection at this node. */
  void update(SeatStats s, double reward);

  /** The mixed policy the seat should play here, into {@code out} (summing to 1). */
  void policy(SeatStats s, double[] out);

  /** Draws an index from the probabilities {@code p} (summing to 1). */
  static int sample(double[] p, SplittableRandom random) {
    return sample(p, p.length, random);
  }

  /** Draws an index from the first {@code n} probabilities of {@code p} (summing to 1). */
  static int sample(double[] p, int n, SplittableRandom random) {
    double draw = random.nextDouble();
    int last = n - 1;
    while (last > 0 && p[last] <= 0) {
      last--;
    }
    for (int a = 0; a < last; a++) {
      draw -= p[a];
      if (draw < 0) {
        return a;
      }
    }
    return last;
  }

  /** Normalises {@code weights} into {@code out}, or makes it uniform when they sum to 0. */
  static void normalise(double[] weights, double[] out) {
    double total = 0;
    for (double w : weights) {
      total += w;
    }
    for (int a = 0; a < out.length; a++) {
      out[a] = total > 0 ? weights[a] / total : 1.0 / out.length;
    }
  }
}
