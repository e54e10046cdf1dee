package dev.ply.api.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A board of square cells (chess, Connect Four, Othello, tic-tac-toe) with its coordinates: column
 * letters {@code a, b, …} below, row numbers {@code 1, 2, …} on the left, and each cell named as
 * {@code a1} is (column letter, row number) in the drawing's {@code data-at}.
 *
 * <p>Cells are addressed by column {@code 0 ..} from the left and row {@code 0 ..} from the bottom,
 * as on a chess board; {@link #rowsFromTop()} puts row 0 at the top instead (Othello's {@code a1}
 * is its top-left corner). Draw the pieces, then take {@link #svg()}:
 *
 * <pre>{@code
 * SquareGrid grid = SquareGrid.of(3, 3).mark(1, 1);
 * grid.glyph(1, 1, "X", "#222").glyph(0, 2, "O", "#c00");
 * return grid.svg().toString();
 * }</pre>
 *
 * <p>What is drawn, bottom to top: the cells, the marked cells (the last move), the pieces in the
 * order given, the coordinates and the caption.
 */
public final class SquareGrid {

  /** The side of one cell, in user units. */
  public static final double CELL = 40;

  private static final double MARGIN = 20;

  private final int columns;
  private final int rows;
  private boolean fromTop;
  private boolean coordinates = true;
  private String light = "#f0d9b5";
  private String dark = "#b58863";
  private String lines = "none";
  private String caption = "";
  private String[] columnLabels;
  private final List<int[]> marks = new ArrayList<>();
  private final List<Consumer<Svg>> pieces = new ArrayList<>();

  private SquareGrid(int columns, int rows) {
    if (columns < 1 || rows < 1 || columns > 26 || rows > 99) {
      throw new IllegalArgumentException(
          "a square grid has 1 to 26 columns and 1 to 99 rows, not " + columns + "x" + rows);
    }
    this.columns = columns;
    this.rows = rows;
  }

  /** A grid of {@code columns} by {@code rows} cells, checkered in a chess board's colours. */
  public static SquareGrid of(int columns, int rows) {
    return new SquareGrid(columns, rows);
  }

  /** Row 0 is the top row, and the row numbers count down the board. */
  public SquareGrid rowsFromTop() {
    fromTop = true;
    return this;
  }

  /** Checkered cells of two colours; the bottom-left cell (a1) is dark, as on a chess board. */
  public SquareGrid checkered(String light, String dark) {
    this.light = light;
    this.dark = dark;
    this.lines = "none";
    return this;
  }

  /** Cells of one colour separated by lines of another (Othello's green, Connect Four's blue). */
  public SquareGrid plain(String fill, String lines) {
    this.light = fill;
    this.dark = fill;
    this.lines = lines;
    return this;
  }

  /** No column letters or row numbers. */
  public SquareGrid withoutCoordinates() {
    coordinates = false;
    return this;
  }

  /**
   * Labels the columns in the drawing with these texts in place of {@code a, b, …} (Connect Four's
   * moves are column numbers); the {@code data-at} names stay {@code a1 …}.
   *
   * @throws IllegalArgumentException unless there is one label a column
   */
  public SquareGrid columnLabels(String... labels) {
    if (labels.length != columns) {
      throw new IllegalArgumentException(
          labels.length + " column labels for " + columns + " columns");
    }
    columnLabels = labels.clone();
    return this;
  }

  /** A line of text below the board, such as {@code White to move}. */
  public SquareGrid caption(String text) {
    caption = text;
    return this;
  }

  /** Marks a cell as part of the last move (its from and to squares, say). */
  public SquareGrid mark(int column, int row) {
    check(column, row);
    marks.add(new int[] {column, row});
    return this;
  }

  /** A glyph (a Unicode chess piece, a letter) on a cell, in one colour. */
  public SquareGrid glyph(int column, int row, String glyph, String fill) {
    return glyph(column, row, glyph, fill, "none");
  }

  /** A glyph on a cell, filled and outlined (a white chess piece: white with a dark outline). */
  public SquareGrid glyph(int column, int row, String glyph, String fill, String outline) {
    check(column, row);
    String name = name(column, row);
    double x = x(column) + CELL / 2;
    double y = y(row) + CELL / 2;
    pieces.add(svg -> svg.at(name).glyph(x, y, glyph, CELL * 0.8, fill, outline, 1));
    return this;
  }

  /** A round disc or stone on a cell, filled and outlined. */
  public SquareGrid disc(int column, int row, String fill, String outline) {
    check(column, row);
    String name = name(column, row);
    double x = x(column) + CELL / 2;
    double y = y(row) + CELL / 2;
    pieces.add(svg -> svg.at(name).circle(x, y, CELL * 0.4, fill, outline, 1.5));
    return this;
  }

  /** The name of a cell as {@code data-at} writes it: {@code a1} is column 0, row 0. */
  public String name(int column, int row) {
    return "" + (char) ('a' + column) + (row + 1);
  }

  /** The left edge of a column, in the drawing's units. */
  public double x(int column) {
    return (coordinates ? MARGIN : 0) + column * CELL;
  }

  /** The top edge of a row, in the drawing's units. */
  public double y(int row) {
    return (fromTop ? row : rows - 1 - row) * CELL;
  }

  /**
   * The drawing: a new {@link Svg} each call, on which a game may draw more (a move arrow) before
   * it takes its text.
   */
  public Svg svg() {
    double left = coordinates ? MARGIN : 0;
    double bottom = (coordinates ? MARGIN : 0) + (caption.isEmpty() ? 0 : MARGIN);
    Svg svg = new Svg(left + columns * CELL, rows * CELL + bottom);
    svg.rect(0, 0, svg.width(), svg.height(), "white");
    for (int c = 0; c < columns; c++) {
      for (int r = 0; r < rows; r++) {
        boolean isDark = (c + r) % 2 == 0;
        svg.rect(x(c), y(r), CELL, CELL, isDark ? dark : light, lines, 1);
      }
    }
    for (int[] m : marks) {
      svg.rect(x(m[0]), y(m[1]), CELL, CELL, "rgba(255,213,0,0.45)", "#d4a000", 2);
    }
    for (Consumer<Svg> piece : pieces) {
      piece.accept(svg);
    }
    if (coordinates) {
      for (int c = 0; c < columns; c++) {
        String label = columnLabels != null ? columnLabels[c] : "" + (char) ('a' + c);
        svg.text(x(c) + CELL / 2, rows * CELL + MARGIN / 2, label, 11, "#555");
      }
      for (int r = 0; r < rows; r++) {
        svg.text(MARGIN / 2, y(r) + CELL / 2, String.valueOf(r + 1), 11, "#555");
      }
    }
    if (!caption.isEmpty()) {
      svg.fittedText(
          svg.width() / 2, svg.height() - MARGIN / 2, caption, 12, svg.width() - 8, "#222");
    }
    return svg;
  }

  private void check(int column, int row) {
    if (column < 0 || column >= columns || row < 0 || row >= rows) {
      throw new IllegalArgumentException(
          "no cell (" + column + ", " + row + ") on a " + columns + "x" + rows + " grid");
    }
  }
}
