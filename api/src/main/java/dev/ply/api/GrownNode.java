package dev.ply.api;

import java.util.List;
import java.util.Objects;

/**
 * A node of the tree a search grew and kept, such as Monte Carlo tree search's, as {@code ply
 * trace} shows it: the move that leads to it, who made that move, how often the search went through
 * it, its mean reward for that mover, and the selection bound by which its parent chose it when the
 * search ended (UCT's mean plus its exploration term).
 *
 * @param move the move from the parent's position, or {@link GameState#NO_MOVE} at the root
 * @param mover the seat that made {@code move} ({@link GameState#CHANCE} for a chance outcome), or
 *     the seat to move at the root
 * @param visits how many iterations passed through this node
 * @param value the mean reward of {@code mover} over those iterations (0 to 1 for MCTS)
 * @param bound the selection bound its parent ranked it by at the end, or {@link Double#NaN} where
 *     none applies (the root, a chance outcome)
 * @param children its children, most visited first; a tree given with a node limit may leave some
 *     out (their visits still count in this node's)
 */
public record GrownNode(
    int move, int mover, long visits, double value, double bound, List<GrownNode> children) {

  public GrownNode {
    children = List.copyOf(Objects.requireNonNull(children, "children"));
  }

  /** The nodes of this tree, this one included. */
  public int size() {
    int n = 1;
    for (GrownNode c : children) {
      n += c.size();
    }
    return n;
  }
}
