package dev.ply.chess;

/**
 * The squares, pieces and fixed tables of the board: square 0 is a1, 1 is b1, … 63 is h8 (file =
 * square &amp; 7, rank = square &gt;&gt; 3). A piece is its type (1 pawn … 6 king) plus {@link
 * #BLACK} for Black; 0 is an empty square. The tables (knight and king targets, the eight rays of
 * every square) are computed once.
 */
final class Board {

  static final int EMPTY = 0;
  static final int PAWN = 1;
  static final int KNIGHT = 2;
  static final int BISHOP = 3;
  static final int ROOK = 4;
  static final int QUEEN = 5;
  static final int KING = 6;

  /** Added to a type for a Black piece. */
  static final int BLACK = 8;

  /** Rays 0-3 are a rook's (north, south, east, west), 4-7 a bishop's. */
  static final int[][][] RAYS = new int[64][8][];

  static final int[][] KNIGHT_TARGETS = new int[64][];
  static final int[][] KING_TARGETS = new int[64][];

  private static final int[][] DIRECTIONS = {
    {0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}
  };

  static {
    int[][] knight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int sq = 0; sq < 64; sq++) {
      int f = sq & 7;
      int r = sq >> 3;
      for (int d = 0; d < 8; d++) {
        int[] ray = new int[7];
        int n = 0;
        for (int x = f + DIRECTIONS[d][0], y = r + DIRECTIONS[d][1];
            x >= 0 && x < 8 && y >= 0 && y < 8;
            x += DIRECTIONS[d][0], y += DIRECTIONS[d][1]) {
          ray[n++] = y * 8 + x;
        }
        RAYS[sq][d] = java.util.Arrays.copyOf(ray, n);
      }
      KNIGHT_TARGETS[sq] = targets(f, r, knight);
      KING_TARGETS[sq] = targets(f, r, DIRECTIONS);
    }
  }

  private Board() {}

  private static int[] targets(int f, int r, int[][] steps) {
    int[] out = new int[8];
    int n = 0;
    for (int[] s : steps) {
      int x = f + s[0];
      int y = r + s[1];
      if (x >= 0 && x < 8 && y >= 0 && y < 8) {
        out[n++] = y * 8 + x;
      }
    }
    return java.util.Arrays.copyOf(out, n);
  }

  static int type(int piece) {
    return piece & 7;
  }

  /** 0 for White, 1 for Black; only for a piece, not an empty square. */
  static int color(int piece) {
    return piece >> 3;
  }

  static int file(int square) {
    return square & 7;
  }

  static int rank(int square) {
    return square >> 3;
  }

  /** {@code e4} for square 28. */
  static String name(int square) {
    return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
  }

  /** The square named {@code text} ({@code e4}), or -1. */
  static int square(String text) {
    if (text.length() != 2) {
      return -1;
    }
    int f = text.charAt(0) - 'a';
    int r = text.charAt(1) - '1';
    return f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : -1;
  }

  /** The FEN letter of a piece: upper case for White. */
  static char letter(int piece) {
    char c = " pnbrqk".charAt(type(piece));
    return color(piece) == 0 ? Character.toUpperCase(c) : c;
  }

  /** The piece of a FEN letter, or -1. */
  static int piece(char letter) {
    int type = "pnbrqk".indexOf(Character.toLowerCase(letter)) + 1;
    if (type == 0) {
      return -1;
    }
    return Character.isUpperCase(letter) ? type : type + BLACK;
  }
}
