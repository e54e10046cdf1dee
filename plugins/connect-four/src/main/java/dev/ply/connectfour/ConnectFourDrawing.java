package dev.ply.connectfour;

import dev.ply.api.draw.SquareGrid;

/**
 * A Connect Four position drawn with the api's kit: the blue rack, X's discs red and O's yellow,
 * the columns numbered as the moves are, the disc dropped last ringed.
 */
final class ConnectFourDrawing {

  private ConnectFourDrawing() {}

  /**
   * @param x the discs of X (seat 0)
   * @param o the discs of O (seat 1)
   * @param last the disc played last, or 0 at the start
   */
  static String draw(BoardGeometry geometry, int width, long x, long o, long last, String caption) {
    SquareGrid grid = SquareGrid.of(width, geometry.height).plain("#1f5fbf", "#174a96");
    String[] labels = new String[width];
    for (int col = 0; col < width; col++) {
      labels[col] = String.valueOf(col + 1);
      for (int row = 0; row < geometry.height; row++) {
        long bit = geometry.bit(col, row);
        if ((x & bit) != 0) {
          grid.disc(col, row, "#d62828", "#7a0f0f");
        } else if ((o & bit) != 0) {
          grid.disc(col, row, "#f6c700", "#8a6d00");
        } else {
          grid.disc(col, row, "#fff", "#174a96");
        }
        if (bit == last) {
          grid.mark(col, row);
        }
      }
    }
    return grid.columnLabels(labels).caption(caption).svg().toString();
  }
}
