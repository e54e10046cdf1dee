package dev.ply.api;

/**
 * The budget of one move: a depth limit, a node limit, a deadline, and a stop signal the referee
 * can raise at any time.
 *
 * <p><b>Who makes it:</b> the referee, once per move, and hands it to {@link
 * Player#chooseMove(GameState, Limits)}. <b>Who polls it:</b> the player's search, from its own
 * thread, every few thousand nodes through {@link #shouldStop(long)}: that costs one volatile read
 * and one {@link System#nanoTime()} call. {@link #stop()} may be called from any thread.
 *
 * <p>A search that is told to stop returns the best move it has found so far, quickly: the referee
 * waits only until the deadline plus its grace, and a player still running then loses the game.
 */
public final class Limits {

  /** No depth limit. */
  public static final int NO_DEPTH_LIMIT = Integer.MAX_VALUE;

  /** No node limit. */
  public static final long NO_NODE_LIMIT = Long.MAX_VALUE;

  /** No deadline. */
  public static final long NO_DEADLINE = Long.MAX_VALUE;

  private final int maxDepth;
  private final long maxNodes;
  private final long deadlineNanos;
  private volatile boolean stopped;

  /**
   * @param maxDepth the deepest a search may look, in plies, at least 1, or {@link #NO_DEPTH_LIMIT}
   * @param maxNodes the most positions a search may visit, at least 1, or {@link #NO_NODE_LIMIT}
   * @param deadlineNanos the {@link System#nanoTime()} by which the move is due, or {@link
   *     #NO_DEADLINE}
   */
  public Limits(int maxDepth, long maxNodes, long deadlineNanos) {
    if (maxDepth < 1) {
      throw new IllegalArgumentException("maxDepth must be at least 1, was " + maxDepth);
    }
    if (maxNodes < 1) {
      throw new IllegalArgumentException("maxNodes must be at least 1, was " + maxNodes);
    }
    this.maxDepth = maxDepth;
    this.maxNodes = maxNodes;
    this.deadlineNanos = deadlineNanos;
  }

  /** No limit at all: the search runs until it is done or stopped. */
  public static Limits none() {
    return new Limits(NO_DEPTH_LIMIT, NO_NODE_LIMIT, NO_DEADLINE);
  }

  /** A depth limit only. */
  public static Limits depth(int maxDepth) {
    return new Limits(maxDepth, NO_NODE_LIMIT, NO_DEADLINE);
  }

  /** A node limit only. */
  public static Limits nodes(long maxNodes) {
    return new Limits(NO_DEPTH_LIMIT, maxNodes, NO_DEADLINE);
  }

  /** A time limit only, starting now. */
  public static Limits time(java.time.Duration budget) {
    return new Limits(NO_DEPTH_LIMIT, NO_NODE_LIMIT, System.nanoTime() + budget.toNanos());
  }

  public int maxDepth() {
    return maxDepth;
  }

  public long maxNodes() {
    return maxNodes;
  }

  public long deadlineNanos() {
    return deadlineNanos;
  }

  public boolean hasDeadline() {
    return deadlineNanos != NO_DEADLINE;
  }

  /** Nanoseconds left until the deadline (negative once past), or {@link Long#MAX_VALUE}. */
  public long remainingNanos() {
    return hasDeadline() ? deadlineNanos - System.nanoTime() : Long.MAX_VALUE;
  }

  /** Raises the stop signal; safe from any thread, and idempotent. */
  public void stop() {
    stopped = true;
  }

  /** Whether the stop signal has been raised. */
  public boolean stopRequested() {
    return stopped;
  }

  /**
   * Whether a search that has visited {@code nodesSoFar} positions must stop now: the stop signal
   * is up, the node budget is spent, or the deadline has passed.
   */
  public boolean shouldStop(long nodesSoFar) {
    return stopped
        || nodesSoFar >= maxNodes
        || (deadlineNanos != NO_DEADLINE && System.nanoTime() - deadlineNanos >= 0);
  }

  @Override
  public String toString() {
    return "Limits[depth="
        + (maxDepth == NO_DEPTH_LIMIT ? "none" : maxDepth)
        + ", nodes="
        + (maxNodes == NO_NODE_LIMIT ? "none" : maxNodes)
        + ", deadline="
        + (hasDeadline() ? remainingNanos() / 1_000_000 + "ms left" : "none")
        + ", stopped="
        + stopped
        + "]";
  }
}
