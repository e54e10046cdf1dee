package dev.ply.chinesecheckers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The holes of a star board and how they connect: immutable, one per size, shared by every state.
 *
 * <p>The star of size {@code k} is the union of two triangles of side {@code 3k + 1} on a
 * triangular lattice: a hexagon of side {@code k + 1} with a corner triangle of {@code k} rows
 * ({@code k(k+1)/2} holes) on each of its six sides. Size 4 is the usual 121-hole board with ten
 * pieces a player; size 3 has 73 holes and six pieces; size 2 has 37 holes and three pieces.
 *
 * <p>Holes are in cube coordinates {@code (q, r, s)}, {@code q + r + s = 0}, and numbered in
 * reading order: rows by {@code r} from the top, holes in a row by {@code q} from the left. A
 * hole's name is its row's letter ({@code a} at the top) and its place in the row from 1 ({@code
 * a1} is the top point). Corners are numbered 0 to 5 clockwise from the bottom one; corner {@code c
 * + 3 mod 6} is opposite corner {@code c}.
 */
final class StarBoard {

  /** The six directions, as (dq, dr); opposite directions are three apart. */
  private static final int[][] DIRECTIONS = {{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}};

  /** The corner points' directions from the centre, (q, r, s), clockwise from the bottom. */
  private static final int[][] CORNERS = {
    {-1, 2, -1}, {-2, 1, 1}, {-1, -1, 2}, {1, -2, 1}, {2, -1, -1}, {1, 1, -2}
  };

  private static final Map<Integer, StarBoard> BY_SIZE =
      new java.util.concurrent.ConcurrentHashMap<>();

  final int size;
  final int cells;
  final int[] q;
  final int[] r;

  /** {@code step[cell][d]}: the neighbouring hole in direction d, or -1 off the board. */
  final int[][] step;

  /** {@code leap[cell][d]}: the hole two steps away in direction d, or -1 off the board. */
  final int[][] leap;

  /** The corner a hole lies in, or -1 for the central hexagon. */
  final int[] corner;

  /** The holes of each corner triangle. */
  final int[][] cornerCells;

  /** {@code distance[cell][c]}: steps from the hole to the point of corner c. */
  final int[][] distance;

  final String[] names;
  private final Map<String, Integer> byName = new HashMap<>();

  /** The rows top to bottom, each the holes left to right. */
  final int[][] rows;

  static StarBoard of(int size) {
    return BY_SIZE.computeIfAbsent(size, StarBoard::new);
  }

  private StarBoard(int k) {
    this.size = k;
    List<int[]> holes = new ArrayList<>();
    for (int rr = -2 * k; rr <= 2 * k; rr++) {
      for (int qq = -2 * k; qq <= 2 * k; qq++) {
        int ss = -qq - rr;
        boolean up = qq <= k && rr <= k && ss <= k;
        boolean down = qq >= -k && rr >= -k && ss >= -k;
        if (up || down) {
          holes.add(new int[] {qq, rr});
        }
      }
    }
    cells = holes.size();
    q = new int[cells];
    r = new int[cells];
    Map<Long, Integer> index = new HashMap<>();
    for (int i = 0; i < cells; i++) {
      q[i] = holes.get(i)[0];
      r[i] = holes.get(i)[1];
      index.put(key(q[i], r[i]), i);
    }
    step = new int[cells][6];
    leap = new int[cells][6];
    for (int i = 0; i < cells; i++) {
      for (int d = 0; d < 6; d++) {
        step[i][d] = index.getOrDefault(key(q[i] + DIRECTIONS[d][0], r[i] + DIRECTIONS[d][1]), -1);
        leap[i][d] =
            index.getOrDefault(key(q[i] + 2 * DIRECTIONS[d][0], r[i] + 2 * DIRECTIONS[d][1]), -1);
      }
    }
    corner = new int[cells];
    List<List<Integer>> byCorner = new ArrayList<>();
    for (int c = 0; c < 6; c++) {
      byCorner.add(new ArrayList<>());
    }
    distance = new int[cells][6];
    for (int i = 0; i < cells; i++) {
      int[] cube = {q[i], r[i], -q[i] - r[i]};
      corner[i] = -1;
      for (int c = 0; c < 6; c++) {
        for (int axis = 0; axis < 3; axis++) {
          int sign = CORNERS[c][axis] / 2;
          if (sign != 0 && sign * cube[axis] > k) {
            corner[i] = c;
            byCorner.get(c).add(i);
          }
        }
        int dq = cube[0] - k * CORNERS[c][0];
        int dr = cube[1] - k * CORNERS[c][1];
        int ds = cube[2] - k * CORNERS[c][2];
        distance[i][c] = (Math.abs(dq) + Math.abs(dr) + Math.abs(ds)) / 2;
      }
    }
    cornerCells = new int[6][];
    for (int c = 0; c < 6; c++) {
      cornerCells[c] = byCorner.get(c).stream().mapToInt(Integer::intValue).toArray();
    }
    List<int[]> rowList = new ArrayList<>();
    names = new String[cells];
    int start = 0;
    while (start < cells) {
      int end = start;
      while (end < cells && r[end] == r[start]) {
        end++;
      }
      int[] row = new int[end - start];
      for (int i = start; i < end; i++) {
        row[i - start] = i;
        names[i] = String.valueOf((char) ('a' + rowList.size())) + (i - start + 1);
        byName.put(names[i], i);
      }
      rowList.add(row);
      start = end;
    }
    rows = rowList.toArray(new int[0][]);
  }

  private static long key(int qq, int rr) {
    return ((long) qq << 32) ^ (rr & 0xFFFFFFFFL);
  }

  /** The hole of a name such as {@code e5}, or -1. */
  int cellOf(String name) {
    return byName.getOrDefault(name, -1);
  }

  /** Where a hole goes in a line of text: twice its column, from 0 at the left. */
  int column(int cell) {
    return 2 * q[cell] + r[cell] + 3 * size;
  }
}
