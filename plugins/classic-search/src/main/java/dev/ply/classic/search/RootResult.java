package dev.ply.classic.search;

/**
 * What a search knows of its root: the best root move among those searched completely in the
 * iteration under way, with its value, and the value of the last completed iteration, which the
 * next one may aim at (aspiration windows, MTD(f)'s first guess). One search thread.
 */
final class RootResult {

  private int move = -1;
  private int value;
  private boolean hasPreviousValue;
  private int previousValue;

  /** Records that {@code move}, worth {@code value}, is the best root move searched so far. */
  void best(int move, int value) {
    this.move = move;
    this.value = value;
  }

  /** The best root move searched completely so far, or -1. */
  int move() {
    return move;
  }

  /** The value of {@link #move()}. */
  int value() {
    return value;
  }

  /** Records the value of a completed iteration, for the next one to aim at. */
  void completedIteration(int value) {
    hasPreviousValue = true;
    previousValue = value;
  }

  /** Whether an earlier iteration of this search has completed, giving a value to aim at. */
  boolean hasPreviousValue() {
    return hasPreviousValue;
  }

  /** The value of the last completed iteration; only meaningful if {@link #hasPreviousValue()}. */
  int previousValue() {
    return previousValue;
  }
}
