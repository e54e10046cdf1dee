package dev.ply.api.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A board whose pieces stand on the crossings of its lines (Go): the lines, the star points, the
 * stones, the last move marked by a ring on its stone, and the coordinates as Go writes them —
 * column letters {@code A …} without {@code I}, row numbers from 1 at the bottom — which are also
 * the {@code data-at} names ({@code D4}).
 *
 * <pre>{@code
 * Intersections board = Intersections.of(9);
 * board.stone(2, 2, true).stone(6, 6, false).mark(6, 6);
 * return board.caption("captures: black 0, white 0").svg().toString();
 * }</pre>
 */
public final class Intersections {

  /** The distance between two lines, in user units. */
  public static final double STEP = 30;

  private static final double MARGIN = 36;
  private static final String LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

  private final int size;
  private String caption = "";
  private final List<Consumer<Svg>> stones = new ArrayList<>();

  private Intersections(int size) {
    if (size < 2 || size > LETTERS.length()) {
      throw new IllegalArgumentException("a board of intersections is 2 to 25 lines, not " + size);
    }
    this.size = size;
  }

  /** A square board of {@code size} by {@code size} lines. */
  public static Intersections of(int size) {
    return new Intersections(size);
  }

  /** A line of text below the board, such as the captures. */
  public Intersections caption(String text) {
    caption = text;
    return this;
  }

  /** A stone at column {@code column} (0 is A) and row {@code row} (0 is the bottom row, 1). */
  public Intersections stone(int column, int row, boolean black) {
    check(column, row);
    String name = name(column, row);
    double x = x(column);
    double y = y(row);
    stones.add(
        svg ->
            svg.at(name)
                .circle(x, y, STEP * 0.46, black ? "#111" : "#fafafa", black ? "#000" : "#333", 1));
    return this;
  }

  /**
   * A small square of territory (or any point of note) at a crossing, filled with a colour: the
   * area of one side at the end of a game.
   */
  public Intersections point(int column, int row, String fill) {
    check(column, row);
    double x = x(column);
    double y = y(row);
    double s = STEP * 0.3;
    stones.add(svg -> svg.rect(x - s / 2, y - s / 2, s, s, fill));
    return this;
  }

  /**
   * Marks the last move: a ring on the stone at the crossing (call it after the stone); {@code
   * black} is the colour of that stone, so the ring is drawn in the other.
   */
  public Intersections mark(int column, int row, boolean black) {
    check(column, row);
    double x = x(column);
    double y = y(row);
    stones.add(svg -> svg.circle(x, y, STEP * 0.22, "none", black ? "#fff" : "#000", 2));
    return this;
  }

  /** The name of a crossing, {@code A1} at the bottom-left, as GTP and {@code data-at} write it. */
  public String name(int column, int row) {
    return "" + LETTERS.charAt(column) + (row + 1);
  }

  /** The x of a column's line. */
  public double x(int column) {
    return MARGIN + column * STEP;
  }

  /** The y of a row's line. */
  public double y(int row) {
    return MARGIN + (size - 1 - row) * STEP;
  }

  /** The drawing: a new {@link Svg} each call. */
  public Svg svg() {
    double side = 2 * MARGIN + (size - 1) * STEP;
    Svg svg = new Svg(side, side + (caption.isEmpty() ? 0 : MARGIN * 0.8));
    svg.rect(0, 0, svg.width(), svg.height(), "#dcb35c");
    for (int i = 0; i < size; i++) {
      svg.line(x(0), y(i), x(size - 1), y(i), "#333", 1);
      svg.line(x(i), y(0), x(i), y(size - 1), "#333", 1);
    }
    for (int[] star : stars()) {
      svg.circle(x(star[0]), y(star[1]), 3, "#333", "none", 0);
    }
    for (int i = 0; i < size; i++) {
      // The labels stand clear of the edge stones (radius 0.46 of a step).
      svg.text(x(i), MARGIN * 0.3, "" + LETTERS.charAt(i), 11, "#333");
      svg.text(x(i), y(0) + MARGIN * 0.7, "" + LETTERS.charAt(i), 11, "#333");
      svg.text(MARGIN * 0.3, y(i), String.valueOf(i + 1), 11, "#333");
      svg.text(x(size - 1) + MARGIN * 0.7, y(i), String.valueOf(i + 1), 11, "#333");
    }
    for (Consumer<Svg> stone : stones) {
      stone.accept(svg);
    }
    if (!caption.isEmpty()) {
      svg.fittedText(svg.width() / 2, side + MARGIN * 0.2, caption, 11, svg.width() - 8, "#222");
    }
    return svg;
  }

  /** The star points of the usual sizes: 3-3 (or 4-4 from 13 lines on) and the centre. */
  private List<int[]> stars() {
    List<int[]> stars = new ArrayList<>();
    if (size < 7) {
      return stars;
    }
    int edge = size >= 13 ? 3 : 2;
    int far = size - 1 - edge;
    int mid = size / 2;
    int[] at = size % 2 == 1 && size >= 13 ? new int[] {edge, mid, far} : new int[] {edge, far};
    for (int c : at) {
      for (int r : at) {
        stars.add(new int[] {c, r});
      }
    }
    if (size % 2 == 1 && size < 13) {
      stars.add(new int[] {mid, mid});
    }
    return stars;
  }

  private void check(int column, int row) {
    if (column < 0 || column >= size || row < 0 || row >= size) {
      throw new IllegalArgumentException(
          "no crossing (" + column + ", " + row + ") on a board of " + size + " lines");
    }
  }
}
