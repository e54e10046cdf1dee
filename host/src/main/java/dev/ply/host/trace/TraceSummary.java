package dev.ply.host.trace;

import java.util.ArrayList;
import java.util.List;

/** The counts of a trace: positions, leaves, cutoffs, moves pruned, re-searches, table hits. */
record TraceSummary(
    long positions, long leaves, long cutoffs, long pruned, long reSearches, long tableHits) {

  static TraceSummary of(TraceTree trace) {
    long[] c = new long[6];
    for (TraceNode root : trace.roots()) {
      count(root, c);
    }
    return new TraceSummary(c[0], c[1], c[2], c[3], c[4], c[5]);
  }

  private static void count(TraceNode node, long[] c) {
    c[0]++;
    c[1] += node.isLeaf() ? 1 : 0;
    c[2] += node.pruned().isEmpty() ? 0 : 1;
    c[3] += node.pruned().size();
    c[4] += node.reSearch() ? 1 : 0;
    c[5] += node.tableHit() ? 1 : 0;
    for (TraceNode child : node.children()) {
      count(child, c);
    }
  }

  /** Such as "15 positions, 11 leaves, 3 cutoffs (4 moves pruned)". */
  String describe() {
    List<String> parts = new ArrayList<>();
    parts.add(positions + (positions == 1 ? " position" : " positions"));
    parts.add(leaves + (leaves == 1 ? " leaf" : " leaves"));
    parts.add(
        cutoffs
            + (cutoffs == 1 ? " cutoff" : " cutoffs")
            + (pruned > 0 ? " (" + pruned + (pruned == 1 ? " move" : " moves") + " pruned)" : ""));
    if (reSearches > 0) {
      parts.add(reSearches + (reSearches == 1 ? " re-search" : " re-searches"));
    }
    if (tableHits > 0) {
      parts.add(tableHits + (tableHits == 1 ? " table hit" : " table hits"));
    }
    return String.join(", ", parts) + ".";
  }
}
