package dev.ply.chess;

/**
 * The 960 start positions of Chess960 by their standard number (Scharnagl's numbering, as in the
 * FIDE Laws' appendix on Chess960): 518 is the standard position.
 *
 * <p>From n: n mod 4 places the light-squared bishop (files b, d, f, h), the next base-4 digit the
 * dark-squared one (a, c, e, g), the next base-6 digit the queen on the free squares, and the rest,
 * 0 to 9, the two knights on the five squares left, in the order NN---, N-N--, N--N-, N---N, -NN--,
 * -N-N-, -N--N, --NN-, --N-N, ---NN; the last three squares take rook, king, rook.
 */
final class Chess960 {

  private static final String[] KNIGHTS = {
    "NN---", "N-N--", "N--N-", "N---N", "-NN--", "-N-N-", "-N--N", "--NN-", "--N-N", "---NN"
  };

  private Chess960() {}

  /** White's back rank of position {@code n}, such as {@code RNBQKBNR} for 518. */
  static String backRank(int n) {
    if (n < 0 || n > 959) {
      throw new IllegalArgumentException("a Chess960 position is numbered 0 to 959, got " + n);
    }
    char[] rank = new char[8];
    rank[(n % 4) * 2 + 1] = 'B';
    n /= 4;
    rank[(n % 4) * 2] = 'B';
    n /= 4;
    place(rank, n % 6, 'Q');
    n /= 6;
    String knights = KNIGHTS[n];
    int free = 0;
    for (int f = 0; f < 8; f++) {
      if (rank[f] == 0) {
        if (knights.charAt(free) == 'N') {
          rank[f] = 'N';
        }
        free++;
      }
    }
    place(rank, 0, 'R');
    place(rank, 0, 'K');
    place(rank, 0, 'R');
    return new String(rank);
  }

  private static void place(char[] rank, int index, char piece) {
    for (int f = 0, free = 0; f < 8; f++) {
      if (rank[f] == 0 && free++ == index) {
        rank[f] = piece;
        return;
      }
    }
  }

  /** The FEN of position {@code n}, castling rights by rook files. */
  static String fen(int n) {
    String white = backRank(n);
    String black = white.toLowerCase();
    int first = white.indexOf('R');
    int last = white.lastIndexOf('R');
    String rights =
        ""
            + (char) ('A' + last)
            + (char) ('A' + first)
            + (char) ('a' + last)
            + (char) ('a' + first);
    return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w " + rights + " - 0 1";
  }
}
