package dev.ply.classic;

import dev.ply.api.SearchListener;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A {@link SearchListener} for tests: every position heard, with its Dewey path (1-based indexes of
 * the moves in the order searched, {@code ""} at the root; a re-search keeps its index), in the
 * order entered.
 */
final class RecordedTrace implements SearchListener {

  /** One position heard. */
  static final class Node {
    final String path;
    final int ply;
    final int move;
    final int player;
    final int alpha;
    final int beta;
    final int flags;
    int value;
    int leaveFlags;
    boolean left;
    int children;
    final List<Integer> pruned = new ArrayList<>();

    Node(String path, int ply, int move, int player, int alpha, int beta, int flags) {
      this.path = path;
      this.ply = ply;
      this.move = move;
      this.player = player;
      this.alpha = alpha;
      this.beta = beta;
      this.flags = flags;
    }

    boolean is(int flag) {
      return (flags & flag) != 0;
    }

    @Override
    public String toString() {
      return (path.isEmpty() ? "root" : path) + " (" + alpha + ", " + beta + ") -> " + value;
    }
  }

  final List<Node> nodes = new ArrayList<>();
  private final Deque<Node> open = new ArrayDeque<>();

  @Override
  public void enter(int ply, int move, int player, int alpha, int beta, int flags) {
    Node parent = open.peek();
    String path = "";
    if (parent != null) {
      if ((flags & RE_SEARCH) == 0 || parent.children == 0) {
        parent.children++;
      }
      path = (parent.path.isEmpty() ? "" : parent.path + ".") + parent.children;
    }
    Node node = new Node(path, ply, move, player, alpha, beta, flags);
    nodes.add(node);
    open.push(node);
  }

  @Override
  public void leave(int value, int flags) {
    Node node = open.pop();
    node.value = value;
    node.leaveFlags = flags;
    node.left = true;
  }

  @Override
  public void pruned(int move) {
    open.element().pruned.add(move);
  }

  /** Whether every position entered has been left. */
  boolean closed() {
    return open.isEmpty();
  }

  /** The Dewey paths in the order entered. */
  List<String> paths() {
    return nodes.stream().map(n -> n.path).toList();
  }
}
