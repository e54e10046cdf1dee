package dev.ply.chance.time;

import dev.ply.api.Limits;

/**
 * Polls a move's {@link Limits} cheaply: the stop signal and the deadline every {@link
 * #POLL_INTERVAL} nodes, the node budget exactly, so that a search never visits more nodes than it
 * was allowed.
 */
public final class NodeClock {

  /** Nodes between two looks at the stop signal and the deadline. */
  public static final int POLL_INTERVAL = 1024;

  private final Limits limits;
  private final long startNanos;
  private long nextPoll;

  public NodeClock(Limits limits) {
    this.limits = limits;
    this.startNanos = System.nanoTime();
  }

  /**
   * Whether the search must stop before visiting another node, having visited {@code nodes}; looks
   * at the limits only at the poll points (the first at once).
   */
  public boolean mustStop(long nodes) {
    if (nodes < nextPoll) {
      return false;
    }
    if (limits.shouldStop(nodes)) {
      return true;
    }
    nextPoll = Math.min(nodes + POLL_INTERVAL, limits.maxNodes());
    return false;
  }

  /** Nanoseconds since the search began. */
  public long elapsedNanos() {
    return System.nanoTime() - startNanos;
  }

  /**
   * Whether another iteration of deepening is worth starting: not once the stop signal is up, and
   * not when more than half the time to the deadline is gone, since the next iteration usually
   * costs more than all the ones before it.
   */
  public boolean worthAnotherIteration() {
    if (limits.stopRequested()) {
      return false;
    }
    if (!limits.hasDeadline()) {
      return true;
    }
    return elapsedNanos() < (limits.deadlineNanos() - startNanos) / 2;
  }
}
