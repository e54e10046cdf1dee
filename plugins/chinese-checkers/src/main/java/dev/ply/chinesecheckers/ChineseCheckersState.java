package dev.ply.chinesecheckers;

import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.Locale;

/**
 * A Chinese Checkers position: who is in each hole, whose turn it is, who has finished and in what
 * order, and the moves played (for undo). Rules in {@link ChineseCheckersGame}.
 *
 * <p>A move is {@code from * 256 + to} (holes numbered as in {@link StarBoard}), or {@link #PASS}.
 */
final class ChineseCheckersState implements GameState {

  static final int PASS = 1 << 16;
  private static final int EMPTY = -1;

  /** Each seat's home corner, by number of players; its goal is the opposite corner. */
  static int[] homes(int players) {
    return switch (players) {
      case 2 -> new int[] {0, 3};
      case 3 -> new int[] {0, 2, 4};
      case 4 -> new int[] {0, 1, 3, 4};
      case 6 -> new int[] {0, 1, 2, 3, 4, 5};
      default -> throw new IllegalArgumentException("Chinese Checkers seats 2, 3, 4 or 6 players");
    };
  }

  private final StarBoard board;
  private final int players;
  private final int limit; // moves in all before the game is ranked by distance
  private final int[] goal;
  private final int[] occupant;
  private int toMove;
  private int plies;
  private final int[] place; // the finishing place of each seat from 0, or -1
  private int finished;
  private int[] history = new int[256]; // per ply: move, mover, whether it finished the mover
  private long hash;
  private int[] seen; // search stamps of the jump search, per hole
  private int stamp;
  private int[] queue;
  private int[] pieceMoves; // one piece's moves, for isLegal

  ChineseCheckersState(StarBoard board, int players, int turns) {
    this.board = board;
    this.players = players;
    this.limit = turns * players;
    this.goal = new int[players];
    this.occupant = new int[board.cells];
    Arrays.fill(occupant, EMPTY);
    this.place = new int[players];
    Arrays.fill(place, -1);
    int[] home = homes(players);
    for (int seat = 0; seat < players; seat++) {
      goal[seat] = (home[seat] + 3) % 6;
      for (int cell : board.cornerCells[home[seat]]) {
        occupant[cell] = seat;
        hash ^= pieceKey(cell, seat);
      }
    }
    hash ^= turnKey(0);
    this.seen = new int[board.cells];
    this.queue = new int[board.cells];
    this.pieceMoves = new int[board.cells];
  }

  private ChineseCheckersState(ChineseCheckersState other) {
    this.board = other.board;
    this.players = other.players;
    this.limit = other.limit;
    this.goal = other.goal.clone();
    this.occupant = other.occupant.clone();
    this.toMove = other.toMove;
    this.plies = other.plies;
    this.place = other.place.clone();
    this.finished = other.finished;
    this.history = other.history.clone();
    this.hash = other.hash;
    this.seen = new int[board.cells];
    this.queue = new int[board.cells];
    this.pieceMoves = new int[board.cells];
  }

  private static long mix(long x) {
    long z = x * 0x9E3779B97F4A7C15L + 0x2545F4914F6CDD1DL;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private static long pieceKey(int cell, int seat) {
    return mix(cell * 8L + seat);
  }

  private static long turnKey(int seat) {
    return mix(100_000L + seat);
  }

  private static final long LIMIT_KEY = mix(300_000L);

  private static long placeKey(int seat, int place) {
    return mix(200_000L + seat * 8L + place);
  }

  @Override
  public int playerToMove() {
    return toMove;
  }

  @Override
  public int maxMoves() {
    // Each piece can reach at most every hole.
    return Math.max(1, board.cornerCells[0].length * board.cells);
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (isTerminal()) {
      return 0;
    }
    int n = 0;
    for (int from = 0; from < board.cells; from++) {
      if (occupant[from] == toMove) {
        n = movesFrom(from, buffer, n);
      }
    }
    if (n == 0) {
      buffer[n++] = PASS;
    }
    return n;
  }

  /**
   * Adds the moves of the piece on {@code from}: its steps, then the ends of its jump chains. A
   * piece in its goal only moves to another hole of the goal (a chain may pass outside it).
   */
  private int movesFrom(int from, int[] buffer, int n) {
    int home = board.corner[from] == goal[occupant[from]] ? goal[occupant[from]] : -1;
    for (int d = 0; d < 6; d++) {
      int to = board.step[from][d];
      if (to >= 0 && occupant[to] == EMPTY && (home < 0 || board.corner[to] == home)) {
        buffer[n++] = from * 256 + to;
      }
    }
    // Breadth-first over the holes the piece can jump to; it has left its own hole meanwhile (which
    // changes nothing: a chain only reaches holes an even vector away, never one next to the
    // start).
    stamp++;
    int piece = occupant[from];
    occupant[from] = EMPTY;
    seen[from] = stamp;
    int head = 0;
    int tail = 0;
    queue[tail++] = from;
    while (head < tail) {
      int at = queue[head++];
      for (int d = 0; d < 6; d++) {
        int over = board.step[at][d];
        int to = board.leap[at][d];
        if (to >= 0
            && over >= 0
            && occupant[over] != EMPTY
            && occupant[to] == EMPTY
            && seen[to] != stamp) {
          seen[to] = stamp;
          queue[tail++] = to;
          if (home < 0 || board.corner[to] == home) {
            buffer[n++] = from * 256 + to;
          }
        }
      }
    }
    occupant[from] = piece;
    return n;
  }

  /** Answers from the one piece's moves, not the whole list: the referee asks at every move. */
  @Override
  public boolean isLegal(int move) {
    if (isTerminal()) {
      return false;
    }
    if (move == PASS) {
      int[] all = new int[maxMoves()];
      return legalMoves(all) == 1 && all[0] == PASS;
    }
    int from = move >>> 8;
    int to = move & 0xFF;
    if (move < 0 || from >= board.cells || to >= board.cells || occupant[from] != toMove) {
      return false;
    }
    int n = movesFrom(from, pieceMoves, 0);
    for (int i = 0; i < n; i++) {
      if (pieceMoves[i] == move) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void play(int move) {
    int mover = toMove;
    int done = 0;
    if (move != PASS) {
      int from = move >>> 8;
      int to = move & 0xFF;
      occupant[from] = EMPTY;
      occupant[to] = mover;
      hash ^= pieceKey(from, mover) ^ pieceKey(to, mover);
      if (reached(mover)) {
        place[mover] = finished++;
        hash ^= placeKey(mover, place[mover]);
        done = 1;
      }
    }
    if (3 * plies + 2 >= history.length) {
      history = Arrays.copyOf(history, history.length * 2);
    }
    history[3 * plies] = move;
    history[3 * plies + 1] = mover;
    history[3 * plies + 2] = done;
    plies++;
    if (plies == limit) {
      hash ^= LIMIT_KEY; // no move is left: the same board now has no future
    }
    hash ^= turnKey(toMove);
    toMove = next(mover);
    hash ^= turnKey(toMove);
  }

  /** Whether every hole of the seat's goal is taken, at least one by its own pieces. */
  private boolean reached(int seat) {
    boolean own = false;
    for (int cell : board.cornerCells[goal[seat]]) {
      if (occupant[cell] == EMPTY) {
        return false;
      }
      own |= occupant[cell] == seat;
    }
    return own;
  }

  /** The next seat after {@code seat} that has not finished (itself if none other). */
  private int next(int seat) {
    for (int i = 1; i <= players; i++) {
      int s = (seat + i) % players;
      if (place[s] < 0) {
        return s;
      }
    }
    return seat;
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    if (plies == limit) {
      hash ^= LIMIT_KEY;
    }
    plies--;
    int move = history[3 * plies];
    int mover = history[3 * plies + 1];
    hash ^= turnKey(toMove) ^ turnKey(mover);
    toMove = mover;
    if (history[3 * plies + 2] == 1) {
      hash ^= placeKey(mover, place[mover]);
      place[mover] = -1;
      finished--;
    }
    if (move != PASS) {
      int from = move >>> 8;
      int to = move & 0xFF;
      occupant[to] = EMPTY;
      occupant[from] = mover;
      hash ^= pieceKey(from, mover) ^ pieceKey(to, mover);
    }
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    return finished >= players - 1 || plies >= limit;
  }

  /** Steps the seat's pieces still have to go to the point of its goal. */
  int distanceToGoal(int seat) {
    int sum = 0;
    for (int cell = 0; cell < board.cells; cell++) {
      if (occupant[cell] == seat) {
        sum += board.distance[cell][goal[seat]];
      }
    }
    return sum;
  }

  /** Lower is better: the finishing place, or after every finisher the distance to goal. */
  private int rankKey(int seat) {
    return place[seat] >= 0 ? place[seat] : players + distanceToGoal(seat);
  }

  @Override
  public int utility(int player) {
    if (player < 0 || player >= players) {
      throw new IllegalArgumentException("no seat " + player + " of " + players);
    }
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    int mine = rankKey(player);
    int u = 0;
    for (int other = 0; other < players; other++) {
      u += Integer.signum(rankKey(other) - mine);
    }
    return u;
  }

  @Override
  public String endReason() {
    if (!isTerminal()) {
      return "";
    }
    return finished >= players - 1
        ? (players == 2 ? "all pieces home" : "all but one player finished")
        : "the move limit, placed by the steps still to go";
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public GameState copy() {
    return new ChineseCheckersState(this);
  }

  @Override
  public String moveToText(int move) {
    if (move == PASS) {
      return "pass";
    }
    int from = move >>> 8;
    int to = move & 0xFF;
    if (move < 0 || from >= board.cells || to >= board.cells) {
      return "#" + move;
    }
    return board.names[from] + "-" + board.names[to];
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals("pass")) {
      return PASS;
    }
    int dash = t.indexOf('-');
    if (dash > 0) {
      int from = board.cellOf(t.substring(0, dash).trim());
      int to = board.cellOf(t.substring(dash + 1).trim());
      if (from >= 0 && to >= 0) {
        return from * 256 + to;
      }
    }
    throw new IllegalArgumentException(
        "a move is from-to with holes named by row letter (a at the top) and place in the row,"
            + " such as "
            + board.names[board.cells - 2]
            + "-"
            + board.names[board.rows[board.rows.length - 2][0]]
            + ", or pass; got '"
            + text
            + "'");
  }

  /** The star drawn with the api's kit: {@link ChineseCheckersDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    int last = plies > 0 ? history[3 * (plies - 1)] : PASS;
    String caption =
        isTerminal() ? "game over: " + endReason() : "player " + (toMove + 1) + " to move";
    return java.util.Optional.of(
        ChineseCheckersDrawing.draw(
            board,
            occupant,
            last == PASS ? -1 : last >>> 8,
            last == PASS ? -1 : last & 0xFF,
            caption));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    // Each row starts with its letter; a hole's name is the letter and its place in the row.
    for (int i = 0; i < board.rows.length; i++) {
      int[] row = board.rows[i];
      sb.append((char) ('a' + i)).append("  ");
      char[] line = new char[6 * board.size + 1];
      Arrays.fill(line, ' ');
      for (int cell : row) {
        line[board.column(cell)] = occupant[cell] == EMPTY ? '.' : (char) ('1' + occupant[cell]);
      }
      sb.append(String.valueOf(line).stripTrailing()).append('\n');
    }
    for (int seat = 0; seat < players; seat++) {
      if (place[seat] >= 0) {
        sb.append("player ")
            .append(seat + 1)
            .append(" finished ")
            .append(ordinal(place[seat] + 1))
            .append('\n');
      }
    }
    if (isTerminal()) {
      sb.append("game over: ").append(endReason());
    } else {
      sb.append("player ").append(toMove + 1).append(" to move");
    }
    return sb.toString();
  }

  private static String ordinal(int n) {
    return n + (n == 1 ? "st" : n == 2 ? "nd" : n == 3 ? "rd" : "th");
  }
}
