package dev.ply.classic.ordering;

/** Small operations on a move buffer. */
public final class MoveLists {

  private MoveLists() {}

  /**
   * Moves {@code move} to index 0 of the first {@code n} entries of {@code buffer}, shifting the
   * moves before it one place on; nothing happens when it is not among them (so a remembered move
   * that is not legal here is never searched).
   */
  public static void moveToFront(int[] buffer, int n, int move) {
    if (move < 0) {
      return;
    }
    for (int i = 1; i < n; i++) {
      if (buffer[i] == move) {
        for (; i > 0; i--) { // a loop: for a few moves, System.arraycopy's stub costs more
          buffer[i] = buffer[i - 1];
        }
        buffer[0] = move;
        return;
      }
    }
  }

  /** Rotates the first {@code n} entries of {@code buffer} {@code places} places to the left. */
  public static void rotate(int[] buffer, int n, int places) {
    if (places <= 0 || places >= n) {
      return;
    }
    int[] head = java.util.Arrays.copyOf(buffer, places);
    System.arraycopy(buffer, places, buffer, 0, n - places);
    System.arraycopy(head, 0, buffer, n - places, places);
  }

  /**
   * Rotates the entries 1 to {@code n - 1} of {@code buffer} {@code places} places to the left; the
   * first stays first. No allocation (move lists are short and {@code places} small).
   */
  public static void rotateTail(int[] buffer, int n, int places) {
    for (int p = 0; p < places; p++) {
      int second = buffer[1];
      System.arraycopy(buffer, 2, buffer, 1, n - 2);
      buffer[n - 1] = second;
    }
  }
}
