package dev.ply.go;

import java.util.Locale;

/**
 * The shape of one board size: where each point lives in the padded board array, its neighbours,
 * and its name as a GTP vertex. Immutable, so one instance per size is shared by every state.
 *
 * <pre>
 *   move  = row * size + column        row 0 is the bottom row ("1"), column 0 is "A"
 *   pass  = size * size
 *   cell  = (row + 1) * stride + column + 1,   stride = size + 2
 * </pre>
 *
 * <p>The board array has a frame of edge cells all round, so the four neighbours of a point are
 * {@code cell - stride}, {@code cell - 1}, {@code cell + 1} and {@code cell + stride} without bound
 * checks. Vertices are written as GTP writes them (the Go Text Protocol, version 2): a column
 * letter from {@code A}, skipping {@code I}, then the row from {@code 1} at the bottom; {@code
 * pass}.
 */
final class Geometry {

  /** The column letters of GTP: {@code I} is left out, so that it is not read as {@code J} or 1. */
  static final String COLUMNS = "ABCDEFGHJKLMNOPQRST";

  static final int MIN_SIZE = 2;
  static final int MAX_SIZE = COLUMNS.length();

  /** The most cells any size needs: {@code (MAX_SIZE + 2)^2}. */
  static final int MAX_CELLS = (MAX_SIZE + 2) * (MAX_SIZE + 2);

  private static final Geometry[] BY_SIZE = new Geometry[MAX_SIZE + 1];

  static {
    for (int size = MIN_SIZE; size <= MAX_SIZE; size++) {
      BY_SIZE[size] = new Geometry(size);
    }
  }

  final int size;
  final int stride;

  /** Cells in the padded array, frame included. */
  final int cells;

  /** Points on the board: {@code size * size}, also the number of the pass move. */
  final int points;

  final int pass;

  /** The four neighbour offsets of a cell. */
  final int[] directions;

  /** {@code cellOf[move]}: the cell of each point. */
  final int[] cellOf;

  /** {@code moveOf[cell]}: the move of each cell, {@code -1} on the frame. */
  final int[] moveOf;

  /**
   * Every point, the centre first: by squared distance from the centre of the board, then by move
   * number. The order in which the game lists its legal moves, so that a search that finds moves of
   * equal value plays towards the centre rather than along the first row.
   */
  final int[] centreFirst;

  private Geometry(int size) {
    this.size = size;
    this.stride = size + 2;
    this.cells = stride * stride;
    this.points = size * size;
    this.pass = points;
    this.directions = new int[] {-stride, -1, 1, stride};
    this.cellOf = new int[points];
    this.moveOf = new int[cells];
    java.util.Arrays.fill(moveOf, -1);
    for (int row = 0; row < size; row++) {
      for (int column = 0; column < size; column++) {
        int move = row * size + column;
        int cell = (row + 1) * stride + column + 1;
        cellOf[move] = cell;
        moveOf[cell] = move;
      }
    }
    // Distances doubled, so that the centre of an even board (between four points) is whole.
    this.centreFirst =
        java.util.stream.IntStream.range(0, points)
            .boxed()
            .sorted(
                java.util.Comparator.<Integer>comparingInt(
                        m -> {
                          int dr = 2 * (m / size) - (size - 1);
                          int dc = 2 * (m % size) - (size - 1);
                          return dr * dr + dc * dc;
                        })
                    .thenComparingInt(m -> m))
            .mapToInt(Integer::intValue)
            .toArray();
  }

  /**
   * The geometry of a {@code size} × {@code size} board.
   *
   * @throws IllegalArgumentException when the size is outside 2..19
   */
  static Geometry of(int size) {
    if (size < MIN_SIZE || size > MAX_SIZE) {
      throw new IllegalArgumentException(
          "option 'size': expected a board size from "
              + MIN_SIZE
              + " to "
              + MAX_SIZE
              + ", got "
              + size);
    }
    return BY_SIZE[size];
  }

  /** The cell of the point in {@code row} (0 at the bottom) and {@code column} (0 at the left). */
  int cell(int row, int column) {
    return (row + 1) * stride + column + 1;
  }

  /** {@code D4}, or {@code pass}; the move must be one of this size. */
  String text(int move) {
    if (move == pass) {
      return "pass";
    }
    return COLUMNS.charAt(move % size) + Integer.toString(move / size + 1);
  }

  /**
   * Reads a GTP vertex ({@code d4}, {@code D4}, {@code pass}, letter case and surrounding spaces
   * forgiven).
   *
   * @throws IllegalArgumentException when the text names no point of this board
   */
  int parse(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    if (t.equals("PASS")) {
      return pass;
    }
    if (t.length() >= 2 && t.length() <= 3) {
      int column = COLUMNS.indexOf(t.charAt(0));
      int row = parseRow(t.substring(1));
      if (column >= 0 && column < size && row >= 0 && row < size) {
        return row * size + column;
      }
    }
    throw new IllegalArgumentException(
        "a move is a point such as "
            + text(centre())
            + " (columns A to "
            + COLUMNS.charAt(size - 1)
            + " without I, rows 1 to "
            + size
            + " from the bottom) or pass; got '"
            + text
            + "'");
  }

  private static int parseRow(String digits) {
    int row = 0;
    for (int i = 0; i < digits.length(); i++) {
      char c = digits.charAt(i);
      if (c < '0' || c > '9' || (i == 0 && c == '0')) {
        return -1;
      }
      row = row * 10 + c - '0';
    }
    return row - 1;
  }

  /** The move of the centre point (or the one above and right of the centre). */
  private int centre() {
    return (size / 2) * size + size / 2;
  }
}
