package dev.ply.mcts;

/**
 * The selection rule of UCT (Kocsis and Szepesvári 2006): at a node whose moves all have children,
 * take the child {@code j} that maximizes, for the seat {@code p} to move at the node,
 *
 * <pre>
 *   X_j + C * sqrt(ln N / n_j)
 * </pre>
 *
 * where {@code X_j} is p's mean reward in [0, 1] through child j, {@code n_j} its visits and {@code
 * N} the node's visits. This is UCB1 of Auer, Cesa-Bianchi and Fischer (2002), "Finite-time
 * Analysis of the Multiarmed Bandit Problem", applied at every node; with {@code C = sqrt(2)} it is
 * exactly UCB1, whose regret grows only logarithmically. The mover is read at each node, never
 * assumed to alternate, so the same rule serves two players, extra turns, passes and more players.
 *
 * <p>Ties go to the earlier child, so that selection is deterministic.
 */
final class Uct {

  private final double exploration;

  /**
   * @param exploration the constant C, at least 0
   */
  Uct(double exploration) {
    if (!(exploration >= 0)) {
      throw new IllegalArgumentException("exploration must be at least 0, was " + exploration);
    }
    this.exploration = exploration;
  }

  /**
   * The child to descend to.
   *
   * @param node an initialized, non-terminal node whose every move has a visited child
   */
  Node select(Node node) {
    assert !node.hasUntriedMoves() && node.childCount() > 0 : "a fully expanded node";
    int seat = node.mover();
    double logVisits = Math.log(node.visits());
    Node best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < node.childCount(); i++) {
      Node child = node.child(i);
      double score = bound(child.meanReward(seat), logVisits, child.visits());
      if (score > bestScore) {
        best = child;
        bestScore = score;
      }
    }
    return best;
  }

  /**
   * The bound of a child of mean reward {@code mean} over {@code visits}, at a parent of {@code ln
   * N = logParentVisits}: what {@link #select} maximizes, and what {@code ply trace} shows.
   */
  double bound(double mean, double logParentVisits, long visits) {
    return mean + exploration * Math.sqrt(logParentVisits / visits);
  }
}
