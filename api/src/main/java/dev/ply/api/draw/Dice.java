package dev.ply.api.draw;

/**
 * Dice faces drawn on an {@link Svg}: a rounded square with the pips of 1 to 6 as dice show them.
 */
public final class Dice {

  private Dice() {}

  /** Where the pips of each face stand, as (column, row) on a 3x3 lattice. */
  private static final int[][][] PIPS = {
    {{1, 1}},
    {{0, 0}, {2, 2}},
    {{0, 0}, {1, 1}, {2, 2}},
    {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
    {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
    {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}}
  };

  /**
   * A die showing {@code value} with its top-left corner at {@code (x, y)}; a value outside 1..6 is
   * written as a number on the die.
   *
   * @param size the side of the die, in user units
   */
  public static Svg die(Svg svg, double x, double y, double size, int value) {
    svg.at("die").rect(x, y, size, size, "#fffdf5", "#333", size / 20);
    if (value < 1 || value > 6) {
      return svg.text(x + size / 2, y + size / 2, String.valueOf(value), size * 0.5, "#111");
    }
    for (int[] pip : PIPS[value - 1]) {
      svg.circle(
          x + size * (0.25 + 0.25 * pip[0]),
          y + size * (0.25 + 0.25 * pip[1]),
          size * 0.09,
          "#111",
          "none",
          0);
    }
    return svg;
  }
}
