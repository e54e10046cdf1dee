package dev.ply.mcts;

import dev.ply.api.GameState;

/**
 * Finds the position of a new move in the tree of the last one, so that its visits are not thrown
 * away: from the old root, follow the child of our move, then the child of each reply, to the
 * position we are asked about now.
 *
 * <p>The moves played since the old root are not given, only the new position with its history. So
 * a copy of it is taken back to the old root's ply ({@link GameState#undo()}), which must match the
 * old root's hash, recording the hash after every ply on the way; then, from the old root, at each
 * ply the child whose move gives the recorded hash is followed. Any number of plies works: none
 * (asked about the same position again), one (an extra turn in Kalah), two (a reply in a two-player
 * game), or more (several opponents, or passes).
 */
final class TreeReuse {

  private TreeReuse() {}

  /**
   * The node of {@code state} below {@code root}, or null when the tree does not hold it.
   *
   * @param root the old root
   * @param rootHash the {@link GameState#hash()} of the old root's position
   * @param rootPlies the {@link GameState#plies()} of the old root's position
   * @param state the new position; left unchanged
   */
  static Node find(Node root, long rootHash, int rootPlies, GameState state) {
    int distance = state.plies() - rootPlies;
    if (distance < 0) {
      return null;
    }
    GameState probe = state.copy();
    long[] hashes = new long[distance + 1];
    for (int k = distance; k > 0; k--) {
      hashes[k] = probe.hash();
      probe.undo();
    }
    hashes[0] = probe.hash();
    if (hashes[0] != rootHash) {
      return null;
    }
    Node node = root;
    for (int k = 1; k <= distance && node != null; k++) {
      node = childReaching(node, probe, hashes[k]);
    }
    return node;
  }

  /** The child of {@code node} whose move turns {@code probe} into a position of {@code hash}. */
  private static Node childReaching(Node node, GameState probe, long hash) {
    for (int i = 0; i < node.childCount(); i++) {
      Node child = node.child(i);
      probe.play(child.move());
      if (probe.hash() == hash) {
        return child;
      }
      probe.undo();
    }
    return null;
  }
}
