package dev.ply.mcts;

import dev.ply.api.GameState;
import java.util.ArrayDeque;

/**
 * Tells a {@link TreeListener} the tree of a UCT search: every node, parents first, with its
 * visits, its mean reward for the seat that chose it, and the UCT bound it has at its parent.
 */
final class TreeTrace {

  private TreeTrace() {}

  // Heard in the order: the root, its children, then the children of each child in turn (a node's
  // children together, right after one another), so that ids follow the order heard.

  /**
   * @param root an initialized root, its seat to move the searching seat
   * @param uct the rule that chose the children, for their bounds
   */
  static void report(Node root, Uct uct, TreeListener listener) {
    int rootSeat = root.mover();
    listener.node(0, -1, -1, rootSeat, root.visits(), mean(root, rootSeat), Double.NaN);
    // A stack of (node, its id) in pre-order: children pushed last to first, so heard in order.
    ArrayDeque<Node> nodes = new ArrayDeque<>();
    ArrayDeque<Integer> ids = new ArrayDeque<>();
    nodes.push(root);
    ids.push(0);
    int next = 1;
    while (!nodes.isEmpty()) {
      Node node = nodes.pop();
      int id = ids.pop();
      int first = next;
      next += node.childCount();
      boolean chance = node.isInitialized() && node.isChance();
      int seat = chance ? GameState.CHANCE : node.mover();
      double logVisits = Math.log(node.visits());
      for (int i = 0; i < node.childCount(); i++) {
        Node child = node.child(i);
        double value = mean(child, chance ? rootSeat : seat);
        double bound =
            chance || child.visits() == 0
                ? Double.NaN
                : uct.bound(value, logVisits, child.visits());
        listener.node(first + i, id, child.move(), seat, child.visits(), value, bound);
      }
      for (int i = node.childCount() - 1; i >= 0; i--) {
        nodes.push(node.child(i));
        ids.push(first + i);
      }
    }
  }

  private static double mean(Node node, int seat) {
    return node.visits() > 0 ? node.meanReward(seat) : Double.NaN;
  }
}
