package dev.ply.classic.time;

import dev.ply.api.Limits;
import dev.ply.classic.search.SearchAborted;

/**
 * Polls the move's {@link Limits} cheaply: the stop signal and the clock are looked at only every
 * {@link #POLL_INTERVAL} nodes, and the node budget exactly, so a search never visits more nodes
 * than it was allowed. A thread of a parallel search also polls the {@link StopSignal} its threads
 * share, at every node, so that the threads stop within a node of each other.
 */
public final class SearchClock {

  /** Nodes between two looks at the stop signal and the clock. */
  public static final int POLL_INTERVAL = 1024;

  private final Limits limits;
  private final long startNanos;

  /**
   * The signal shared by the threads of a parallel search, or null: on one thread, and on the main
   * thread of a parallel search until its helpers start ({@link #pollSignal}).
   */
  private StopSignal signal;

  private long nextPoll;

  /** What to run once the search has visited {@link #actionAt} nodes, or null. */
  private Runnable action;

  private long actionAt = Long.MAX_VALUE;

  /** The turns this thread takes with the others ({@link #takeTurns}), or null. */
  private Lockstep lockstep;

  private int thread;

  /** The node count at which this thread's turn ends. */
  private long turnEnds = Long.MAX_VALUE;

  public SearchClock(Limits limits) {
    this(limits, null);
  }

  /**
   * @param signal the stop signal of a parallel search's threads, polled at every node; null for
   *     none
   */
  public SearchClock(Limits limits, StopSignal signal) {
    this.limits = limits;
    this.signal = signal;
    this.startNanos = System.nanoTime();
  }

  /**
   * Called before visiting a node, with the nodes visited so far.
   *
   * @throws SearchAborted when the search must stop now
   */
  public void beforeNode(long nodes) {
    if (signal != null && signal.raised()) {
      throw SearchAborted.INSTANCE;
    }
    if (nodes >= nextPoll) {
      if (limits.shouldStop(nodes)) {
        throw SearchAborted.INSTANCE;
      }
      if (nodes >= actionAt) {
        Runnable run = action;
        action = null;
        actionAt = Long.MAX_VALUE;
        run.run();
      }
      if (turnEnds < 0) {
        turnEnds = nodes + lockstep.quantum(); // the first turn, begun before this node
      } else if (nodes >= turnEnds) {
        lockstep.take(thread);
        turnEnds = nodes + lockstep.quantum();
      }
      nextPoll =
          Math.min(
              Math.min(nodes + POLL_INTERVAL, limits.maxNodes()), Math.min(actionAt, turnEnds));
    }
  }

  /**
   * Polls {@code signal} at every node from now on: the main thread of a parallel search, once its
   * helpers start. Until then nothing can raise it, and a search that never starts them (one of a
   * few thousand nodes) pays no read of it at every node.
   */
  public void pollSignal(StopSignal signal) {
    this.signal = signal;
  }

  /**
   * Makes this thread, {@code thread} of its search, take turns with the others ({@link Lockstep}),
   * in the turn it has just begun ({@link Lockstep#take}): from the next node on, it hands the turn
   * on every quantum of nodes and waits for it to come back.
   */
  public void takeTurns(Lockstep lockstep, int thread) {
    this.lockstep = lockstep;
    this.thread = thread;
    turnEnds = -1;
    nextPoll = 0;
  }

  /**
   * Runs {@code run} on the searching thread once the search has visited {@code nodes} nodes (at
   * once, at the next node, for 0), and never if it ends before. One action at a time.
   */
  public void whenNodesReach(long nodes, Runnable run) {
    action = run;
    actionAt = nodes;
    nextPoll = Math.min(nextPoll, nodes);
  }

  /** Nanoseconds since the search began. */
  public long elapsedNanos() {
    return System.nanoTime() - startNanos;
  }

  /**
   * Whether another iteration of iterative deepening is worth starting: not when the stop signal is
   * up, and not when more than half of the time to the deadline is gone, since the next iteration
   * usually costs more than all before it together.
   */
  public boolean worthAnotherIteration() {
    if (limits.stopRequested()) {
      return false;
    }
    if (!limits.hasDeadline()) {
      return true;
    }
    long total = limits.deadlineNanos() - startNanos;
    return elapsedNanos() < total / 2;
  }
}
