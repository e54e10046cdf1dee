package dev.ply.api.draw;

import java.util.ArrayList;
import java.util.List;

/**
 * Cells on a hexagonal lattice (Chinese checkers' star, Hex, Havannah), each drawn as a hole (a
 * circle) or a pointy-top hexagon, addressed by axial coordinates {@code (q, r)}: {@code r} counts
 * rows from the top, {@code q} runs along a row to the right, and the third cube coordinate is
 * {@code s = -q - r}. The drawing's size fits the cells given, whatever their coordinates.
 *
 * <pre>{@code
 * HexCells board = HexCells.holes();
 * board.cell(0, 0, "a1").cell(1, 0, "a2").cell(0, 1, "b1");
 * board.piece(0, 0, "#c00").mark(0, 0);
 * return board.svg().toString();
 * }</pre>
 */
public final class HexCells {

  /** The distance between the centres of two neighbouring cells, in user units. */
  public static final double STEP = 26;

  private static final double MARGIN = 16;
  private static final double ROOT3 = Math.sqrt(3);

  private final boolean hexagons;
  private final List<Object[]> cells = new ArrayList<>();
  private final List<Object[]> pieces = new ArrayList<>();
  private final List<double[]> marks = new ArrayList<>();
  private String caption = "";

  private HexCells(boolean hexagons) {
    this.hexagons = hexagons;
  }

  /** Cells drawn as round holes (Chinese checkers). */
  public static HexCells holes() {
    return new HexCells(false);
  }

  /** Cells drawn as hexagons that touch (Hex). */
  public static HexCells hexagons() {
    return new HexCells(true);
  }

  /** A cell of the board at {@code (q, r)}, named {@code name} in {@code data-at}. */
  public HexCells cell(int q, int r, String name) {
    cells.add(new Object[] {x(q, r), y(r), name});
    return this;
  }

  /** A piece, a round marble of a colour, on the cell at {@code (q, r)}. */
  public HexCells piece(int q, int r, String fill) {
    pieces.add(new Object[] {x(q, r), y(r), fill});
    return this;
  }

  /** Marks the cell at {@code (q, r)}: the last move's start and end. */
  public HexCells mark(int q, int r) {
    marks.add(new double[] {x(q, r), y(r)});
    return this;
  }

  /** A line of text below the board. */
  public HexCells caption(String text) {
    caption = text;
    return this;
  }

  /** The x of a cell's centre before the drawing is shifted to fit. */
  public static double x(int q, int r) {
    return STEP * (q + r / 2.0);
  }

  /** The y of a row's centre before the drawing is shifted to fit. */
  public static double y(int r) {
    return STEP * r * ROOT3 / 2;
  }

  /**
   * The drawing: a new {@link Svg} each call.
   *
   * @throws IllegalStateException when no cell was given
   */
  public Svg svg() {
    if (cells.isEmpty()) {
      throw new IllegalStateException("a hexagonal board needs at least one cell");
    }
    double minX = Double.MAX_VALUE;
    double minY = Double.MAX_VALUE;
    double maxX = -Double.MAX_VALUE;
    double maxY = -Double.MAX_VALUE;
    for (Object[] c : cells) {
      minX = Math.min(minX, (double) c[0]);
      maxX = Math.max(maxX, (double) c[0]);
      minY = Math.min(minY, (double) c[1]);
      maxY = Math.max(maxY, (double) c[1]);
    }
    double dx = MARGIN + STEP / 2 - minX;
    double dy = MARGIN + STEP / 2 - minY;
    double height = maxY - minY + STEP + 2 * MARGIN;
    Svg svg = new Svg(maxX - minX + STEP + 2 * MARGIN, height + (caption.isEmpty() ? 0 : 20));
    svg.rect(0, 0, svg.width(), svg.height(), "#f4ecd8");
    for (Object[] c : cells) {
      double cx = (double) c[0] + dx;
      double cy = (double) c[1] + dy;
      if (hexagons) {
        double[] xy = new double[12];
        double radius = STEP / ROOT3;
        for (int k = 0; k < 6; k++) {
          double angle = Math.PI / 6 + k * Math.PI / 3;
          xy[2 * k] = cx + radius * Math.cos(angle);
          xy[2 * k + 1] = cy + radius * Math.sin(angle);
        }
        svg.polygon(xy, "#e8d3a8", "#8a6d3b", 1);
      } else {
        svg.circle(cx, cy, STEP * 0.22, "#c8b48a", "#8a6d3b", 1);
      }
    }
    for (double[] m : marks) {
      svg.circle(m[0] + dx, m[1] + dy, STEP * 0.46, "rgba(255,213,0,0.45)", "#d4a000", 2);
    }
    for (Object[] p : pieces) {
      double px = (double) p[0] + dx;
      double py = (double) p[1] + dy;
      String name = "";
      for (Object[] c : cells) {
        if ((double) c[0] == (double) p[0] && (double) c[1] == (double) p[1]) {
          name = (String) c[2];
        }
      }
      svg.at(name).circle(px, py, STEP * 0.38, (String) p[2], "#222", 1);
    }
    if (!caption.isEmpty()) {
      svg.fittedText(svg.width() / 2, height + 8, caption, 12, svg.width() - 8, "#222");
    }
    return svg;
  }
}
