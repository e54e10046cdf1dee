package dev.ply.go;

import dev.ply.api.GameState;
import java.util.Arrays;

/**
 * A Go position, played and taken back in place: the board, the player to move, the consecutive
 * passes, the simple-ko point, and the boards seen so far for the superko rules.
 *
 * <p><b>Board.</b> One {@code int} a cell in a padded array ({@link Geometry}): {@link #EMPTY},
 * {@link #BLACK}, {@link #WHITE}, or {@link #EDGE} on the frame. Seat 0 is Black and moves first,
 * seat 1 is White; a seat's colour is the seat plus one.
 *
 * <p><b>Legal moves.</b> {@link #legalMoves(int[])} first labels every chain with its number of
 * liberties and the XOR of its stone keys (one flood fill over the board), then decides each empty
 * point from its four neighbours alone: the stone breathes when a neighbour is empty, is a friendly
 * chain with another liberty, or is an enemy chain in atari (which it captures); otherwise it is
 * suicide, which is illegal. The board hash after the move is the hash now, the new stone's key and
 * the keys of the captured chains, so a superko rule costs one look-up in {@link PositionSet} per
 * point. Under the simple rule only the ko point is refused.
 *
 * <p><b>Play and undo.</b> Play places the stone, removes enemy chains left without liberties
 * (pushing their cells onto one stack of captured stones), sets the ko point and adds the new board
 * to the set of boards seen. Undo takes the stone away, puts the captured stones back from the
 * stack and restores the rest from a history of one packed {@code int} and two {@code long}s a ply:
 *
 * <pre>
 *   info bits  field
 *   0-9        the ko point before the move, a cell, plus 1 (0 for none)
 *   10-11      consecutive passes before the move, 0 or 1
 *   12         1 when the move added its position to the set of boards seen
 * </pre>
 *
 * Nothing is allocated in play, undo or legalMoves, except when a history array grows (doubling). A
 * copy clones every array, the set of boards seen included, so it can be undone to the start.
 *
 * <p><b>Hash</b> ({@link Zobrist}): the board, the player to move, a pending simple-ko point and
 * the consecutive passes, updated move by move. The boards a superko rule remembers are not in it:
 * two positions alike in all of that but with different histories hash alike, and a transposition
 * table may take one for the other (the graph history interaction, which every Go program lives
 * with).
 *
 * <p><b>Score</b> (Tromp–Taylor area scoring): a player's score is the number of her stones plus
 * the empty points that reach only her colour; komi goes to White. Scores and margins are kept in
 * <em>half points</em> ({@code komi2} = komi × 2), so that 7.5 is the integer 15 and nothing
 * rounds: the utility of a finished game is the winner's margin in half points, {@code B+3.5} being
 * +7 for Black and −7 for White.
 */
final class GoState implements GameState {

  static final int EMPTY = 0;
  static final int BLACK = 1;
  static final int WHITE = 2;
  static final int EDGE = 3;

  private static final int KO_MASK = 0x3FF;
  private static final int PASSES_SHIFT = 10;
  private static final int INSERTED = 1 << 12;

  private final Geometry g;
  private final KoRule koRule;
  private final int komi2;
  private final int[] board;

  /** The boards (positional) or board-and-mover pairs (situational) seen; null under simple ko. */
  private final PositionSet seen;

  private int toMove;
  private int passes;

  /** The cell the player to move may not play on (simple ko only), or -1. */
  private int koCell = -1;

  private long boardHash;
  private long hash;

  private int plies;
  private int[] moveHistory = new int[128];
  private int[] infoHistory = new int[128];
  private long[] hashHistory = new long[128];
  private long[] boardHashHistory = new long[128];
  private int[] capturedFrom = new int[128];

  /** The cells of every stone captured so far, in the order of the plies that took them. */
  private int[] captured = new int[256];

  private int capturedTop;

  // Scratch space of the flood fills: not part of the position; each copy has its own.
  private final int[] stack;
  private final int[] mark;

  /** Chains already counted as captured by one {@link #localLegality(int)}, by stamp. */
  private final int[] tagged;

  private int stamp;
  private final int[] label;
  private final int[] chainLiberties;
  private final long[] chainKeys;
  private final int[] codes;
  private int areaBlack;
  private int areaWhite;

  /** The empty board, Black to move. */
  GoState(Geometry geometry, KoRule koRule, int komi2) {
    this.g = geometry;
    this.koRule = koRule;
    this.komi2 = komi2;
    this.board = new int[g.cells];
    Arrays.fill(board, EDGE);
    for (int cell : g.cellOf) {
      board[cell] = EMPTY;
    }
    this.stack = new int[g.points];
    this.mark = new int[g.cells];
    this.tagged = new int[g.cells];
    this.label = new int[g.cells];
    this.chainLiberties = new int[g.points];
    this.chainKeys = new long[g.points];
    this.codes = new int[g.points];
    this.boardHash = Zobrist.EMPTY_BOARD;
    this.seen = koRule == KoRule.SIMPLE ? null : new PositionSet();
    start();
  }

  private GoState(GoState o) {
    this.g = o.g;
    this.koRule = o.koRule;
    this.komi2 = o.komi2;
    this.board = o.board.clone();
    this.seen = o.seen == null ? null : o.seen.copy();
    this.toMove = o.toMove;
    this.passes = o.passes;
    this.koCell = o.koCell;
    this.boardHash = o.boardHash;
    this.hash = o.hash;
    this.plies = o.plies;
    this.moveHistory = o.moveHistory.clone();
    this.infoHistory = o.infoHistory.clone();
    this.hashHistory = o.hashHistory.clone();
    this.boardHashHistory = o.boardHashHistory.clone();
    this.capturedFrom = o.capturedFrom.clone();
    this.captured = o.captured.clone();
    this.capturedTop = o.capturedTop;
    this.stack = new int[o.stack.length];
    this.mark = new int[o.mark.length];
    this.tagged = new int[o.tagged.length];
    this.label = new int[o.label.length];
    this.chainLiberties = new int[o.chainLiberties.length];
    this.chainKeys = new long[o.chainKeys.length];
    this.codes = new int[o.codes.length];
  }

  /**
   * A position set up stone by stone, as the start of a game (no history): for tests and tools.
   *
   * @param rows the board as {@link #notation()} writes its first part: rows from the top,
   *     separated by {@code /}, each point {@code X} (black), {@code O} (white) or {@code .}
   * @param toMove 0 for Black, 1 for White
   * @throws IllegalArgumentException when the rows do not fit the size or a chain has no liberty
   */
  static GoState setUp(Geometry geometry, KoRule koRule, int komi2, String rows, int toMove) {
    GoState s = new GoState(geometry, koRule, komi2);
    String[] lines = rows.split("/", -1);
    if (lines.length != geometry.size) {
      throw new IllegalArgumentException(
          "expected " + geometry.size + " rows, got " + lines.length + ": " + rows);
    }
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].length() != geometry.size) {
        throw new IllegalArgumentException(
            "row "
                + (i + 1)
                + " from the top is not "
                + geometry.size
                + " points long: "
                + lines[i]);
      }
      for (int column = 0; column < geometry.size; column++) {
        int colour =
            switch (lines[i].charAt(column)) {
              case '.' -> EMPTY;
              case 'X', 'x' -> BLACK;
              case 'O', 'o' -> WHITE;
              default ->
                  throw new IllegalArgumentException(
                      "a point is X, O or ., got '" + lines[i].charAt(column) + "' in " + rows);
            };
        int cell = geometry.cell(geometry.size - 1 - i, column);
        s.board[cell] = colour;
        if (colour != EMPTY) {
          s.boardHash ^= Zobrist.STONE[colour][cell];
        }
      }
    }
    int chains = s.labelChains();
    for (int k = 0; k < chains; k++) {
      if (s.chainLiberties[k] == 0) {
        throw new IllegalArgumentException("a chain without a liberty is no position: " + rows);
      }
    }
    s.toMove = toMove;
    if (s.seen != null) {
      s.seen.removeLast();
    }
    s.start();
    return s;
  }

  /** Hashes the position and records it as the first one seen. */
  private void start() {
    hash = fullHash();
    if (seen != null) {
      seen.add(positionKey(boardHash, toMove));
    }
  }

  private long fullHash() {
    return boardHash
        ^ (toMove == 1 ? Zobrist.WHITE_TO_MOVE : 0)
        ^ (koCell >= 0 ? Zobrist.KO[koCell] : 0)
        ^ (passes > 0 ? Zobrist.PASSES[passes] : 0);
  }

  /** What the superko rule compares: the board, and under situational superko the mover too. */
  private long positionKey(long boardKey, int seatToMove) {
    return koRule == KoRule.SITUATIONAL && seatToMove == 1
        ? boardKey ^ Zobrist.WHITE_TO_MOVE
        : boardKey;
  }

  // ---------------------------------------------------------------------------------------------
  // Chains and legality

  private int nextStamp() {
    if (++stamp == Integer.MAX_VALUE) {
      Arrays.fill(mark, 0);
      Arrays.fill(tagged, 0);
      stamp = 1;
    }
    return stamp;
  }

  /**
   * Labels every chain: {@code label[cell]} is its number for a stone, and each chain gets its
   * number of liberties and the XOR of its stones' keys. Returns the number of chains.
   */
  private int labelChains() {
    for (int cell : g.cellOf) {
      label[cell] = -1;
    }
    int chains = 0;
    for (int cell : g.cellOf) {
      int colour = board[cell];
      if (colour == EMPTY || label[cell] >= 0) {
        continue;
      }
      int k = chains++;
      int liberties = 0;
      long keys = 0;
      int seenStamp = nextStamp();
      int sp = 0;
      label[cell] = k;
      stack[sp++] = cell;
      while (sp > 0) {
        int x = stack[--sp];
        keys ^= Zobrist.STONE[colour][x];
        for (int d : g.directions) {
          int y = x + d;
          int v = board[y];
          if (v == EMPTY) {
            if (mark[y] != seenStamp) {
              mark[y] = seenStamp;
              liberties++;
            }
          } else if (v == colour && label[y] < 0) {
            label[y] = k;
            stack[sp++] = y;
          }
        }
      }
      chainLiberties[k] = liberties;
      chainKeys[k] = keys;
    }
    return chains;
  }

  /**
   * Whether the player to move may play on {@code cell}, after {@link #labelChains()}: 0 when not,
   * 1 when it may, 2 when it may and captures.
   */
  private int legality(int cell) {
    if (board[cell] != EMPTY || cell == koCell) {
      return 0;
    }
    int colour = toMove + 1;
    int enemy = 3 - colour;
    boolean breathes = false;
    long capturedKeys = 0;
    int first = -1;
    int second = -1;
    int third = -1;
    for (int d : g.directions) {
      int y = cell + d;
      int v = board[y];
      if (v == EMPTY) {
        breathes = true;
      } else if (v == colour) {
        breathes |= chainLiberties[label[y]] >= 2;
      } else if (v == enemy) {
        int k = label[y];
        if (chainLiberties[k] == 1 && k != first && k != second && k != third) {
          capturedKeys ^= chainKeys[k];
          if (first < 0) {
            first = k;
          } else if (second < 0) {
            second = k;
          } else {
            third = k;
          }
        }
      }
    }
    boolean captures = first >= 0;
    if (!breathes && !captures) {
      return 0; // suicide
    }
    if (seen != null) {
      long after = boardHash ^ Zobrist.STONE[colour][cell] ^ capturedKeys;
      if (seen.contains(positionKey(after, 1 - toMove))) {
        return 0; // superko
      }
    }
    return captures ? 2 : 1;
  }

  @Override
  public int playerToMove() {
    return toMove;
  }

  @Override
  public int maxMoves() {
    return g.points + 1;
  }

  /**
   * Captures first, then the other points, each group from the centre of the board outwards ({@link
   * Geometry#centreFirst}), then the pass.
   */
  @Override
  public int legalMoves(int[] buffer) {
    if (passes >= 2) {
      return 0;
    }
    labelChains();
    int n = 0;
    for (int move : g.centreFirst) {
      int code = legality(g.cellOf[move]);
      codes[move] = code;
      if (code == 2) {
        buffer[n++] = move;
      }
    }
    for (int move : g.centreFirst) {
      if (codes[move] == 1) {
        buffer[n++] = move;
      }
    }
    buffer[n++] = g.pass;
    return n;
  }

  @Override
  public boolean isLegal(int move) {
    if (passes >= 2 || move < 0 || move > g.pass) {
      return false;
    }
    return move == g.pass || localLegality(g.cellOf[move]);
  }

  /**
   * {@link #legality(int)} for one point without labelling the whole board: the neighbouring chains
   * are flood-filled from the point (what the referee's check of one move needs).
   */
  private boolean localLegality(int cell) {
    if (board[cell] != EMPTY || cell == koCell) {
      return false;
    }
    int colour = toMove + 1;
    int enemy = 3 - colour;
    boolean breathes = false;
    boolean captures = false;
    long capturedKeys = 0;
    int taken = nextStamp();
    for (int d : g.directions) {
      int y = cell + d;
      int v = board[y];
      if (v == EMPTY) {
        breathes = true;
      } else if (v == colour) {
        breathes = breathes || hasLibertyBesides(y, cell);
      } else if (v == enemy && tagged[y] != taken && !hasLibertyBesides(y, cell)) {
        captures = true;
        capturedKeys ^= markChain(y, taken);
      }
    }
    if (!breathes && !captures) {
      return false;
    }
    if (seen == null) {
      return true;
    }
    long after = boardHash ^ Zobrist.STONE[colour][cell] ^ capturedKeys;
    return !seen.contains(positionKey(after, 1 - toMove));
  }

  /** Whether the chain of the stone on {@code cell} has a liberty other than {@code except}. */
  private boolean hasLibertyBesides(int cell, int except) {
    int colour = board[cell];
    int visit = nextStamp();
    int sp = 0;
    mark[cell] = visit;
    stack[sp++] = cell;
    while (sp > 0) {
      int x = stack[--sp];
      for (int d : g.directions) {
        int y = x + d;
        int v = board[y];
        if (v == EMPTY && y != except) {
          return true;
        }
        if (v == colour && mark[y] != visit) {
          mark[y] = visit;
          stack[sp++] = y;
        }
      }
    }
    return false;
  }

  /** Sets {@code tagged} to {@code tag} on the chain of {@code cell}; returns its stones' keys. */
  private long markChain(int cell, int tag) {
    int colour = board[cell];
    long keys = 0;
    int sp = 0;
    tagged[cell] = tag;
    stack[sp++] = cell;
    while (sp > 0) {
      int x = stack[--sp];
      keys ^= Zobrist.STONE[colour][x];
      for (int d : g.directions) {
        int y = x + d;
        if (board[y] == colour && tagged[y] != tag) {
          tagged[y] = tag;
          stack[sp++] = y;
        }
      }
    }
    return keys;
  }

  // ---------------------------------------------------------------------------------------------
  // Play and undo

  @Override
  public void play(int move) {
    if (plies == moveHistory.length) {
      growHistory();
    }
    if (capturedTop + g.points > captured.length) {
      captured = Arrays.copyOf(captured, 2 * captured.length + g.points);
    }
    int i = plies;
    moveHistory[i] = move;
    hashHistory[i] = hash;
    boardHashHistory[i] = boardHash;
    capturedFrom[i] = capturedTop;
    int info = (koCell + 1) | passes << PASSES_SHIFT;
    int colour = toMove + 1;
    koCell = -1;
    if (move == g.pass) {
      passes++;
    } else {
      passes = 0;
      int cell = g.cellOf[move];
      board[cell] = colour;
      boardHash ^= Zobrist.STONE[colour][cell];
      int enemy = 3 - colour;
      int taken = 0;
      for (int d : g.directions) {
        int y = cell + d;
        if (board[y] == enemy && !hasLiberty(y)) {
          taken += remove(y, enemy);
        }
      }
      if (koRule == KoRule.SIMPLE && taken == 1 && isLoneWithOneLiberty(cell)) {
        koCell = captured[capturedTop - 1];
      }
    }
    toMove = 1 - toMove;
    if (seen != null
        && (move != g.pass || koRule == KoRule.SITUATIONAL)
        && seen.add(positionKey(boardHash, toMove))) {
      info |= INSERTED;
    }
    infoHistory[i] = info;
    plies++;
    hash = fullHash();
  }

  /** Whether the chain of the stone on {@code cell} has a liberty (no cell is -1). */
  private boolean hasLiberty(int cell) {
    return hasLibertyBesides(cell, -1);
  }

  /** Takes the chain of {@code cell} off the board onto the captured stack; returns its size. */
  private int remove(int cell, int colour) {
    int count = 0;
    int sp = 0;
    board[cell] = EMPTY;
    stack[sp++] = cell;
    while (sp > 0) {
      int x = stack[--sp];
      boardHash ^= Zobrist.STONE[colour][x];
      captured[capturedTop++] = x;
      count++;
      for (int d : g.directions) {
        int y = x + d;
        if (board[y] == colour) {
          board[y] = EMPTY;
          stack[sp++] = y;
        }
      }
    }
    return count;
  }

  /** Whether the stone on {@code cell} has no friendly neighbour and exactly one liberty. */
  private boolean isLoneWithOneLiberty(int cell) {
    int colour = board[cell];
    int liberties = 0;
    for (int d : g.directions) {
      int v = board[cell + d];
      if (v == colour) {
        return false;
      }
      if (v == EMPTY) {
        liberties++;
      }
    }
    return liberties == 1;
  }

  private void growHistory() {
    int size = moveHistory.length * 2;
    moveHistory = Arrays.copyOf(moveHistory, size);
    infoHistory = Arrays.copyOf(infoHistory, size);
    hashHistory = Arrays.copyOf(hashHistory, size);
    boardHashHistory = Arrays.copyOf(boardHashHistory, size);
    capturedFrom = Arrays.copyOf(capturedFrom, size);
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    int i = --plies;
    int move = moveHistory[i];
    int info = infoHistory[i];
    if ((info & INSERTED) != 0) {
      seen.removeLast();
    }
    toMove = 1 - toMove;
    if (move != g.pass) {
      board[g.cellOf[move]] = EMPTY;
      int enemy = 2 - toMove;
      int from = capturedFrom[i];
      for (int j = from; j < capturedTop; j++) {
        board[captured[j]] = enemy;
      }
      capturedTop = from;
    }
    koCell = (info & KO_MASK) - 1;
    passes = info >>> PASSES_SHIFT & 3;
    hash = hashHistory[i];
    boardHash = boardHashHistory[i];
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    return passes >= 2;
  }

  // ---------------------------------------------------------------------------------------------
  // Score

  /**
   * Counts the area of both colours into {@link #areaBlack} and {@link #areaWhite}: stones, plus
   * empty regions that reach only that colour (Tromp–Taylor).
   */
  private void countArea() {
    int black = 0;
    int white = 0;
    int visit = nextStamp();
    for (int cell : g.cellOf) {
      int colour = board[cell];
      if (colour == BLACK) {
        black++;
      } else if (colour == WHITE) {
        white++;
      } else if (mark[cell] != visit) {
        int size = 0;
        int reaches = 0;
        int sp = 0;
        mark[cell] = visit;
        stack[sp++] = cell;
        while (sp > 0) {
          int x = stack[--sp];
          size++;
          for (int d : g.directions) {
            int y = x + d;
            int v = board[y];
            if (v == EMPTY) {
              if (mark[y] != visit) {
                mark[y] = visit;
                stack[sp++] = y;
              }
            } else if (v != EDGE) {
              reaches |= v;
            }
          }
        }
        if (reaches == BLACK) {
          black += size;
        } else if (reaches == WHITE) {
          white += size;
        }
      }
    }
    areaBlack = black;
    areaWhite = white;
  }

  /**
   * Black's Tromp–Taylor score minus White's, komi included, in half points: what the game is worth
   * to Black if it ended now.
   */
  int blackMargin2() {
    countArea();
    return 2 * (areaBlack - areaWhite) - komi2;
  }

  /** The winner's margin in half points: {@code B+3.5} is +7 for Black and −7 for White. */
  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player);
    }
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    int margin = blackMargin2();
    return player == 0 ? margin : -margin;
  }

  /**
   * The score as GTP's {@code final_score} writes it, by the Tromp–Taylor count of the board as it
   * stands: {@code B+3.5}, {@code W+0.5}, or {@code 0} for a tie.
   */
  String score() {
    int margin = blackMargin2();
    return margin == 0 ? "0" : (margin > 0 ? "B+" : "W+") + halfPoints(Math.abs(margin));
  }

  /** {@code B+3.5} or {@code W+0.5} once the game is over (two passes), {@code jigo} for a tie. */
  @Override
  public String endReason() {
    if (!isTerminal()) {
      return "";
    }
    String score = score();
    return score.equals("0") ? "jigo" : score;
  }

  /** {@code 15} as {@code 7.5}, {@code -1} as {@code -0.5}, {@code 4} as {@code 2}. */
  static String halfPoints(int half) {
    int a = Math.abs(half);
    return (half < 0 ? "-" : "") + a / 2 + (a % 2 == 1 ? ".5" : "");
  }

  // ---------------------------------------------------------------------------------------------
  // Text

  @Override
  public long hash() {
    return hash;
  }

  /** The board alone: stones and the empty start value, what positional superko compares. */
  long boardHash() {
    return boardHash;
  }

  @Override
  public GameState copy() {
    return new GoState(this);
  }

  Geometry geometry() {
    return g;
  }

  KoRule koRule() {
    return koRule;
  }

  int komi2() {
    return komi2;
  }

  /** The colour on the point of {@code move}: {@link #EMPTY}, {@link #BLACK} or {@link #WHITE}. */
  int colourAt(int move) {
    return board[g.cellOf[move]];
  }

  @Override
  public String moveToText(int move) {
    if (move < 0 || move > g.pass) {
      throw new IllegalArgumentException(
          "no move " + move + " on a " + g.size + "x" + g.size + " board");
    }
    return g.text(move);
  }

  @Override
  public int textToMove(String text) {
    return g.parse(text);
  }

  /**
   * The board from the top row down, rows separated by {@code /}, {@code X} black, {@code O} white,
   * {@code .} empty, then a space and {@code b} or {@code w} for the player to move: {@code
   * .X./OX./... w}.
   */
  @Override
  public String notation() {
    StringBuilder sb = new StringBuilder(g.points + g.size + 2);
    for (int row = g.size - 1; row >= 0; row--) {
      for (int column = 0; column < g.size; column++) {
        sb.append(".XO".charAt(board[g.cell(row, column)]));
      }
      sb.append(row > 0 ? '/' : ' ');
    }
    return sb.append(toMove == 0 ? 'b' : 'w').toString();
  }

  /**
   * The board with GTP coordinates, {@code X} black and {@code O} white, then a line on whose turn
   * it is (or the result), the area count so far and, when it applies, the ko point or the pass
   * that a second pass would answer. It shows nothing the hash leaves out.
   */
  /** The board drawn with the api's kit: {@link GoDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    int[][] colours = new int[g.size][g.size];
    for (int row = 0; row < g.size; row++) {
      for (int column = 0; column < g.size; column++) {
        colours[row][column] = board[g.cell(row, column)];
      }
    }
    int[] taken = new int[2];
    for (int i = 0; i < plies; i++) {
      int next = i + 1 < plies ? capturedFrom[i + 1] : capturedTop;
      taken[(toMove + plies - i) & 1] += next - capturedFrom[i];
    }
    String last = plies > 0 ? g.text(moveHistory[plies - 1]) : "";
    StringBuilder caption = new StringBuilder();
    if (!last.isEmpty()) {
      caption.append("last ").append(last).append(" · ");
    }
    caption.append("captured: B ").append(taken[0]).append(", W ").append(taken[1]);
    caption.append(" · ");
    caption.append(isTerminal() ? endReason() : (toMove == 0 ? "Black" : "White") + " to move");
    int lastMove = plies > 0 && moveHistory[plies - 1] != g.pass ? moveHistory[plies - 1] : -1;
    return java.util.Optional.of(
        GoDrawing.draw(colours, lastMove, isTerminal(), caption.toString()));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    String columns = columnLine();
    sb.append(columns);
    for (int row = g.size - 1; row >= 0; row--) {
      String number = Integer.toString(row + 1);
      sb.append(number.length() == 1 ? " " : "").append(number);
      for (int column = 0; column < g.size; column++) {
        sb.append(' ').append(".XO".charAt(board[g.cell(row, column)]));
      }
      sb.append(' ').append(number).append('\n');
    }
    sb.append(columns);
    int margin = blackMargin2();
    String area = "Black " + areaBlack + ", White " + areaWhite + " + komi " + halfPoints(komi2);
    if (isTerminal()) {
      sb.append("game over after two passes: ")
          .append(endReason())
          .append(" (")
          .append(area)
          .append(')');
      return sb.toString();
    }
    sb.append(toMove == 0 ? "Black (X)" : "White (O)")
        .append(" to move; area now ")
        .append(area)
        .append(": ")
        .append(margin == 0 ? "even" : (margin > 0 ? "B+" : "W+") + halfPoints(Math.abs(margin)));
    if (koCell >= 0) {
      sb.append("\nko: ").append(g.text(g.moveOf[koCell])).append(" may not be retaken now");
    }
    if (passes == 1) {
      sb.append("\n")
          .append(toMove == 0 ? "White" : "Black")
          .append(" passed: a pass now ends the game");
    }
    return sb.toString();
  }

  private String columnLine() {
    StringBuilder sb = new StringBuilder("  ");
    for (int column = 0; column < g.size; column++) {
      sb.append(' ').append(Geometry.COLUMNS.charAt(column));
    }
    return sb.append('\n').toString();
  }
}
