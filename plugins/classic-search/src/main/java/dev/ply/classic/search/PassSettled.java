package dev.ply.classic.search;

/**
 * Thrown through the recursion when another thread of a parallel search has proven a bound that
 * settles this thread's null-window pass ({@link SharedBounds}): the driver catches it and goes on
 * to its next test. One shared instance without a stack trace, as {@link SearchAborted}.
 */
final class PassSettled extends RuntimeException {
  private static final long serialVersionUID = 1L;

  static final PassSettled INSTANCE = new PassSettled();

  private PassSettled() {
    super("pass settled by another thread", null, false, false);
  }
}
