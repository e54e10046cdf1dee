package dev.ply.multiplayer.search;

import dev.ply.api.Limits;

/**
 * Counts the nodes of one move's search and polls its {@link Limits}: the node budget exactly, the
 * stop signal and the deadline every {@link #POLL_INTERVAL} nodes, so that a search never visits
 * more nodes than it was allowed and looks at the clock rarely.
 */
final class Budget {

  /** Nodes between two looks at the stop signal and the clock. */
  static final int POLL_INTERVAL = 1024;

  private final Limits limits;
  private final long startNanos = System.nanoTime();
  private long nodes;
  private long nextPoll;

  Budget(Limits limits) {
    this.limits = limits;
  }

  /**
   * Counts one more node, unless the budget is spent.
   *
   * @throws SearchAborted when the search must stop now
   */
  void visit() {
    if (nodes >= nextPoll) {
      if (limits.shouldStop(nodes)) {
        throw SearchAborted.INSTANCE;
      }
      nextPoll = Math.min(nodes + POLL_INTERVAL, limits.maxNodes());
    }
    nodes++;
  }

  long nodes() {
    return nodes;
  }

  long elapsedNanos() {
    return System.nanoTime() - startNanos;
  }

  /**
   * Whether a next iteration, which takes at least as long as all before it together in a tree that
   * branches, may finish before the deadline.
   */
  boolean worthAnotherIteration() {
    return !limits.hasDeadline() || limits.remainingNanos() > elapsedNanos();
  }
}
