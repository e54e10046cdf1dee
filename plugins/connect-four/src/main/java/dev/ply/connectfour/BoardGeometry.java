package dev.ply.connectfour;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Everything about a Connect Four board that depends only on its width and height: the bit masks of
 * the bitboard layout, the centre-first move order and the windows of four cells. Immutable, and
 * shared by every state of one size (built once per size, on first use, from any thread).
 *
 * <p>The layout is the standard Connect Four bitboard (described by John Tromp and used by Pascal
 * Pons' solver): each column takes {@code height + 1} consecutive bits, the bottom cell first, and
 * the extra bit on top of each column is a sentinel that is always empty. For the usual 7 × 6
 * board:
 *
 * <pre>
 *   row     col 0  col 1  col 2  col 3  col 4  col 5  col 6
 *   (6)        6     13     20     27     34     41     48    sentinel, always 0
 *    5         5     12     19     26     33     40     47    top row
 *    4         4     11     18     25     32     39     46
 *    3         3     10     17     24     31     38     45
 *    2         2      9     16     23     30     37     44
 *    1         1      8     15     22     29     36     43
 *    0         0      7     14     21     28     35     42    bottom row
 *
 *   bit of (col, row) = col * (height + 1) + row
 * </pre>
 *
 * <p>Because of the sentinel row, shifting a board by 1 (vertical), {@code height + 1}
 * (horizontal), {@code height} (diagonal down-right) or {@code height + 2} (diagonal up-right)
 * moves every disc to its neighbour in that direction without ever wrapping from one column into
 * the next, so four in a row is found with two shifts and two ands per direction. The layout needs
 * {@code width * (height + 1)} bits, so a board must satisfy {@code width * (height + 1) <= 64}.
 */
final class BoardGeometry {

  /** The smallest width and height: a board where four in a row fits in every direction. */
  static final int MIN_SIDE = 4;

  /** The widest board: columns are written as one digit, 1 to 9, as in the benchmark strings. */
  static final int MAX_WIDTH = 9;

  /** The tallest board that fits 64 bits (on the narrowest board: 4 × 16 bits). */
  static final int MAX_HEIGHT = 64 / MIN_SIDE - 1;

  private static final Map<Integer, BoardGeometry> CACHE = new ConcurrentHashMap<>();

  final int width;
  final int height;

  /** Cells on the board: the number of moves of a game that fills it. */
  final int cells;

  /** The bit of the bottom cell of each column. */
  final long[] bottom;

  /** The bit of the top playable cell of each column: the column is full when it is set. */
  final long[] top;

  /** The playable cells of each column. */
  final long[] column;

  /** The columns, centre first, then alternately left and right of it, moving outwards. */
  final int[] centreFirst;

  /** Every cell of the board (the sentinel bits left out). */
  final long board;

  /** The bottom cell of every column. */
  final long bottoms;

  /** Every line of four cells on the board (horizontal, vertical, both diagonals), as bit masks. */
  final long[] windows;

  private BoardGeometry(int width, int height) {
    this.width = width;
    this.height = height;
    this.cells = width * height;
    int stride = height + 1;
    bottom = new long[width];
    top = new long[width];
    column = new long[width];
    for (int c = 0; c < width; c++) {
      bottom[c] = 1L << (c * stride);
      top[c] = 1L << (c * stride + height - 1);
      column[c] = ((1L << height) - 1) << (c * stride);
    }
    long all = 0;
    long lowest = 0;
    for (int c = 0; c < width; c++) {
      all |= column[c];
      lowest |= bottom[c];
    }
    board = all;
    bottoms = lowest;
    centreFirst = centreFirst(width);
    windows = windows(width, height);
  }

  /**
   * The geometry of a {@code width} × {@code height} board.
   *
   * @throws IllegalArgumentException when the board is too small, too wide, or does not fit 64 bits
   */
  static BoardGeometry of(int width, int height) {
    check(width, height);
    return CACHE.computeIfAbsent(width * 64 + height, key -> new BoardGeometry(width, height));
  }

  /** Checks a board size, with a message a user can act on. */
  static void check(int width, int height) {
    if (width < MIN_SIDE || width > MAX_WIDTH) {
      throw new IllegalArgumentException(
          "Connect Four width must be from " + MIN_SIDE + " to " + MAX_WIDTH + ", was " + width);
    }
    if (height < MIN_SIDE) {
      throw new IllegalArgumentException(
          "Connect Four height must be at least " + MIN_SIDE + ", was " + height);
    }
    if ((long) width * (height + 1) > 64) {
      throw new IllegalArgumentException(
          "a Connect Four board of width "
              + width
              + " and height "
              + height
              + " needs "
              + width
              + " × ("
              + height
              + " + 1) = "
              + (long) width * (height + 1)
              + " bits, but the bitboard has 64: width × (height + 1) must be at most 64 (for width "
              + width
              + ", height at most "
              + (64 / width - 1)
              + ")");
    }
  }

  /** The bit of cell ({@code col}, {@code row}), row 0 at the bottom. */
  long bit(int col, int row) {
    return 1L << (col * (height + 1) + row);
  }

  /**
   * The columns by distance from the centre, the left one of two equally central columns first: 3,
   * 2, 4, 1, 5, 0, 6 for width 7 and 1, 2, 0, 3 for width 4. Central columns take part in more
   * lines of four, so they are the better first guesses for a search.
   */
  private static int[] centreFirst(int width) {
    Integer[] order = new Integer[width];
    for (int c = 0; c < width; c++) {
      order[c] = c;
    }
    // Twice the distance from the centre, an integer for even and odd widths alike.
    Arrays.sort(
        order,
        Comparator.<Integer>comparingInt(c -> Math.abs(2 * c - (width - 1)))
            .thenComparingInt(c -> c));
    int[] result = new int[width];
    for (int i = 0; i < width; i++) {
      result[i] = order[i];
    }
    return result;
  }

  private static long[] windows(int width, int height) {
    int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    List<Long> found = new ArrayList<>();
    for (int[] d : directions) {
      for (int c = 0; c < width; c++) {
        for (int r = 0; r < height; r++) {
          int endC = c + 3 * d[0];
          int endR = r + 3 * d[1];
          if (endC >= width || endR < 0 || endR >= height) {
            continue;
          }
          long mask = 0;
          for (int k = 0; k < 4; k++) {
            mask |= 1L << ((c + k * d[0]) * (height + 1) + r + k * d[1]);
          }
          found.add(mask);
        }
      }
    }
    long[] result = new long[found.size()];
    for (int i = 0; i < result.length; i++) {
      result[i] = found.get(i);
    }
    return result;
  }
}
