package dev.ply.tictactoe;

import dev.ply.api.draw.SquareGrid;

/**
 * A tic-tac-toe position drawn with the api's kit: X and O on a plain grid, the last move marked.
 */
final class TicTacToeDrawing {

  private TicTacToeDrawing() {}

  /**
   * @param x the squares of X, a 9-bit board
   * @param o the squares of O
   * @param last the square played last, or -1
   */
  static String draw(int x, int o, int last, String caption) {
    SquareGrid grid = SquareGrid.of(3, 3).plain("#fff", "#333");
    if (last >= 0) {
      grid.mark(last % 3, last / 3);
    }
    for (int sq = 0; sq < 9; sq++) {
      if ((x & 1 << sq) != 0) {
        grid.glyph(sq % 3, sq / 3, "X", "#1f4fbf");
      } else if ((o & 1 << sq) != 0) {
        grid.glyph(sq % 3, sq / 3, "O", "#c0392b");
      }
    }
    return grid.caption(caption).svg().toString();
  }
}
