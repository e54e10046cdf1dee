package dev.ply.kalah;

import dev.ply.api.draw.Pits;

/**
 * A Kalah position drawn with the api's kit: player 1's pits along the bottom into its store on the
 * right, player 2's along the top into its store on the left, the seeds of each as a number, the
 * pit the last move sowed from marked, and its store too when the last seed ended there.
 */
final class KalahDrawing {

  private KalahDrawing() {}

  /**
   * @param board the cells as {@link KalahState} keeps them: player 1's pits {@code 0 .. m-1}, its
   *     store {@code m}, player 2's pits {@code m+1 .. 2m}, its store {@code 2m+1}
   * @param lastPit the pit the last move sowed from, counted from its mover's left, or -1
   * @param lastMover who made the last move
   * @param lastCell the cell the last seed fell into, or -1
   */
  static String draw(int[] board, int m, int lastPit, int lastMover, int lastCell, String caption) {
    Pits pits = Pits.of(m);
    for (int i = 0; i < m; i++) {
      pits.pit(0, i, board[i]).pit(1, i, board[m + 1 + i]);
    }
    pits.store(0, board[m]).store(1, board[2 * m + 1]);
    if (lastPit >= 0) {
      pits.mark(lastMover, lastPit);
      if (lastCell == m) {
        pits.markStore(0);
      } else if (lastCell == 2 * m + 1) {
        pits.markStore(1);
      }
    }
    return pits.caption(caption).svg().toString();
  }
}
