package dev.ply.cfr;

import dev.ply.cfr.tree.GameTree;
import java.util.HashMap;
import java.util.Map;

/**
 * A policy for a whole game, as a table from information-set key to the probability of each move:
 * what a CFR strategy trains once and its players share. Immutable, so safe to share between
 * threads.
 */
final class TabularPolicy {

  /** The moves of one information set and their probabilities, in the same order. */
  record Entry(int[] moves, double[] probabilities) {}

  private final Map<String, Entry> bySet;

  private TabularPolicy(Map<String, Entry> bySet) {
    this.bySet = bySet;
  }

  /** The policy of {@code tree}'s information sets given as a flat array ({@link GameTree}). */
  static TabularPolicy of(GameTree tree, double[] policy) {
    Map<String, Entry> bySet = new HashMap<>(tree.sets() * 2);
    for (int s = 0; s < tree.sets(); s++) {
      int o = tree.offset[s];
      double[] p = java.util.Arrays.copyOfRange(policy, o, o + tree.actions[s]);
      bySet.put(tree.keys[s], new Entry(tree.moves[s].clone(), p));
    }
    return new TabularPolicy(bySet);
  }

  /** The entry of an information set, or null for a key the tree did not have. */
  Entry at(String key) {
    return bySet.get(key);
  }

  /** How many information sets the policy covers. */
  int size() {
    return bySet.size();
  }
}
