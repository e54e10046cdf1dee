package dev.ply.othello;

import dev.ply.api.draw.SquareGrid;

/**
 * An Othello position drawn with the api's kit: the green board with {@code a1} at the top left,
 * black and white discs, the disc placed last marked, and the count of each colour below.
 */
final class OthelloDrawing {

  private OthelloDrawing() {}

  /**
   * @param black the discs of X (black, seat 0), bit {@code row * 8 + column}
   * @param white the discs of O (white, seat 1)
   * @param last the square played last, or -1 (also for a pass)
   */
  static String draw(long black, long white, int last, String caption) {
    SquareGrid grid = SquareGrid.of(8, 8).rowsFromTop().plain("#2e8b57", "#1b5e3a");
    if (last >= 0) {
      grid.mark(last % 8, last / 8);
    }
    for (int sq = 0; sq < 64; sq++) {
      if ((black >>> sq & 1) != 0) {
        grid.disc(sq % 8, sq / 8, "#111", "#000");
      } else if ((white >>> sq & 1) != 0) {
        grid.disc(sq % 8, sq / 8, "#f5f5f5", "#333");
      }
    }
    return grid.caption(caption).svg().toString();
  }
}
