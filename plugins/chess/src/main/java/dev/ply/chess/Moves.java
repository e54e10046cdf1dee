package dev.ply.chess;

/**
 * A move packed in an int: bits 0-5 the from square, 6-11 the to square, 12-14 the promotion piece
 * type (0 for none), 15-16 the kind. A castling move's to square is the castling rook's square (the
 * king "takes" its rook), which names every castling of Chess960 without ambiguity.
 *
 * <pre>
 * kind  0 NORMAL   a quiet move or a capture
 *       1 DOUBLE   a pawn's two-square advance (it may give an en-passant right)
 *       2 EN_PASSANT
 *       3 CASTLE
 * </pre>
 */
final class Moves {

  static final int NORMAL = 0;
  static final int DOUBLE = 1;
  static final int EN_PASSANT = 2;
  static final int CASTLE = 3;

  private Moves() {}

  static int of(int from, int to, int promotion, int kind) {
    return from | to << 6 | promotion << 12 | kind << 15;
  }

  static int from(int move) {
    return move & 63;
  }

  static int to(int move) {
    return move >> 6 & 63;
  }

  static int promotion(int move) {
    return move >> 12 & 7;
  }

  static int kind(int move) {
    return move >> 15 & 3;
  }
}
