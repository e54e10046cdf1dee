package dev.ply.classic.ordering;

import java.util.Arrays;

/**
 * The killer heuristic (Akl and Newborn 1977): a move that caused a cutoff at some ply is likely to
 * cause one again at the other positions of the same ply, since they differ little. Two killers are
 * kept per ply, the most recent first, as most programs since Schaeffer (1989) do.
 *
 * <p>One search thread; no allocation after the first positions of a ply.
 */
public final class KillerMoves {

  private int[] first = new int[0];
  private int[] second = new int[0];

  /** Forgets every killer (a new search). */
  public void clear() {
    Arrays.fill(first, -1);
    Arrays.fill(second, -1);
  }

  /** Records that {@code move} caused a cutoff at {@code ply}. */
  public void record(int ply, int move) {
    ensure(ply);
    if (first[ply] != move) {
      second[ply] = first[ply];
      first[ply] = move;
    }
  }

  /**
   * Moves the killers of {@code ply} that are among the {@code n} moves of {@code buffer} to its
   * front, the most recent first; the other moves keep their order.
   */
  public void promote(int[] buffer, int n, int ply) {
    if (ply >= first.length) {
      return;
    }
    MoveLists.moveToFront(buffer, n, second[ply]);
    MoveLists.moveToFront(buffer, n, first[ply]);
  }

  private void ensure(int ply) {
    if (ply < first.length) {
      return;
    }
    int old = first.length;
    int size = Math.max(ply + 1, 2 * old);
    first = Arrays.copyOf(first, size);
    second = Arrays.copyOf(second, size);
    Arrays.fill(first, old, size, -1);
    Arrays.fill(second, old, size, -1);
  }
}
