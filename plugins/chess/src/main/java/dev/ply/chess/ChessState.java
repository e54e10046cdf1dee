package dev.ply.chess;

import static dev.ply.chess.Board.BISHOP;
import static dev.ply.chess.Board.BLACK;
import static dev.ply.chess.Board.EMPTY;
import static dev.ply.chess.Board.KING;
import static dev.ply.chess.Board.KNIGHT;
import static dev.ply.chess.Board.PAWN;
import static dev.ply.chess.Board.QUEEN;
import static dev.ply.chess.Board.ROOK;

import dev.ply.api.GameState;
import java.util.Arrays;

/**
 * A chess position with play and undo in place: a mailbox of 64 squares, the side to move, castling
 * rights (with the castling rooks' squares, so Chess960 castles by the same rules), the en-passant
 * square, the move clocks, and an incrementally kept Zobrist hash.
 *
 * <p>Legal moves are the pseudo-legal ones (generated from the square tables of {@link Board}) that
 * do not leave the mover's king attacked; castling is generated only when the king's path is not
 * attacked and every square the king and rook cross is empty. The game is over when the side to
 * move has no legal move (checkmate or stalemate) or a draw rule applies, as cutechess ends a game:
 * the fifty-move rule (100 plies without a capture or pawn move, unless that move mates), threefold
 * repetition (the same position with the same side to move, castling and en-passant rights, a third
 * time), or material that cannot mate (king against king with at most one minor piece, or bishops
 * all on squares of one colour). Seat 0 is White.
 *
 * <p>Not thread-safe; {@link #copy()} gives each player its own.
 */
public final class ChessState implements GameState {

  /** More than the legal moves of any chess position (218 is the known maximum). */
  static final int MAX_MOVES = 256;

  /** Castling rights bits: White short, White long, Black short, Black long. */
  static final int WHITE_SHORT = 1;

  static final int WHITE_LONG = 2;
  static final int BLACK_SHORT = 4;
  static final int BLACK_LONG = 8;

  final int[] board = new int[64];
  int side;
  int castling;

  /** The rook squares of the four castling rights, or -1. */
  final int[] castleRook = {-1, -1, -1, -1};

  int enPassant = -1;
  int halfmove;
  int fullmoveAtStart = 1;

  /** The side to move of the start position: 1 if Black. */
  int startSide;

  final int[] king = new int[2];
  long hash;
  final boolean chess960;

  /** The rights each square takes away when a piece leaves or arrives there. */
  private final int[] rightsKept = new int[64];

  private int plies;
  private int[] historyMove = new int[64];
  private int[] historyCaptured = new int[64];
  private int[] historyCastling = new int[64];
  private int[] historyEnPassant = new int[64];
  private int[] historyHalfmove = new int[64];
  private long[] historyHash = new long[64];
  private final int[] scratch = new int[MAX_MOVES];

  ChessState(boolean chess960) {
    this.chess960 = chess960;
  }

  /** After the pieces, rights and rook squares are set: the tables and the hash. */
  void finishSetup() {
    Arrays.fill(rightsKept, 15);
    for (int c = 0; c < 2; c++) {
      rightsKept[king[c]] &= ~(c == 0 ? WHITE_SHORT | WHITE_LONG : BLACK_SHORT | BLACK_LONG);
    }
    for (int i = 0; i < 4; i++) {
      if (castleRook[i] >= 0) {
        rightsKept[castleRook[i]] &= ~(1 << i);
      }
    }
    hash = computeHash();
  }

  /** The start position of standard chess. */
  public static ChessState start() {
    return Fen.parse(Fen.START, false);
  }

  /** The position of a FEN; Chess960 move texts when {@code chess960}. */
  public static ChessState fromFen(String fen, boolean chess960) {
    return Fen.parse(fen, chess960);
  }

  // ---------------------------------------------------------------- GameState

  @Override
  public int playerToMove() {
    return side;
  }

  @Override
  public int maxMoves() {
    return MAX_MOVES;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (drawnByRule()) {
      return 0;
    }
    return generateLegal(buffer);
  }

  @Override
  public boolean isLegal(int move) {
    int n = legalMoves(scratch);
    for (int i = 0; i < n; i++) {
      if (scratch[i] == move) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void play(int move) {
    make(move);
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo");
    }
    unmake();
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    return drawnByRule() || generateLegal(scratch) == 0;
  }

  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("chess has seats 0 and 1, not " + player);
    }
    String reason = endReason();
    if (reason.isEmpty()) {
      throw new IllegalStateException("the game is not over");
    }
    if (!reason.equals("checkmate")) {
      return 0;
    }
    return player == side ? -1 : 1;
  }

  /**
   * How the game ended: {@code checkmate}, {@code stalemate}, {@code fifty-move rule}, {@code
   * threefold repetition}, {@code insufficient material}; {@code ""} while it goes on. A mate on
   * the hundredth quiet ply is a mate.
   */
  @Override
  public String endReason() {
    boolean noMove = generateLegal(scratch) == 0;
    if (noMove) {
      return inCheck() ? "checkmate" : "stalemate";
    }
    if (halfmove >= 100) {
      return "fifty-move rule";
    }
    if (repetitions() >= 3) {
      return "threefold repetition";
    }
    if (insufficientMaterial()) {
      return "insufficient material";
    }
    return "";
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public GameState copy() {
    ChessState c = new ChessState(chess960);
    System.arraycopy(board, 0, c.board, 0, 64);
    c.side = side;
    c.castling = castling;
    System.arraycopy(castleRook, 0, c.castleRook, 0, 4);
    c.enPassant = enPassant;
    c.halfmove = halfmove;
    c.fullmoveAtStart = fullmoveAtStart;
    c.startSide = startSide;
    c.king[0] = king[0];
    c.king[1] = king[1];
    c.hash = hash;
    System.arraycopy(rightsKept, 0, c.rightsKept, 0, 64);
    c.plies = plies;
    c.historyMove = historyMove.clone();
    c.historyCaptured = historyCaptured.clone();
    c.historyCastling = historyCastling.clone();
    c.historyEnPassant = historyEnPassant.clone();
    c.historyHalfmove = historyHalfmove.clone();
    c.historyHash = historyHash.clone();
    return c;
  }

  /**
   * UCI long algebraic: {@code e2e4}, {@code e7e8q}; castling {@code e1g1} (Chess960: {@code
   * e1h1}).
   */
  @Override
  public String moveToText(int move) {
    int from = Moves.from(move);
    int to = Moves.to(move);
    if (Moves.kind(move) == Moves.CASTLE && !chess960) {
      to = (from & ~7) + (to > from ? 6 : 2);
    }
    String text = Board.name(from) + Board.name(to);
    int promotion = Moves.promotion(move);
    return promotion == 0 ? text : text + " pnbrqk".charAt(promotion);
  }

  /**
   * Reads UCI long algebraic ({@code e2e4}, {@code e7e8q}, castling as {@code e1g1} or king takes
   * rook {@code e1h1}) or SAN ({@code Nf3}, {@code O-O}, {@code exd8=Q+}) for this position.
   */
  @Override
  public int textToMove(String text) {
    String t = text.trim();
    if (isLongAlgebraic(t)) {
      int from = Board.square(t.substring(0, 2));
      int to = Board.square(t.substring(2, 4));
      int promotion = t.length() == 5 ? Board.type(Board.piece(t.charAt(4))) : 0;
      int n = legalMoves(scratch);
      for (int i = 0; i < n; i++) {
        int m = scratch[i];
        if (Moves.from(m) == from
            && Moves.promotion(m) == promotion
            && (Moves.to(m) == to || moveToText(m).equals(t.substring(0, 4)))) {
          return m;
        }
      }
      return Moves.of(from, to, promotion, Moves.NORMAL); // read, but not legal here
    }
    return San.parse(this, t);
  }

  /** Whether {@code t} is UCI long algebraic: {@code [a-h][1-8][a-h][1-8][qrbnQRBN]?}. */
  private static boolean isLongAlgebraic(String t) {
    int n = t.length();
    return (n == 4 || n == 5 && "qrbnQRBN".indexOf(t.charAt(4)) >= 0)
        && file(t.charAt(0))
        && rank(t.charAt(1))
        && file(t.charAt(2))
        && rank(t.charAt(3));
  }

  private static boolean file(char c) {
    return c >= 'a' && c <= 'h';
  }

  private static boolean rank(char c) {
    return c >= '1' && c <= '8';
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    for (int r = 7; r >= 0; r--) {
      sb.append(r + 1).append(' ');
      for (int f = 0; f < 8; f++) {
        int p = board[r * 8 + f];
        sb.append(p == EMPTY ? '.' : Board.letter(p)).append(f < 7 ? " " : "");
      }
      sb.append('\n');
    }
    String fen = Fen.format(this);
    sb.append("  a b c d e f g h\n")
        .append(side == 0 ? "White" : "Black")
        .append(" to move\n")
        .append(fen, 0, fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1));
    return sb.toString();
  }

  /** The board drawn with the api's kit: {@link ChessDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    return java.util.Optional.of(ChessDrawing.draw(this, plies > 0 ? historyMove[plies - 1] : -1));
  }

  /** FEN, as UCI engines read it. */
  @Override
  public String notation() {
    return Fen.format(this);
  }

  /** The position in Forsyth-Edwards notation. */
  public String fen() {
    return Fen.format(this);
  }

  /** The move in standard algebraic notation ({@code Nf3}, {@code exd8=Q+}, {@code O-O}). */
  public String san(int move) {
    return San.format(this, move);
  }

  /** SAN, as PGN records write moves. */
  @Override
  public String moveNotation(int move) {
    return san(move);
  }

  /** The full-move number of the position (FEN's sixth field). */
  int fullmove() {
    return fullmoveAtStart + (plies + startSide) / 2;
  }

  // ---------------------------------------------------------------- draws

  /** A draw rule ends the game here (the fifty-move rule yields to a mate). */
  boolean drawnByRule() {
    if (halfmove >= 100) {
      return !(inCheck() && generateLegal(scratch) == 0);
    }
    return repetitions() >= 3 || insufficientMaterial();
  }

  /**
   * How many times this position has stood, this time included, since the last irreversible move.
   */
  int repetitions() {
    int count = 1;
    for (int back = 2; back <= halfmove && back <= plies; back += 2) {
      if (historyHash[plies - back] == hash) {
        count++;
      }
    }
    return count;
  }

  boolean insufficientMaterial() {
    int minors = 0;
    int bishopColours = 0;
    boolean knight = false;
    for (int sq = 0; sq < 64; sq++) {
      int t = Board.type(board[sq]);
      if (t == PAWN || t == ROOK || t == QUEEN) {
        return false;
      }
      if (t == KNIGHT) {
        minors++;
        knight = true;
      } else if (t == BISHOP) {
        minors++;
        bishopColours |= 1 << ((Board.file(sq) + Board.rank(sq)) & 1);
      }
    }
    return minors <= 1 || !knight && bishopColours != 3;
  }

  // ---------------------------------------------------------------- attacks

  boolean inCheck() {
    return attacked(king[side], side ^ 1);
  }

  /** Whether a piece of {@code by} attacks {@code sq}. */
  boolean attacked(int sq, int by) {
    int f = Board.file(sq);
    int pawn = PAWN + by * BLACK;
    if (by == 0) {
      if (sq >= 8 && (f > 0 && board[sq - 9] == pawn || f < 7 && board[sq - 7] == pawn)) {
        return true;
      }
    } else if (sq < 56 && (f > 0 && board[sq + 7] == pawn || f < 7 && board[sq + 9] == pawn)) {
      return true;
    }
    int knight = KNIGHT + by * BLACK;
    for (int t : Board.KNIGHT_TARGETS[sq]) {
      if (board[t] == knight) {
        return true;
      }
    }
    int kingPiece = KING + by * BLACK;
    for (int t : Board.KING_TARGETS[sq]) {
      if (board[t] == kingPiece) {
        return true;
      }
    }
    for (int d = 0; d < 8; d++) {
      int slider = d < 4 ? ROOK : BISHOP;
      for (int t : Board.RAYS[sq][d]) {
        int p = board[t];
        if (p != EMPTY) {
          if (Board.color(p) == by && (Board.type(p) == slider || Board.type(p) == QUEEN)) {
            return true;
          }
          break;
        }
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- generation

  /** The legal moves, in generation order (captures are not sorted apart). */
  int generateLegal(int[] buffer) {
    int n = generatePseudo(buffer);
    int legal = 0;
    int mover = side;
    for (int i = 0; i < n; i++) {
      int m = buffer[i];
      make(m);
      if (!attacked(king[mover], mover ^ 1)) {
        buffer[legal++] = m;
      }
      unmake();
    }
    return legal;
  }

  private int generatePseudo(int[] out) {
    int n = 0;
    int us = side;
    for (int sq = 0; sq < 64; sq++) {
      int p = board[sq];
      if (p == EMPTY || Board.color(p) != us) {
        continue;
      }
      switch (Board.type(p)) {
        case PAWN -> n = pawnMoves(sq, us, out, n);
        case KNIGHT -> n = leaps(sq, us, Board.KNIGHT_TARGETS[sq], out, n);
        case KING -> n = leaps(sq, us, Board.KING_TARGETS[sq], out, n);
        case BISHOP -> n = slides(sq, us, 4, 8, out, n);
        case ROOK -> n = slides(sq, us, 0, 4, out, n);
        default -> n = slides(sq, us, 0, 8, out, n);
      }
    }
    return castlings(us, out, n);
  }

  private int pawnMoves(int sq, int us, int[] out, int n) {
    int dir = us == 0 ? 8 : -8;
    int to = sq + dir;
    boolean promotes = Board.rank(to) == (us == 0 ? 7 : 0);
    if (board[to] == EMPTY) {
      n = pawnMove(sq, to, promotes, Moves.NORMAL, out, n);
      if (Board.rank(sq) == (us == 0 ? 1 : 6) && board[to + dir] == EMPTY) {
        out[n++] = Moves.of(sq, to + dir, 0, Moves.DOUBLE);
      }
    }
    int f = Board.file(sq);
    for (int df = -1; df <= 1; df += 2) {
      if (f + df < 0 || f + df > 7) {
        continue;
      }
      int target = to + df;
      int q = board[target];
      if (q != EMPTY && Board.color(q) != us) {
        n = pawnMove(sq, target, promotes, Moves.NORMAL, out, n);
      } else if (target == enPassant) {
        out[n++] = Moves.of(sq, target, 0, Moves.EN_PASSANT);
      }
    }
    return n;
  }

  private static int pawnMove(int from, int to, boolean promotes, int kind, int[] out, int n) {
    if (!promotes) {
      out[n++] = Moves.of(from, to, 0, kind);
      return n;
    }
    for (int piece = QUEEN; piece >= KNIGHT; piece--) {
      out[n++] = Moves.of(from, to, piece, kind);
    }
    return n;
  }

  private int leaps(int sq, int us, int[] targets, int[] out, int n) {
    for (int t : targets) {
      int q = board[t];
      if (q == EMPTY || Board.color(q) != us) {
        out[n++] = Moves.of(sq, t, 0, Moves.NORMAL);
      }
    }
    return n;
  }

  private int slides(int sq, int us, int firstRay, int lastRay, int[] out, int n) {
    for (int d = firstRay; d < lastRay; d++) {
      for (int t : Board.RAYS[sq][d]) {
        int q = board[t];
        if (q == EMPTY) {
          out[n++] = Moves.of(sq, t, 0, Moves.NORMAL);
        } else {
          if (Board.color(q) != us) {
            out[n++] = Moves.of(sq, t, 0, Moves.NORMAL);
          }
          break;
        }
      }
    }
    return n;
  }

  /**
   * Castling, by the rules that cover standard chess and Chess960: the king goes to the g or c file
   * and the rook to the f or d file; every square either crosses (their destinations included) is
   * empty but for the two of them, and no square of the king's path, its start and destination
   * included, is attacked.
   */
  private int castlings(int us, int[] out, int n) {
    int kingFrom = king[us];
    int back = us == 0 ? 0 : 56;
    for (int i = us * 2; i < us * 2 + 2; i++) {
      int rookFrom = castleRook[i];
      if ((castling & 1 << i) == 0 || rookFrom < 0 || board[rookFrom] != ROOK + us * BLACK) {
        continue;
      }
      boolean shortSide = i % 2 == 0;
      int kingTo = back + (shortSide ? 6 : 2);
      int rookTo = back + (shortSide ? 5 : 3);
      int low = Math.min(Math.min(kingFrom, kingTo), Math.min(rookFrom, rookTo));
      int high = Math.max(Math.max(kingFrom, kingTo), Math.max(rookFrom, rookTo));
      boolean clear = true;
      for (int sq = low; sq <= high && clear; sq++) {
        clear = sq == kingFrom || sq == rookFrom || board[sq] == EMPTY;
      }
      int step = kingTo > kingFrom ? 1 : -1;
      for (int sq = kingFrom; clear; sq += step) {
        clear = !attacked(sq, us ^ 1);
        if (sq == kingTo) {
          break;
        }
      }
      if (clear) {
        out[n++] = Moves.of(kingFrom, rookFrom, 0, Moves.CASTLE);
      }
    }
    return n;
  }

  // ---------------------------------------------------------------- make and unmake

  private void grow() {
    int size = historyMove.length * 2;
    historyMove = Arrays.copyOf(historyMove, size);
    historyCaptured = Arrays.copyOf(historyCaptured, size);
    historyCastling = Arrays.copyOf(historyCastling, size);
    historyEnPassant = Arrays.copyOf(historyEnPassant, size);
    historyHalfmove = Arrays.copyOf(historyHalfmove, size);
    historyHash = Arrays.copyOf(historyHash, size);
  }

  private void put(int sq, int piece) {
    board[sq] = piece;
    hash ^= Zobrist.PIECE[piece][sq];
  }

  private int take(int sq) {
    int piece = board[sq];
    board[sq] = EMPTY;
    hash ^= Zobrist.PIECE[piece][sq];
    return piece;
  }

  void make(int move) {
    if (plies == historyMove.length) {
      grow();
    }
    historyMove[plies] = move;
    historyCastling[plies] = castling;
    historyEnPassant[plies] = enPassant;
    historyHalfmove[plies] = halfmove;
    historyHash[plies] = hash;
    int from = Moves.from(move);
    int to = Moves.to(move);
    int kind = Moves.kind(move);
    int us = side;
    int captured = EMPTY;
    hash ^= epKey();
    enPassant = -1;
    if (kind == Moves.CASTLE) {
      int back = us == 0 ? 0 : 56;
      boolean shortSide = to > from;
      int kingPiece = take(from);
      int rookPiece = take(to);
      put(back + (shortSide ? 6 : 2), kingPiece);
      put(back + (shortSide ? 5 : 3), rookPiece);
      king[us] = back + (shortSide ? 6 : 2);
      halfmove++;
    } else {
      int piece = take(from);
      if (kind == Moves.EN_PASSANT) {
        captured = take(to + (us == 0 ? -8 : 8));
      } else if (board[to] != EMPTY) {
        captured = take(to);
      }
      int promotion = Moves.promotion(move);
      put(to, promotion == 0 ? piece : promotion + us * BLACK);
      if (Board.type(piece) == KING) {
        king[us] = to;
      }
      if (kind == Moves.DOUBLE) {
        enPassant = (from + to) / 2;
      }
      halfmove = Board.type(piece) == PAWN || captured != EMPTY ? 0 : halfmove + 1;
    }
    historyCaptured[plies] = captured;
    hash ^= Zobrist.CASTLING[castling];
    castling &= rightsKept[from] & rightsKept[to];
    hash ^= Zobrist.CASTLING[castling];
    side ^= 1;
    hash ^= Zobrist.BLACK_TO_MOVE;
    hash ^= epKey();
    plies++;
  }

  void unmake() {
    plies--;
    int move = historyMove[plies];
    int from = Moves.from(move);
    int to = Moves.to(move);
    int kind = Moves.kind(move);
    side ^= 1;
    int us = side;
    if (kind == Moves.CASTLE) {
      int back = us == 0 ? 0 : 56;
      boolean shortSide = to > from;
      int kingSq = back + (shortSide ? 6 : 2);
      int rookSq = back + (shortSide ? 5 : 3);
      int kingPiece = board[kingSq];
      int rookPiece = board[rookSq];
      board[kingSq] = EMPTY;
      board[rookSq] = EMPTY;
      board[from] = kingPiece;
      board[to] = rookPiece;
      king[us] = from;
    } else {
      int piece = board[to];
      board[to] = EMPTY;
      board[from] = Moves.promotion(move) == 0 ? piece : PAWN + us * BLACK;
      int captured = historyCaptured[plies];
      if (kind == Moves.EN_PASSANT) {
        board[to + (us == 0 ? -8 : 8)] = captured;
      } else {
        board[to] = captured;
      }
      if (Board.type(piece) == KING) {
        king[us] = from;
      }
    }
    castling = historyCastling[plies];
    enPassant = historyEnPassant[plies];
    halfmove = historyHalfmove[plies];
    hash = historyHash[plies];
  }

  /**
   * The en-passant key, only when a capture there is possible (an enemy pawn beside the pawn that
   * just advanced two squares), so that positions that do not differ in what can be played have
   * equal hashes, as the repetition rule requires.
   */
  private long epKey() {
    return enPassantCapturable() ? Zobrist.EN_PASSANT_FILE[Board.file(enPassant)] : 0;
  }

  /** Whether a pawn of the side to move stands beside the pawn that just advanced two squares. */
  boolean enPassantCapturable() {
    if (enPassant < 0) {
      return false;
    }
    int pawnSq = enPassant + (side == 0 ? -8 : 8);
    int capturer = PAWN + side * BLACK;
    int f = Board.file(pawnSq);
    return f > 0 && board[pawnSq - 1] == capturer || f < 7 && board[pawnSq + 1] == capturer;
  }

  long computeHash() {
    long h = 0;
    for (int sq = 0; sq < 64; sq++) {
      if (board[sq] != EMPTY) {
        h ^= Zobrist.PIECE[board[sq]][sq];
      }
    }
    if (side == 1) {
      h ^= Zobrist.BLACK_TO_MOVE;
    }
    h ^= Zobrist.CASTLING[castling];
    return h ^ epKey();
  }
}
