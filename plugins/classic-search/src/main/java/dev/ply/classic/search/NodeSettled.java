package dev.ply.classic.search;

/**
 * Thrown through the recursion of one thread of a parallel search when another thread's result in
 * the shared table settles a position this thread is searching, above the one it is in ({@link
 * Deferral#settledEntry}): the position of {@link #ply()} catches it and takes the {@link #entry()}
 * as its value, so that no position between stores a half-searched result. One instance a thread,
 * without a stack trace, as {@link SearchAborted}.
 */
final class NodeSettled extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private int ply;
  private long entry;

  NodeSettled() {
    super("position settled by another thread", null, false, false);
  }

  /** This exception, for the position {@code ply} below the root, settled by {@code entry}. */
  NodeSettled at(int ply, long entry) {
    this.ply = ply;
    this.entry = entry;
    return this;
  }

  /** The ply below the root of the position settled. */
  int ply() {
    return ply;
  }

  /** The table entry that settled it. */
  long entry() {
    return entry;
  }
}
