package dev.ply.backgammon;

import dev.ply.api.draw.Dice;
import dev.ply.api.draw.Svg;

/**
 * A backgammon position drawn with the api's kit, from X's side (seat 0): X's points 1 to 12 along
 * the bottom from right to left, 13 to 24 along the top from left to right, the bar in the middle,
 * the checkers borne off on the right; X's checkers white, O's dark; the points the last move
 * changed marked; the dice when they are rolled. Each point's checkers carry {@code data-at="point
 * N"} (X's numbering) on the checker at its base.
 */
final class BackgammonDrawing {

  private static final double W = 28;
  private static final double H = 300;
  private static final double R = 12;

  private BackgammonDrawing() {}

  /**
   * @param board {@code board[seat][point]} as {@link BackgammonState} keeps it: each seat's own
   *     numbering, 0 borne off, 25 the bar
   * @param changed {@code changed[p]} for X's point {@code p} the last move changed
   */
  static String draw(int[][] board, boolean[] changed, int high, int low, String caption) {
    double boardWidth = 13 * W + 20;
    Svg svg = new Svg(boardWidth + 60, H + 26);
    svg.rect(0, 0, svg.width(), svg.height(), "white");
    svg.rect(0, 0, boardWidth, H, "#d8c09a", "#6b4f2a", 2);
    svg.rect(10 + 6 * W, 0, W, H, "#6b4f2a");
    for (int p = 1; p <= 24; p++) {
      boolean top = p >= 13;
      double x = x(p);
      double base = top ? 0 : H;
      double apex = top ? H * 0.42 : H * 0.58;
      String fill = p % 2 == 0 ? "#a33b2b" : "#efe6d0";
      svg.polygon(
          new double[] {x, base, x + W, base, x + W / 2, apex},
          fill,
          changed[p] ? "#d4a000" : "#6b4f2a",
          changed[p] ? 3 : 0.5);
      svg.text(x + W / 2, top ? -0.0 + 8 : H - 8, String.valueOf(p), 8, "#333");
      int xs = board[0][p];
      int os = board[1][25 - p];
      int count = xs > 0 ? xs : os;
      if (count == 0) {
        continue;
      }
      String checker = xs > 0 ? "#fafafa" : "#222";
      String ink = xs > 0 ? "#222" : "#fafafa";
      for (int k = 0; k < Math.min(count, 5); k++) {
        double cy = top ? 14 + R + k * 2 * R : H - 14 - R - k * 2 * R;
        if (k == 0) {
          svg.at("point " + p);
        }
        svg.circle(x + W / 2, cy, R, checker, "#555", 1);
      }
      if (count > 5) {
        double cy = top ? 14 + R + 4 * 2 * R : H - 14 - R - 4 * 2 * R;
        svg.text(x + W / 2, cy, String.valueOf(count), 10, ink);
      }
    }
    double barX = 10 + 6 * W + W / 2;
    if (board[0][25] > 0) {
      svg.at("bar X").circle(barX, H * 0.62, R, "#fafafa", "#555", 1);
      svg.text(barX, H * 0.62, String.valueOf(board[0][25]), 10, "#222");
    }
    if (board[1][25] > 0) {
      svg.at("bar O").circle(barX, H * 0.38, R, "#222", "#555", 1);
      svg.text(barX, H * 0.38, String.valueOf(board[1][25]), 10, "#fafafa");
    }
    svg.text(boardWidth + 30, 20, "O off", 10, "#333");
    svg.at("off O").text(boardWidth + 30, 36, String.valueOf(board[1][0]), 14, "#111");
    svg.text(boardWidth + 30, H - 36, "X off", 10, "#333");
    svg.at("off X").text(boardWidth + 30, H - 20, String.valueOf(board[0][0]), 14, "#111");
    if (high > 0) {
      double dx = 10 + 7 * W + 3 * W - 30;
      Dice.die(svg, dx, H / 2 - 14, 28, high);
      Dice.die(svg, dx + 34, H / 2 - 14, 28, low);
    }
    svg.text(svg.width() / 2, H + 14, caption, 11, "#222");
    return svg.toString();
  }

  /** The left edge of X's point {@code p}. */
  private static double x(int p) {
    int column = p <= 12 ? 12 - p : p - 13;
    return 10 + column * W + (column >= 6 ? W : 0);
  }
}
