package dev.ply.mcts;

/** What one search did, for its {@link TreeReport}. Mutable, owned by one search. */
final class SearchStats {

  private long iterations;
  private long playoutPlies;
  private int depth;
  private long newNodes;

  /** Counts one finished iteration that went {@code depth} plies into the tree. */
  void countIteration(int depth, int playoutPlies, boolean grew) {
    iterations++;
    this.playoutPlies += playoutPlies;
    this.depth = Math.max(this.depth, depth);
    if (grew) {
      newNodes++;
    }
  }

  /** Iterations run, one playout each. */
  long iterations() {
    return iterations;
  }

  /** Plies played in playouts, below the tree. */
  long playoutPlies() {
    return playoutPlies;
  }

  /** The deepest any iteration went into the tree, in plies from the root. */
  int depth() {
    return depth;
  }

  /** Nodes added to the tree. */
  long newNodes() {
    return newNodes;
  }
}
