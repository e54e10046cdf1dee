package dev.ply.host.trace;

import dev.ply.api.GameState;
import dev.ply.api.SearchListener;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;

/**
 * Records a traced search as a tree of {@link TraceNode}s: the host's {@link SearchListener},
 * attached with {@link dev.ply.api.Player#trace}. Each time the search enters the root a new tree
 * begins (iterative deepening, MTD passes, aspiration re-searches), so a trace may hold several.
 *
 * <p>Moves are named by replaying them on a copy of the root position, so a position's move is
 * checked against the rules as it is heard: a move that is not legal there (a search bug) is named
 * {@code ?move} and the copy stays where it was. Nothing it does throws into the search.
 *
 * <p>Used on the search's thread only, and read once the search is over.
 */
public final class TraceTree implements SearchListener {

  private final GameState state;
  private final List<TraceNode> roots = new ArrayList<>();
  private final Deque<TraceNode> open = new ArrayDeque<>();

  /** For each open position, whether its move was played on {@link #state}. */
  private final Deque<Boolean> played = new ArrayDeque<>();

  private long positions;
  private int rootPlayer = -1;

  /**
   * @param root the position searched; a copy is kept, the position itself is not touched
   */
  public TraceTree(GameState root) {
    this.state = root.copy();
  }

  @Override
  public void enter(int ply, int move, int player, int alpha, int beta, int flags) {
    positions++;
    TraceNode parent = open.peek();
    if (parent == null) {
      TraceNode root = new TraceNode("", ply, "", player, alpha, beta, flags);
      if (rootPlayer < 0) {
        rootPlayer = player;
      }
      roots.add(root);
      push(root, false);
      return;
    }
    if ((flags & RE_SEARCH) == 0 || parent.movesEntered == 0) {
      parent.movesEntered++; // a re-search searches the same move again
    }
    String path = (parent.path().isEmpty() ? "" : parent.path() + ".") + parent.movesEntered;
    boolean legal = move >= 0 && !state.isTerminal() && state.isLegal(move);
    String name = legal ? state.moveToText(move) : "?" + move;
    TraceNode node = new TraceNode(path, ply, name, player, alpha, beta, flags);
    parent.add(node);
    if (legal) {
      state.play(move);
    }
    push(node, legal);
  }

  private void push(TraceNode node, boolean movePlayed) {
    open.push(node);
    played.push(movePlayed);
  }

  @Override
  public void leave(int value, int flags) {
    TraceNode node = open.poll();
    if (node == null) {
      return; // unbalanced: nothing to close
    }
    node.value = value;
    node.leaveFlags = flags;
    node.left = true;
    if (played.pop()) {
      state.undo();
    }
  }

  @Override
  public void pruned(int move) {
    TraceNode node = open.peek();
    if (node == null) {
      return;
    }
    boolean legal = !state.isTerminal() && state.isLegal(move);
    int index = node.movesEntered + node.pruned().size() + 1;
    node.addPruned(
        new TraceNode.Pruned(
            (node.path().isEmpty() ? "" : node.path() + ".") + index,
            legal ? state.moveToText(move) : "?" + move));
  }

  /** The trees, one per time the search entered the root, in order. */
  public List<TraceNode> roots() {
    return Collections.unmodifiableList(roots);
  }

  /** The positions heard: every position the search counted. */
  public long positions() {
    return positions;
  }

  /** The seat to move at the root (MAX), or -1 before the search began. */
  public int rootPlayer() {
    return rootPlayer;
  }
}
