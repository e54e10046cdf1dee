package dev.ply.mcts;

import dev.ply.api.Limits;

/**
 * When a search stops: asked before every iteration. One node of the move's {@link Limits} is one
 * iteration (one playout), so a node limit of n allows exactly n iterations.
 *
 * <p>The search stops at the first of:
 *
 * <ol>
 *   <li>the {@code iterations} option, when it is not 0;
 *   <li>the move's node limit, its deadline, or its stop signal ({@link Limits#shouldStop(long)},
 *       polled before every iteration: an iteration plays a whole game out, which costs far more
 *       than the poll's volatile read and clock read);
 *   <li>{@link #DEFAULT_ITERATIONS}, only when neither of those can ever end the search (no {@code
 *       iterations}, no node limit, no deadline: a depth limit or nothing at all).
 * </ol>
 *
 * <p>Why a default rather than "until the tree is complete", as a depth-first search runs until it
 * has seen everything: UCT visits a poor move only about {@code ln N} times, so the visits that
 * reach the bad lines of a tree shrink like nested logarithms, and completing even a tree three
 * plies deep can take millions of iterations. A depth limit bounds the tree (see {@link
 * UctSearch}), it does not end the search.
 */
final class SearchBudget {

  /** The iterations of a search that nothing else would end. */
  static final long DEFAULT_ITERATIONS = 10_000;

  private final Limits limits;
  private final long iterations;

  /**
   * @param limits the move's limits
   * @param iterations the {@code iterations} option: at most this many, or 0 for no such limit
   */
  SearchBudget(Limits limits, long iterations) {
    if (iterations < 0) {
      throw new IllegalArgumentException("iterations must be at least 0, was " + iterations);
    }
    this.limits = limits;
    boolean unbounded =
        iterations == 0 && limits.maxNodes() == Limits.NO_NODE_LIMIT && !limits.hasDeadline();
    this.iterations = unbounded ? DEFAULT_ITERATIONS : iterations;
  }

  /** Whether the search must stop before iteration number {@code done + 1}. */
  boolean isSpent(long done) {
    return iterations > 0 && done >= iterations || limits.shouldStop(done);
  }
}
