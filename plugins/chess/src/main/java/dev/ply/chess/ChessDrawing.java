package dev.ply.chess;

import dev.ply.api.draw.SquareGrid;

/**
 * A chess position drawn with the api's kit: the board in the usual brown squares with its
 * coordinates, White at the bottom, the pieces as Unicode glyphs (the filled ones, white with a
 * dark outline for White), the last move's two squares marked, and a caption with the last move in
 * SAN and who is to move (or how the game ended).
 */
final class ChessDrawing {

  /** The filled glyphs ♟♞♝♜♛♚ by piece type (1 pawn .. 6 king); index 0 unused. */
  private static final String[] GLYPHS = {"", "♟", "♞", "♝", "♜", "♛", "♚"};

  private ChessDrawing() {}

  /** The glyph of a piece type: the filled ones, whatever the colour (the fill tells it). */
  static String glyph(int type) {
    return GLYPHS[type];
  }

  static String draw(ChessState s, int lastMove) {
    SquareGrid grid = SquareGrid.of(8, 8);
    if (lastMove >= 0) {
      grid.mark(Board.file(Moves.from(lastMove)), Board.rank(Moves.from(lastMove)));
      grid.mark(Board.file(Moves.to(lastMove)), Board.rank(Moves.to(lastMove)));
    }
    for (int sq = 0; sq < 64; sq++) {
      int p = s.board[sq];
      if (p != Board.EMPTY) {
        boolean white = Board.color(p) == 0;
        grid.glyph(
            Board.file(sq),
            Board.rank(sq),
            glyph(Board.type(p)),
            white ? "#fff" : "#000",
            white ? "#000" : "none");
      }
    }
    return grid.caption(caption(s, lastMove)).svg().toString();
  }

  private static String caption(ChessState s, int lastMove) {
    StringBuilder sb = new StringBuilder();
    if (lastMove >= 0) {
      ChessState before = (ChessState) s.copy();
      before.undo();
      sb.append(before.fullmove())
          .append(before.side == 0 ? ". " : "... ")
          .append(before.san(lastMove))
          .append("  ·  ");
    }
    String reason = s.endReason();
    if (s.isTerminal()) {
      sb.append(reason.isEmpty() ? "game over" : reason);
    } else {
      sb.append(s.side == 0 ? "White" : "Black").append(" to move");
    }
    return sb.toString();
  }
}
