package dev.ply.backgammon;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A backgammon position: both sides' checkers, whose turn it is, the dice (none at a chance node),
 * and the positions before every move for {@link #undo()}.
 */
final class BackgammonState implements GameState {

  /** The 15 checkers of a side at the start, on its own 24, 13, 8 and 6 points. */
  private static final int[] START = new int[26];

  /** Zobrist keys: per side, point and count; per side to move; per dice and chance phase. */
  private static final long[][][] CHECKERS = new long[2][26][16];

  private static final long[] TO_MOVE = new long[2];
  private static final long[] DICE = new long[100];

  static {
    START[24] = 2;
    START[13] = 5;
    START[8] = 3;
    START[6] = 5;
    SplittableRandom random = new SplittableRandom(0xBACC6A77L);
    for (long[][] side : CHECKERS) {
      for (long[] point : side) {
        for (int i = 0; i < point.length; i++) {
          point[i] = random.nextLong();
        }
      }
    }
    TO_MOVE[0] = random.nextLong();
    TO_MOVE[1] = random.nextLong();
    for (int i = 0; i < DICE.length; i++) {
      DICE[i] = random.nextLong();
    }
  }

  private final boolean gammons;

  /** {@code board[seat][p]}: the seat's checkers on its own point p; 25 the bar, 0 borne off. */
  private final int[][] board = new int[2][];

  /** The seat to move or to roll next. */
  private int toMove;

  /** The dice of the turn, high first; 0 at a chance node. */
  private int high;

  private int low;
  private boolean opening = true;
  private int plies;
  private long hash;
  private List<int[]> history = new ArrayList<>();
  private TurnGenerator.Turns turns;

  BackgammonState(boolean gammons) {
    this.gammons = gammons;
    board[0] = START.clone();
    board[1] = START.clone();
    rehash();
  }

  /** A position set up directly, for tests: the seat to move and its dice. */
  BackgammonState(boolean gammons, int[] seat0, int[] seat1, int toMove, int high, int low) {
    this.gammons = gammons;
    board[0] = seat0.clone();
    board[1] = seat1.clone();
    this.toMove = toMove;
    this.high = Math.max(high, low);
    this.low = Math.min(high, low);
    this.opening = false;
    rehash();
  }

  private BackgammonState(BackgammonState o) {
    gammons = o.gammons;
    board[0] = o.board[0].clone();
    board[1] = o.board[1].clone();
    toMove = o.toMove;
    high = o.high;
    low = o.low;
    opening = o.opening;
    plies = o.plies;
    hash = o.hash;
    history = new ArrayList<>(o.history);
    turns = o.turns;
  }

  int[] board(int seat) {
    return board[seat].clone();
  }

  /** The seat's pip count: for each checker not borne off, the points it has still to travel. */
  int pips(int seat) {
    int[] mine = board[seat];
    int pips = 0;
    for (int p = 1; p <= Turn.BAR; p++) {
      pips += p * mine[p];
    }
    return pips;
  }

  int toMoveOrRoll() {
    return toMove;
  }

  boolean isChance() {
    return high == 0;
  }

  private void rehash() {
    long h = TO_MOVE[toMove] ^ DICE[opening ? 99 : 10 * high + low];
    for (int s = 0; s < 2; s++) {
      for (int p = 0; p < 26; p++) {
        h ^= CHECKERS[s][p][board[s][p]];
      }
    }
    hash = h;
    turns = null;
  }

  @Override
  public int playerToMove() {
    return isChance() ? CHANCE : toMove;
  }

  @Override
  public int maxMoves() {
    return 4096; // GNU Backgammon's bound on distinct moves of one roll is 3060
  }

  private TurnGenerator.Turns turns() {
    if (turns == null) {
      turns = TurnGenerator.generate(board[toMove], board[1 - toMove], high, low);
    }
    return turns;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (isTerminal()) {
      return 0;
    }
    if (isChance()) {
      List<ChanceOutcome> outcomes = chanceOutcomes();
      for (int i = 0; i < outcomes.size(); i++) {
        buffer[i] = outcomes.get(i).move();
      }
      return outcomes.size();
    }
    int[] moves = turns().moves();
    System.arraycopy(moves, 0, buffer, 0, moves.length);
    return moves.length;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    if (isTerminal() || !isChance()) {
      return List.of();
    }
    List<ChanceOutcome> outcomes = new ArrayList<>();
    if (opening) {
      for (int a = 1; a <= 6; a++) {
        for (int b = 1; b <= 6; b++) {
          if (a != b) {
            outcomes.add(new ChanceOutcome(Turn.OPEN + 10 * a + b, 1, 30));
          }
        }
      }
    } else {
      for (int h = 1; h <= 6; h++) {
        for (int l = 1; l <= h; l++) {
          outcomes.add(new ChanceOutcome(Turn.ROLL + 10 * h + l, h == l ? 1 : 2, 36));
        }
      }
    }
    return outcomes;
  }

  @Override
  public boolean isLegal(int move) {
    if (isTerminal()) {
      return false;
    }
    if (isChance()) {
      if (opening) {
        int a = (move - Turn.OPEN) / 10;
        int b = (move - Turn.OPEN) % 10;
        return move >= Turn.OPEN && a >= 1 && a <= 6 && b >= 1 && b <= 6 && a != b;
      }
      int h = (move - Turn.ROLL) / 10;
      int l = (move - Turn.ROLL) % 10;
      return move >= Turn.ROLL && l >= 1 && l <= h && h <= 6;
    }
    for (int m : turns().moves()) {
      if (m == move) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void play(int move) {
    history.add(
        new int[] {
          toMove, high, low, opening ? 1 : 0, move,
        });
    history.add(board[0].clone());
    history.add(board[1].clone());
    if (isChance()) {
      if (opening) {
        int a = (move - Turn.OPEN) / 10;
        int b = (move - Turn.OPEN) % 10;
        toMove = a > b ? 0 : 1;
        high = Math.max(a, b);
        low = Math.min(a, b);
        opening = false;
      } else {
        high = (move - Turn.ROLL) / 10;
        low = (move - Turn.ROLL) % 10;
      }
    } else {
      int[] mine = board[toMove];
      int[] theirs = board[1 - toMove];
      for (int code : Turn.steps(move)) {
        TurnGenerator.step(mine, theirs, Turn.from(code), Turn.die(code));
      }
      high = 0;
      low = 0;
      if (mine[0] < 15) {
        toMove = 1 - toMove;
      }
    }
    plies++;
    rehash();
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    int n = history.size();
    board[1] = history.remove(n - 1).clone(); // a copy may still hold these arrays
    board[0] = history.remove(n - 2).clone();
    int[] before = history.remove(n - 3);
    toMove = before[0];
    high = before[1];
    low = before[2];
    opening = before[3] == 1;
    plies--;
    rehash();
  }

  @Override
  public int plies() {
    return plies;
  }

  private int winner() {
    return board[0][0] == 15 ? 0 : board[1][0] == 15 ? 1 : -1;
  }

  @Override
  public boolean isTerminal() {
    return winner() >= 0;
  }

  /**
   * How the loser lost: 1 a single game, 2 a gammon (no checker borne off), 3 a backgammon (also a
   * checker on the bar or in the winner's home board), whether gammons count or not.
   */
  private int kind() {
    int[] loser = board[1 - winner()];
    if (loser[0] > 0) {
      return 1;
    }
    for (int p = 19; p <= Turn.BAR; p++) {
      if (loser[p] > 0) {
        return 3;
      }
    }
    return 2;
  }

  /** What the game is worth: {@link #kind()}, or 1 when gammons do not count. */
  int points() {
    return gammons ? kind() : 1;
  }

  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player);
    }
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    return player == winner() ? points() : -points();
  }

  /** {@code a gammon (2 points)}; the referee writes "X won by a gammon (2 points)". */
  @Override
  public String endReason() {
    if (!isTerminal()) {
      return "";
    }
    String kind = new String[] {"a single game", "a gammon", "a backgammon"}[kind() - 1];
    return kind + " (" + points() + (points() == 1 ? " point)" : " points)");
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public GameState copy() {
    return new BackgammonState(this);
  }

  @Override
  public String moveToText(int move) {
    return Turn.text(move);
  }

  @Override
  public int textToMove(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    try {
      if (t.startsWith("roll:") || t.startsWith("open:")) {
        String[] dice = t.substring(5).split("-");
        int a = Integer.parseInt(dice[0].trim());
        int b = Integer.parseInt(dice[1].trim());
        if (dice.length == 2 && a >= 1 && a <= 6 && b >= 1 && b <= 6) {
          return t.startsWith("open:")
              ? Turn.OPEN + 10 * a + b
              : Turn.ROLL + 10 * Math.max(a, b) + Math.min(a, b);
        }
      } else if (t.equals("pass")) {
        return Turn.PASS;
      } else {
        int move = readSteps(t);
        if (move >= 0) {
          return move;
        }
      }
    } catch (RuntimeException e) {
      // the message below says what a move looks like
    }
    throw new IllegalArgumentException(
        "a move is the checker steps of a turn from the mover's side, joined by commas (spaces"
            + " are read too, where the move is not one of a list of moves): '8/5,6/5',"
            + " 'bar/22,13/9', '24/20*/16', '6/off(2)', or 'pass'; a roll is 'roll:6-1' ('open:6-1'"
            + " for the opening roll); got '"
            + text
            + "'");
  }

  /**
   * Reads steps in the usual notation (chains {@code 24/20/16}, repeats {@code 8/5(2)}, hits {@code
   * *}) as the legal move that reaches the same position, or, if none does, as the steps packed as
   * they are; -1 when the text is no move at all.
   */
  private int readSteps(String t) {
    List<int[]> pairs = new ArrayList<>();
    for (String token : t.split("[\\s,]+")) {
      int times = 1;
      String body = token.replace("*", "");
      int paren = body.indexOf('(');
      if (paren >= 0) {
        times = Integer.parseInt(body.substring(paren + 1, body.indexOf(')', paren)).trim());
        body = body.substring(0, paren);
      }
      String[] points = body.split("/");
      if (points.length < 2 || times < 1 || times > 4) {
        return -1;
      }
      for (int r = 0; r < times; r++) {
        for (int i = 0; i + 1 < points.length; i++) {
          int from = readPoint(points[i]);
          int to = readPoint(points[i + 1]);
          if (from < 1 || to < 0 || to >= from || from == 0 || to == Turn.BAR) {
            return -1;
          }
          pairs.add(new int[] {from, to});
        }
      }
    }
    if (pairs.isEmpty() || pairs.size() > 4) {
      return -1;
    }
    if (!isTerminal() && !isChance()) {
      int[] mine = board[toMove].clone();
      int[] theirs = board[1 - toMove].clone();
      boolean possible = true;
      for (int[] pair : pairs) {
        if (mine[pair[0]] == 0) {
          possible = false;
          break;
        }
        mine[pair[0]]--;
        mine[pair[1]]++;
        if (pair[1] >= 1 && theirs[25 - pair[1]] == 1) {
          theirs[25 - pair[1]] = 0;
          theirs[Turn.BAR]++;
        }
      }
      Integer legal = possible ? turns().byResult().get(TurnGenerator.key(mine, theirs)) : null;
      if (legal != null) {
        return legal;
      }
    }
    int[] codes = new int[pairs.size()];
    for (int i = 0; i < codes.length; i++) {
      int from = pairs.get(i)[0];
      int to = pairs.get(i)[1];
      int die = to == 0 ? Math.min(from, 6) : from - to;
      if (die > 6) {
        return -1;
      }
      codes[i] = Turn.code(from, die);
    }
    return Turn.pack(codes, codes.length);
  }

  private static int readPoint(String s) {
    String p = s.trim();
    if (p.equals("bar")) {
      return Turn.BAR;
    }
    if (p.equals("off")) {
      return 0;
    }
    int n = Integer.parseInt(p);
    return n >= 1 && n <= 24 ? n : -1;
  }

  /**
   * The position as GNU Backgammon's Position ID (its manual, "A technical description of the
   * Position ID"): for the side not on roll and then the side on roll, for its points 1..24 and its
   * bar, as many 1 bits as checkers and a 0 bit; 80 bits, little-endian bytes, Base64 without
   * padding. The side on roll is the side to move, or to roll next (seat 0 before the opening).
   */
  @Override
  public String notation() {
    byte[] key = new byte[10];
    int bit = 0;
    for (int side : new int[] {1 - toMove, toMove}) {
      for (int p = 1; p <= Turn.BAR; p++) {
        for (int c = 0; c < board[side][p]; c++) {
          key[bit / 8] |= (byte) (1 << (bit % 8));
          bit++;
        }
        bit++;
      }
    }
    return Base64.getEncoder().withoutPadding().encodeToString(key);
  }

  /** The board drawn with the api's kit, from X's side: {@link BackgammonDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    boolean[] changed = new boolean[25];
    int n = history.size();
    if (n >= 3) {
      int[] x = history.get(n - 2);
      int[] o = history.get(n - 1);
      for (int p = 1; p <= 24; p++) {
        changed[p] = x[p] != board[0][p] || o[25 - p] != board[1][25 - p];
      }
    }
    String[] lines = render().split("\n");
    return java.util.Optional.of(
        BackgammonDrawing.draw(board, changed, high, low, lines[lines.length - 1]));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    String[] names = {"X", "O"};
    for (int s = 0; s < 2; s++) {
      sb.append(names[s]).append(" (seat ").append(s).append("):");
      for (int p = 24; p >= 1; p--) {
        if (board[s][p] > 0) {
          sb.append(' ').append(p).append('x').append(board[s][p]);
        }
      }
      sb.append("  bar ").append(board[s][Turn.BAR]).append("  off ").append(board[s][0]);
      sb.append('\n');
    }
    sb.append("position ").append(notation()).append('\n');
    if (isTerminal()) {
      sb.append(names[winner()]).append(" wins by ").append(endReason());
    } else if (opening) {
      sb.append("the opening roll");
    } else if (isChance()) {
      sb.append(names[toMove]).append(" to roll");
    } else {
      sb.append(names[toMove]).append(" to move ").append(high).append('-').append(low);
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return render() + " " + Arrays.toString(board[0]);
  }
}
