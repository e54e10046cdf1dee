package dev.ply.go;

import dev.ply.api.draw.Intersections;

/**
 * A Go position drawn with the api's kit: the board with its star points and GTP coordinates, the
 * stones, the last stone played ringed, the stones each side has captured below, and at the end of
 * the game each side's territory (the empty regions that reach only its stones, as Tromp–Taylor
 * counts them) as small squares of its colour.
 */
final class GoDrawing {

  private GoDrawing() {}

  /**
   * @param colours {@code colours[row][column]}, row 0 at the bottom: 0 empty, 1 black, 2 white
   * @param lastMove the last move ({@code row * size + column}), or -1 for none or a pass
   * @param territory whether to show the territory (the game is over)
   */
  static String draw(int[][] colours, int lastMove, boolean territory, String caption) {
    int size = colours.length;
    Intersections board = Intersections.of(size).caption(caption);
    if (territory) {
      int[][] owner = territory(colours);
      for (int row = 0; row < size; row++) {
        for (int column = 0; column < size; column++) {
          if (owner[row][column] != 0) {
            board.point(column, row, owner[row][column] == 1 ? "#111" : "#fafafa");
          }
        }
      }
    }
    for (int row = 0; row < size; row++) {
      for (int column = 0; column < size; column++) {
        if (colours[row][column] != 0) {
          board.stone(column, row, colours[row][column] == 1);
        }
      }
    }
    if (lastMove >= 0) {
      int row = lastMove / size;
      int column = lastMove % size;
      if (colours[row][column] != 0) {
        board.mark(column, row, colours[row][column] == 1);
      }
    }
    return board.svg().toString();
  }

  /** The owner of each empty point: 1 or 2 when its region reaches only that colour, else 0. */
  static int[][] territory(int[][] colours) {
    int size = colours.length;
    int[][] owner = new int[size][size];
    boolean[][] seen = new boolean[size][size];
    int[] stack = new int[size * size];
    int[] region = new int[size * size];
    for (int r0 = 0; r0 < size; r0++) {
      for (int c0 = 0; c0 < size; c0++) {
        if (colours[r0][c0] != 0 || seen[r0][c0]) {
          continue;
        }
        int sp = 0;
        int n = 0;
        int reaches = 0;
        stack[sp++] = r0 * size + c0;
        seen[r0][c0] = true;
        while (sp > 0) {
          int p = stack[--sp];
          region[n++] = p;
          int r = p / size;
          int c = p % size;
          int[][] next = {{r + 1, c}, {r - 1, c}, {r, c + 1}, {r, c - 1}};
          for (int[] q : next) {
            if (q[0] < 0 || q[0] >= size || q[1] < 0 || q[1] >= size) {
              continue;
            }
            int v = colours[q[0]][q[1]];
            if (v != 0) {
              reaches |= v;
            } else if (!seen[q[0]][q[1]]) {
              seen[q[0]][q[1]] = true;
              stack[sp++] = q[0] * size + q[1];
            }
          }
        }
        if (reaches == 1 || reaches == 2) {
          for (int k = 0; k < n; k++) {
            owner[region[k] / size][region[k] % size] = reaches;
          }
        }
      }
    }
    return owner;
  }
}
