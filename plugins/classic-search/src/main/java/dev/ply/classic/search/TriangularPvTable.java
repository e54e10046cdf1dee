package dev.ply.classic.search;

import java.util.Arrays;

/**
 * The principal variation of a search, kept in a triangular table (Marsland 1986; the "triangular
 * PV-table" of the Chess Programming Wiki): row {@code ply} holds the best line found so far from
 * the position {@code ply} plies down, and a new best move at a ply copies its child's row behind
 * it. Row 0 is the line from the root.
 *
 * <p>One search thread; rows grow on demand, so no allocation per node once the plies are reached.
 */
final class TriangularPvTable {

  private int[][] rows = new int[0][];
  private int[] lengths = new int[0];

  TriangularPvTable() {
    ensurePly(16);
  }

  /** Makes room for the rows of plies 0 to {@code ply}, doubling. */
  void ensurePly(int ply) {
    if (ply < rows.length) {
      return;
    }
    int size = Math.max(ply + 1, rows.length * 2);
    int old = rows.length;
    rows = Arrays.copyOf(rows, size);
    lengths = Arrays.copyOf(lengths, size);
    for (int i = old; i < size; i++) {
      rows[i] = new int[size - i];
    }
  }

  /** Forgets the line of {@code ply} (a position just entered, or a leaf). */
  void clear(int ply) {
    lengths[ply] = 0;
  }

  /** The line of {@code ply} is {@code move} and then the line of {@code ply + 1}. */
  void update(int ply, int move) {
    int childLength = lengths[ply + 1];
    if (rows[ply].length < childLength + 1) {
      rows[ply] = Arrays.copyOf(rows[ply], 2 * (childLength + 1));
    }
    int[] line = rows[ply];
    line[0] = move;
    // A loop rather than System.arraycopy: the lines are short, mostly empty, and the copy stub's
    // call cost more than the copy (3% of a Connect Four solve, measured with async-profiler).
    int[] child = rows[ply + 1];
    for (int i = 0; i < childLength; i++) {
      line[i + 1] = child[i];
    }
    lengths[ply] = childLength + 1;
  }

  /** The line of {@code ply} is {@code move} alone (a position settled by game tactics). */
  void single(int ply, int move) {
    lengths[ply] = 1;
    rows[ply][0] = move;
  }

  /**
   * The first move of the line of {@code ply}: the best move of the position there, when one of its
   * moves has been searched to a value above the others' bounds; else -1.
   */
  int first(int ply) {
    return lengths[ply] == 0 ? -1 : rows[ply][0];
  }

  /** The line from the root, as a new array. */
  int[] line() {
    return Arrays.copyOf(rows[0], lengths[0]);
  }

  /** Puts back a line from the root saved earlier with {@link #line()}. */
  void restore(int[] line) {
    if (rows[0].length < line.length) {
      rows[0] = Arrays.copyOf(rows[0], line.length);
    }
    System.arraycopy(line, 0, rows[0], 0, line.length);
    lengths[0] = line.length;
  }
}
