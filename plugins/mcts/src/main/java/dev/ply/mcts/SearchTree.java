package dev.ply.mcts;

import dev.ply.api.GameState;
import java.util.ArrayDeque;
import java.util.SplittableRandom;

/**
 * The tree of one player: its root, the position the root stands for (hash and plies), and its size
 * against the {@code max-nodes} cap. Kept from move to move when the tree is reused (see {@link
 * TreeReuse}), cleared at every new game. Not thread-safe.
 */
final class SearchTree {

  private final int players;
  private final int maxNodes;
  private Node root;
  private long rootHash;
  private int rootPlies;
  private int size;

  /**
   * @param players the number of seats of the game
   * @param maxNodes the largest tree, at least 1
   */
  SearchTree(int players, int maxNodes) {
    if (maxNodes < 1) {
      throw new IllegalArgumentException("maxNodes must be at least 1, was " + maxNodes);
    }
    this.players = players;
    this.maxNodes = maxNodes;
  }

  /**
   * Roots the tree at {@code state}: at the node of that position below the old root when {@code
   * reuse} is on and the tree holds it, otherwise at a new node.
   *
   * @return the visits the new root brings along (0 for a new node)
   */
  long rootAt(GameState state, boolean reuse) {
    Node kept = reuse && root != null ? TreeReuse.find(root, rootHash, rootPlies, state) : null;
    root = kept != null ? kept : new Node(0, players);
    size = kept != null ? countNodes(kept) : 1;
    rootHash = state.hash();
    rootPlies = state.plies();
    return kept != null ? kept.visits() : 0;
  }

  /** Forgets every node, to free the memory (a new game, or reuse is off). */
  void clear() {
    root = null;
    size = 0;
  }

  /** The root; only after {@link #rootAt(GameState, boolean)}. */
  Node root() {
    return root;
  }

  /** The number of nodes in the tree. */
  int size() {
    return size;
  }

  /** Whether the tree has reached {@code max-nodes} and may not grow any more. */
  boolean isFull() {
    return size >= maxNodes;
  }

  /** Makes a child of {@code node} for one of its untried moves (see {@link Node#expand}). */
  Node expand(Node node, SplittableRandom random) {
    if (isFull()) {
      throw new IllegalStateException("the tree is full at " + maxNodes + " nodes");
    }
    size++;
    return node.expand(random, players);
  }

  /** Makes the child of {@code node}'s untried outcome of index {@code i} (a chance node's). */
  Node expandAt(Node node, int i) {
    if (isFull()) {
      throw new IllegalStateException("the tree is full at " + maxNodes + " nodes");
    }
    size++;
    return node.expandAt(i, players);
  }

  private static int countNodes(Node top) {
    int count = 0;
    ArrayDeque<Node> stack = new ArrayDeque<>();
    stack.push(top);
    while (!stack.isEmpty()) {
      Node node = stack.pop();
      count++;
      for (int i = 0; i < node.childCount(); i++) {
        stack.push(node.child(i));
      }
    }
    return count;
  }
}
