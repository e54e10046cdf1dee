package dev.ply.chinesecheckers;

import dev.ply.api.draw.HexCells;

/**
 * A Chinese Checkers position drawn with the api's kit: the star's holes on their hexagonal lattice
 * (each named as the game names it, {@code a1} the top point), each player's marbles in a colour of
 * its own, the last move's start and end holes marked.
 */
final class ChineseCheckersDrawing {

  /** The marble colours of players 1 to 6. */
  static final String[] COLOURS = {"#d62828", "#1f5fbf", "#2a9d3f", "#f6c700", "#7b3fa0", "#222"};

  private ChineseCheckersDrawing() {}

  /**
   * @param occupant the seat in each hole, or -1
   * @param lastFrom the hole the last move left, or -1
   * @param lastTo the hole it reached, or -1
   */
  static String draw(StarBoard board, int[] occupant, int lastFrom, int lastTo, String caption) {
    HexCells holes = HexCells.holes();
    for (int cell = 0; cell < board.cells; cell++) {
      holes.cell(board.q[cell], board.r[cell], board.names[cell]);
    }
    if (lastFrom >= 0) {
      holes.mark(board.q[lastFrom], board.r[lastFrom]).mark(board.q[lastTo], board.r[lastTo]);
    }
    for (int cell = 0; cell < board.cells; cell++) {
      if (occupant[cell] >= 0) {
        holes.piece(board.q[cell], board.r[cell], COLOURS[occupant[cell] % COLOURS.length]);
      }
    }
    return holes.caption(caption).svg().toString();
  }
}
