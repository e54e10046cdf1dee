package dev.ply.mcts;

import dev.ply.api.SearchReport;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link SearchReport} of a search: what the tree says after it.
 *
 * <ul>
 *   <li><b>move</b>: the root's most-visited child (the "robust child" of Chaslot et al. 2008),
 *       which unlike the best mean is not fooled by a child with few visits; ties go to the higher
 *       mean reward for the mover, then to the earlier child. With no child at all (stopped before
 *       the first iteration) a legal move of the root, the game's first.
 *   <li><b>value</b>: that child's mean reward r for the side to move, as the heuristic {@code
 *       round((2r - 1) * (EVAL_LIMIT - 1))} (see {@link Rewards}); never a proven value.
 *   <li><b>nodes</b>: iterations (playouts) of this search, the unit of the node limit; visits kept
 *       from the last move are not counted here but in the {@code reused-visits} counter.
 *   <li><b>depth</b>: the deepest node an iteration of this search reached, in plies from the root.
 *   <li><b>principal variation</b>: the most-visited path from the root.
 *   <li><b>counters</b>: {@code iterations}, {@code playout-plies} (plies played below the tree),
 *       {@code new-nodes} (added by this search), {@code tree-nodes} (the tree after it), and
 *       {@code reused-visits} (visits the root brought from the last move).
 * </ul>
 */
final class TreeReport {

  private TreeReport() {}

  static SearchReport of(
      Node root, SearchStats stats, long reusedVisits, int treeSize, long timeNanos) {
    Node best = mostVisitedChild(root);
    SearchReport.Builder report = SearchReport.builder(best != null ? best.move() : root.anyMove());
    if (best != null) {
      report
          .value(Rewards.toValue(best.meanReward(root.mover())))
          .principalVariation(principalVariation(root));
    }
    return report
        .depth(stats.depth())
        .nodes(stats.iterations())
        .timeNanos(timeNanos)
        .counter("iterations", stats.iterations())
        .counter("playout-plies", stats.playoutPlies())
        .counter("new-nodes", stats.newNodes())
        .counter("tree-nodes", treeSize)
        .counter("reused-visits", reusedVisits)
        .build();
  }

  /** The child of {@code node} with the most visits, or null when it has no visited child. */
  static Node mostVisitedChild(Node node) {
    int mover = node.mover();
    Node best = null;
    for (int i = 0; i < node.childCount(); i++) {
      Node child = node.child(i);
      if (child.visits() > 0
          && (best == null
              || child.visits() > best.visits()
              || child.visits() == best.visits()
                  && mover >= 0
                  && child.meanReward(mover) > best.meanReward(mover))) {
        best = child;
      }
    }
    return best;
  }

  private static int[] principalVariation(Node root) {
    List<Integer> moves = new ArrayList<>();
    for (Node n = mostVisitedChild(root); n != null; n = mostVisitedChild(n)) {
      moves.add(n.move());
    }
    return moves.stream().mapToInt(Integer::intValue).toArray();
  }
}
