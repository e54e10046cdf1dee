package dev.ply.chess;

/**
 * Forsyth-Edwards notation: reading a position (with an error that names the bad field) and writing
 * one. Castling rights are {@code KQkq} for the outermost rooks, or the rooks' files ({@code HAha},
 * Shredder-FEN; X-FEN's inner-rook letters) for Chess960. The en-passant square is written only
 * where a pawn could take there (as Stockfish and X-FEN write it), so that two FENs are equal
 * exactly when the positions are.
 */
final class Fen {

  /** The start position of standard chess. */
  static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private static final String[] FIELDS = {
    "1 (pieces)",
    "2 (side to move)",
    "3 (castling)",
    "4 (en passant)",
    "5 (half-move clock)",
    "6 (full-move number)"
  };

  private Fen() {}

  private static IllegalArgumentException bad(int field, String what) {
    return new IllegalArgumentException("FEN field " + FIELDS[field] + " " + what);
  }

  /**
   * The position of {@code fen}; the two move counters may be left out.
   *
   * @throws IllegalArgumentException naming the field that is wrong and how
   */
  static ChessState parse(String fen, boolean chess960) {
    String[] f = fen.trim().split("\\s+");
    if (f.length < 4 || f.length > 6) {
      throw new IllegalArgumentException(
          "a FEN has 4 to 6 fields separated by spaces, got " + f.length + ": '" + fen + "'");
    }
    ChessState s = new ChessState(chess960);
    String[] ranks = f[0].split("/", -1);
    if (ranks.length != 8) {
      throw bad(0, "must have 8 ranks separated by '/', got " + ranks.length);
    }
    int[] kings = {0, 0};
    for (int i = 0; i < 8; i++) {
      int rank = 7 - i;
      int file = 0;
      for (char c : ranks[i].toCharArray()) {
        if (c >= '1' && c <= '8') {
          file += c - '0';
        } else {
          int piece = Board.piece(c);
          if (piece < 0) {
            throw bad(0, "has '" + c + "', which is no piece (use PNBRQK and pnbrqk)");
          }
          if (file > 7) {
            throw bad(0, "rank " + (rank + 1) + " has more than 8 squares");
          }
          if (Board.type(piece) == Board.PAWN && (rank == 0 || rank == 7)) {
            throw bad(0, "has a pawn on rank " + (rank + 1));
          }
          s.board[rank * 8 + file] = piece;
          if (Board.type(piece) == Board.KING) {
            kings[Board.color(piece)]++;
            s.king[Board.color(piece)] = rank * 8 + file;
          }
          file++;
        }
      }
      if (file != 8) {
        throw bad(0, "rank " + (rank + 1) + " has " + file + " squares, not 8");
      }
    }
    if (kings[0] != 1 || kings[1] != 1) {
      throw bad(
          0,
          "must have one king of each colour, has "
              + kings[0]
              + " white and "
              + kings[1]
              + " black");
    }
    if (!f[1].equals("w") && !f[1].equals("b")) {
      throw bad(1, "must be w or b, got '" + f[1] + "'");
    }
    s.side = f[1].equals("w") ? 0 : 1;
    s.startSide = s.side;
    castling(s, f[2]);
    if (!f[3].equals("-")) {
      int ep = Board.square(f[3]);
      if (ep < 0 || Board.rank(ep) != (s.side == 0 ? 5 : 2)) {
        throw bad(
            3, "must be - or a square on rank " + (s.side == 0 ? 6 : 3) + ", got '" + f[3] + "'");
      }
      s.enPassant = ep;
    }
    if (f.length > 4) {
      s.halfmove = number(f[4], 4, 0);
    }
    if (f.length > 5) {
      s.fullmoveAtStart = number(f[5], 5, 1);
    }
    if (s.attacked(s.king[s.side ^ 1], s.side)) {
      throw bad(1, "gives the move to the side that can take the other king");
    }
    s.finishSetup();
    return s;
  }

  private static int number(String text, int field, int min) {
    try {
      int n = Integer.parseInt(text);
      if (n >= min) {
        return n;
      }
    } catch (NumberFormatException e) {
      // below
    }
    throw bad(field, "must be a whole number of at least " + min + ", got '" + text + "'");
  }

  private static void castling(ChessState s, String field) {
    if (field.equals("-")) {
      return;
    }
    for (char c : field.toCharArray()) {
      int color = Character.isUpperCase(c) ? 0 : 1;
      int back = color == 0 ? 0 : 56;
      int kingSq = s.king[color];
      int rook = Board.ROOK + color * Board.BLACK;
      char lower = Character.toLowerCase(c);
      int rookSq = -1;
      if (lower == 'k' || lower == 'q') {
        int step = lower == 'k' ? 1 : -1;
        for (int sq = lower == 'k' ? back + 7 : back; sq != kingSq; sq -= step) {
          if (s.board[sq] == rook) {
            rookSq = sq;
            break;
          }
        }
      } else if (lower >= 'a' && lower <= 'h') {
        rookSq = back + (lower - 'a');
      } else {
        throw bad(2, "has '" + c + "': use - or letters of KQkq (or rook files, Chess960)");
      }
      if (Board.rank(kingSq) * 8 != back || rookSq < 0 || s.board[rookSq] != rook) {
        throw bad(
            2, "gives '" + c + "' but there is no king on its first rank with a rook" + " there");
      }
      int right = color * 2 + (rookSq > kingSq ? 0 : 1);
      s.castling |= 1 << right;
      s.castleRook[right] = rookSq;
    }
  }

  /** The FEN of {@code s}. */
  static String format(ChessState s) {
    StringBuilder sb = new StringBuilder();
    for (int r = 7; r >= 0; r--) {
      int empty = 0;
      for (int f = 0; f < 8; f++) {
        int p = s.board[r * 8 + f];
        if (p == Board.EMPTY) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(Board.letter(p));
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    sb.append(s.side == 0 ? " w " : " b ");
    StringBuilder rights = new StringBuilder();
    String letters = "KQkq";
    for (int i = 0; i < 4; i++) {
      if ((s.castling & 1 << i) != 0) {
        char c = s.chess960 ? (char) ('a' + Board.file(s.castleRook[i])) : letters.charAt(i);
        rights.append(i < 2 ? Character.toUpperCase(c) : Character.toLowerCase(c));
      }
    }
    sb.append(rights.length() == 0 ? "-" : rights).append(' ');
    sb.append(s.enPassantCapturable() ? Board.name(s.enPassant) : "-");
    sb.append(' ').append(s.halfmove).append(' ').append(s.fullmove());
    return sb.toString();
  }
}
