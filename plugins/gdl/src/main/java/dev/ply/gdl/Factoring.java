package dev.ply.gdl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Shares the common part of a proposition's rules: rules {@code A ∧ x1}, ..., {@code A ∧ xk} of one
 * head become {@code A ∧ (x1 ∨ ... ∨ xk)}, the disjunction a new proposition shared by every head
 * that needs the same one. Grounding expands a frame axiom such as tic-tac-toe's "a cell keeps its
 * mark when another cell is marked" into one rule per other move; factored, each cell has one rule
 * and the "another cell is marked" propositions are shared, so a change of state or move visits far
 * fewer rules. For an acyclic network only: the new propositions have no place in the evaluation
 * order of the cones.
 */
final class Factoring {

  /** The largest number of rules of one head that is factored (the search is quadratic). */
  private static final int MAX_RULES = 2000;

  private Factoring() {}

  /**
   * The rules of every node, with the new disjunction nodes appended after the given ones.
   *
   * @param rules for each node its rules, each its literals (node, or {@code ~node} negated)
   * @param dynamic which nodes have rules worth factoring
   */
  static int[][][] factor(int[][][] rules, boolean[] dynamic) {
    List<int[][]> out = new ArrayList<>(Arrays.asList(rules));
    Map<List<Integer>, Integer> disjunctions = new HashMap<>();
    for (int h = 0; h < rules.length; h++) {
      if (!dynamic[h] || rules[h].length < 2 || rules[h].length > MAX_RULES) {
        continue;
      }
      List<int[]> rs = new ArrayList<>();
      for (int[] r : rules[h]) {
        int[] sorted = r.clone();
        Arrays.sort(sorted);
        rs.add(sorted);
      }
      while (true) {
        // The rest of a rule without one literal, and which rules share it with which literal.
        Map<List<Integer>, Map<Integer, Integer>> groups = new HashMap<>();
        for (int i = 0; i < rs.size(); i++) {
          int[] r = rs.get(i);
          if (r.length < 2) {
            continue;
          }
          for (int p = 0; p < r.length; p++) {
            List<Integer> rest = new ArrayList<>(r.length - 1);
            for (int q = 0; q < r.length; q++) {
              if (q != p) {
                rest.add(r[q]);
              }
            }
            groups.computeIfAbsent(rest, k -> new HashMap<>()).putIfAbsent(i, r[p]);
          }
        }
        List<Integer> best = null;
        int size = 1;
        for (Map.Entry<List<Integer>, Map<Integer, Integer>> e : groups.entrySet()) {
          if (e.getValue().size() > size) {
            best = e.getKey();
            size = e.getValue().size();
          }
        }
        if (best == null) {
          break;
        }
        Map<Integer, Integer> members = groups.get(best);
        Set<Integer> varying = new java.util.TreeSet<>(members.values());
        List<Integer> key = new ArrayList<>(varying);
        Integer node = disjunctions.get(key);
        if (node == null) {
          node = out.size();
          int[][] single = new int[key.size()][];
          for (int i = 0; i < single.length; i++) {
            single[i] = new int[] {key.get(i)};
          }
          out.add(single);
          disjunctions.put(key, node);
        }
        Set<Integer> drop = new LinkedHashSet<>(members.keySet());
        List<int[]> kept = new ArrayList<>();
        for (int i = 0; i < rs.size(); i++) {
          if (!drop.contains(i)) {
            kept.add(rs.get(i));
          }
        }
        int[] merged = new int[best.size() + 1];
        for (int i = 0; i < best.size(); i++) {
          merged[i] = best.get(i);
        }
        merged[best.size()] = node;
        Arrays.sort(merged);
        kept.add(merged);
        rs = kept;
      }
      out.set(h, rs.toArray(int[][]::new));
    }
    return out.toArray(int[][][]::new);
  }
}
