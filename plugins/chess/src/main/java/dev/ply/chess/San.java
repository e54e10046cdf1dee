package dev.ply.chess;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Standard algebraic notation (FIDE Laws, appendix C): writing a move as players read it ({@code
 * Nf3}, {@code exd5}, {@code Rad1}, {@code e8=Q+}, {@code O-O#}) and reading one back for the
 * position, forgiving what PGN files and people add ({@code !}, {@code ?}, {@code 0-0}, a promotion
 * without {@code =}, a missing or extra check sign).
 */
final class San {

  private static final Pattern MOVE =
      Pattern.compile("([NBRQK])?([a-h])?([1-8])?(x)?([a-h][1-8])(?:=?([NBRQnbrq]))?");

  private San() {}

  static String format(ChessState s, int move) {
    StringBuilder sb = new StringBuilder();
    int from = Moves.from(move);
    int to = Moves.to(move);
    if (Moves.kind(move) == Moves.CASTLE) {
      sb.append(to > from ? "O-O" : "O-O-O");
    } else {
      int piece = s.board[from];
      int type = Board.type(piece);
      boolean capture = s.board[to] != Board.EMPTY || Moves.kind(move) == Moves.EN_PASSANT;
      if (type == Board.PAWN) {
        if (capture) {
          sb.append((char) ('a' + Board.file(from)));
        }
      } else {
        sb.append("  NBRQK".charAt(type));
        sb.append(disambiguation(s, move, type));
      }
      if (capture) {
        sb.append('x');
      }
      sb.append(Board.name(to));
      if (Moves.promotion(move) != 0) {
        sb.append('=').append("  NBRQ".charAt(Moves.promotion(move)));
      }
    }
    s.make(move);
    if (s.inCheck()) {
      sb.append(s.generateLegal(new int[ChessState.MAX_MOVES]) == 0 ? '#' : '+');
    }
    s.unmake();
    return sb.toString();
  }

  /** The file, rank or square of the from square, where another such piece could go there too. */
  private static String disambiguation(ChessState s, int move, int type) {
    int from = Moves.from(move);
    int to = Moves.to(move);
    int[] moves = new int[ChessState.MAX_MOVES];
    int n = s.generateLegal(moves);
    boolean other = false;
    boolean sameFile = false;
    boolean sameRank = false;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      int f = Moves.from(m);
      if (f != from
          && Moves.to(m) == to
          && Moves.kind(m) != Moves.CASTLE
          && Board.type(s.board[f]) == type) {
        other = true;
        sameFile |= Board.file(f) == Board.file(from);
        sameRank |= Board.rank(f) == Board.rank(from);
      }
    }
    if (!other) {
      return "";
    }
    if (!sameFile) {
      return String.valueOf((char) ('a' + Board.file(from)));
    }
    if (!sameRank) {
      return String.valueOf((char) ('1' + Board.rank(from)));
    }
    return Board.name(from);
  }

  /**
   * The legal move {@code text} names here.
   *
   * @throws IllegalArgumentException if it is not a move's text, no legal move matches, or several
   *     do
   */
  static int parse(ChessState s, String text) {
    String t = text.trim().replaceAll("[+#!?]+$", "").replace('0', 'O');
    int[] moves = new int[ChessState.MAX_MOVES];
    int n = s.generateLegal(moves);
    if (t.equals("O-O") || t.equals("O-O-O")) {
      for (int i = 0; i < n; i++) {
        int m = moves[i];
        if (Moves.kind(m) == Moves.CASTLE && (Moves.to(m) > Moves.from(m)) == (t.length() == 3)) {
          return m;
        }
      }
      throw new IllegalArgumentException(text.trim() + " is not legal here");
    }
    Matcher m = MOVE.matcher(t);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "a move is written as UCI (e2e4, e7e8q) or SAN (Nf3,"
              + " exd5, O-O, e8=Q); got '"
              + text.trim()
              + "'");
    }
    int type = m.group(1) == null ? Board.PAWN : "  NBRQK".indexOf(m.group(1).charAt(0));
    int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
    int fromRank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
    int to = Board.square(m.group(5));
    int promotion =
        m.group(6) == null ? 0 : "  NBRQ".indexOf(Character.toUpperCase(m.group(6).charAt(0)));
    int found = -1;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      int from = Moves.from(move);
      if (Moves.kind(move) == Moves.CASTLE
          || Moves.to(move) != to
          || Board.type(s.board[from]) != type
          || Moves.promotion(move) != promotion
          || fromFile >= 0 && Board.file(from) != fromFile
          || fromRank >= 0 && Board.rank(from) != fromRank) {
        continue;
      }
      if (found >= 0) {
        throw new IllegalArgumentException(
            text.trim()
                + " is ambiguous here: say which piece,"
                + " such as "
                + format(s, found)
                + " or "
                + format(s, move));
      }
      found = move;
    }
    if (found < 0) {
      throw new IllegalArgumentException(text.trim() + " is not legal here");
    }
    return found;
  }
}
