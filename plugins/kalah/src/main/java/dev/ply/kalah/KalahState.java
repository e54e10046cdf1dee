package dev.ply.kalah;

import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A Kalah position, played and taken back in place. The board is one array, counter-clockwise from
 * the first player's leftmost pit:
 *
 * <pre>
 *   index:  0 .. m-1      m         m+1 .. 2m        2m+1
 *           pits of 0     store 0   pits of 1        store 1
 * </pre>
 *
 * <p><b>Play</b> sows, captures and, when a side runs empty, sweeps the remaining seeds into the
 * stores, updating the Zobrist hash cell by cell (Zobrist 1970: a key per cell and seed count, one
 * for the second player to move). Nothing is allocated, unless the history outgrows its arrays.
 *
 * <p><b>Undo</b> restores the hash and the mover from the history, the board before a sweep from a
 * saved copy (the only move that can change every pit, and the last of a game), then a capture from
 * the seed count it took, then the sowing by taking one seed back from every cell it went into.
 *
 * <p>The history holds one packed {@code int} a ply:
 *
 * <pre>
 *   bits    field
 *   0-3     pit the seeds came from, 0 to m-1 counted from the mover's left
 *   4-11    seeds sown, 1 to 2 * 8 * 12
 *   12-16   cell of the last seed, a board index
 *   17-24   seeds taken from the opposite pit by a capture, plus 1; 0 when nothing was captured
 *   25      1 when the move ended the game and swept the pits into the stores
 *   26      the mover, 0 or 1
 * </pre>
 */
final class KalahState implements GameState {

  private static final int SEEDS_SHIFT = 4;
  private static final int LAST_SHIFT = 12;
  private static final int CAPTURE_SHIFT = 17;
  private static final int SWEPT = 1 << 25;
  private static final int MOVER_SHIFT = 26;

  private final int m;
  private final int cells;
  private final boolean captureEmptyOpposite;

  /** Cells a sowing visits, one row a player: {@code next[p * cells + i]} follows cell i. */
  private final int[] next;

  /** {@code zobrist[i * keysPerCell + v]}: the key of cell i holding v seeds. */
  private final long[] zobrist;

  /** {@code addSeed[i * keysPerCell + v]}: the hash change of cell i going from v to v + 1. */
  private final long[] addSeed;

  private final int keysPerCell;
  private final long side;
  private final int[] board;
  private int toMove;
  private boolean over;
  private long hash;
  private int[] history = new int[64];
  private long[] hashes = new long[64];

  /** The board before each sweep, {@code cells} ints a ply; written only by plies that sweep. */
  private int[] sweptBoards;

  private int plies;

  KalahState(int pits, int seeds, boolean captureEmptyOpposite) {
    this.m = pits;
    this.cells = 2 * pits + 2;
    this.captureEmptyOpposite = captureEmptyOpposite;
    this.board = new int[cells];
    for (int i = 0; i < pits; i++) {
      board[i] = seeds;
      board[pits + 1 + i] = seeds;
    }
    this.next = new int[2 * cells];
    for (int p = 0; p < 2; p++) {
      int opponentStore = p == 0 ? 2 * pits + 1 : pits;
      for (int i = 0; i < cells; i++) {
        int to = (i + 1) % cells;
        next[p * cells + i] = to == opponentStore ? (to + 1) % cells : to;
      }
    }
    // The keys in the order of the first version of this class, so that hashes stay the same.
    int total = 2 * pits * seeds;
    this.keysPerCell = total + 1;
    SplittableRandom random = new SplittableRandom(0x4A1A4L + 31L * pits + seeds);
    this.zobrist = new long[cells * keysPerCell];
    for (int i = 0; i < zobrist.length; i++) {
      zobrist[i] = random.nextLong();
    }
    this.side = random.nextLong();
    this.addSeed = new long[zobrist.length];
    for (int i = 0; i < cells; i++) {
      for (int v = 0; v < total; v++) {
        addSeed[i * keysPerCell + v] =
            zobrist[i * keysPerCell + v] ^ zobrist[i * keysPerCell + v + 1];
      }
    }
    this.sweptBoards = new int[history.length * cells];
    this.hash = computeHash();
  }

  private KalahState(KalahState o) {
    this.m = o.m;
    this.cells = o.cells;
    this.captureEmptyOpposite = o.captureEmptyOpposite;
    this.next = o.next; // the tables are never changed once built
    this.zobrist = o.zobrist;
    this.addSeed = o.addSeed;
    this.keysPerCell = o.keysPerCell;
    this.side = o.side;
    this.board = o.board.clone();
    this.toMove = o.toMove;
    this.over = o.over;
    this.hash = o.hash;
    this.history = o.history.clone();
    this.hashes = o.hashes.clone();
    this.sweptBoards = o.sweptBoards.clone();
    this.plies = o.plies;
  }

  private long computeHash() {
    long h = toMove == 1 ? side : 0;
    for (int i = 0; i < cells; i++) {
      h ^= zobrist[i * keysPerCell + board[i]];
    }
    return h;
  }

  private int store(int player) {
    return player == 0 ? m : 2 * m + 1;
  }

  private int pit(int player, int i) {
    return player == 0 ? i : m + 1 + i;
  }

  @Override
  public int playerToMove() {
    return toMove;
  }

  @Override
  public int maxMoves() {
    return m;
  }

  /**
   * The moves in the order to search them, best guess first. Against the first version's order
   * (nearest the store first), this took the alpha-beta solve of Kalah(5,4) from 731 to 104 million
   * nodes when it was written:
   *
   * <ol>
   *   <li>moves whose last seed falls into the mover's store, another move, nearest the store first
   *       (sowing it spoils no other such move);
   *   <li>captures, the most seeds taken first;
   *   <li>moves that put a seed into the store and sow on, the fewest seeds beyond the store first
   *       (the fewest given to the opponent);
   *   <li>the rest, nearest the store first.
   * </ol>
   *
   * Ties go to the pit nearest the store. Each move is written above its sort key, the buffer is
   * insertion sorted (at most eight moves), then the keys are masked off.
   */
  @Override
  public int legalMoves(int[] buffer) {
    if (over) {
      return 0;
    }
    int base = pit(toMove, 0);
    int n = 0;
    for (int i = m - 1; i >= 0; i--) {
      int seeds = board[base + i];
      if (seeds > 0) {
        int key = orderKey(base, i, seeds) << 4 | i;
        int j = n++;
        while (j > 0 && buffer[j - 1] < key) {
          buffer[j] = buffer[j - 1];
          j--;
        }
        buffer[j] = key;
      }
    }
    for (int j = 0; j < n; j++) {
      buffer[j] &= 0xF;
    }
    return n;
  }

  /**
   * The sort key of sowing the {@code seeds} of the mover's pit {@code i} (its pits start at board
   * index {@code base}), larger first: 768 for another move, 512 plus the seeds taken for a
   * capture, 511 minus the seeds sown beyond the store for a move past it, 0 otherwise. The sowing
   * is counted along the mover's path: its pits 0 to m-1, its store m, the opponent's pits m+1 to
   * 2m, then round again.
   */
  private int orderKey(int base, int i, int seeds) {
    int lap = 2 * m + 1;
    int end = i + seeds;
    if (end >= lap) {
      end %= lap;
    }
    if (end == m) {
      return 768;
    }
    // A last seed in an own pit captures if the pit was empty, or if it is the pit sown from and
    // the seeds went exactly once round. The opposite pit gains a seed when the sowing went round.
    if (end < m && (seeds < lap ? board[base + end] == 0 : seeds == lap)) {
      int taken = board[2 * m - base - end] + (i + seeds >= lap ? 1 : 0);
      if (captureEmptyOpposite || taken > 0) {
        return 512 + taken;
      }
    }
    int beyondStore = i + seeds - m;
    return beyondStore > 0 ? 511 - Math.min(beyondStore, 255) : 0;
  }

  @Override
  public boolean isLegal(int move) {
    return !over && move >= 0 && move < m && board[pit(toMove, move)] > 0;
  }

  @Override
  public void play(int move) {
    if (plies == history.length) {
      grow();
    }
    int p = toMove;
    long h = hash;
    int from = pit(p, move);
    int seeds = board[from];
    h ^= zobrist[from * keysPerCell + seeds] ^ zobrist[from * keysPerCell];
    board[from] = 0;
    // Step 1. Sow, one seed a cell, past the opponent's store.
    int row = p * cells;
    int at = from;
    for (int k = seeds; k > 0; k--) {
      at = next[row + at];
      h ^= addSeed[at * keysPerCell + board[at]];
      board[at]++;
    }
    int record = move | seeds << SEEDS_SHIFT | at << LAST_SHIFT | p << MOVER_SHIFT;
    // Step 2. Capture: a last seed in an own empty pit takes the opposite pit with it.
    int own = p == 0 ? 0 : m + 1;
    int ownStore = own + m;
    boolean captured = false;
    if (at >= own && at < ownStore && board[at] == 1) {
      int opposite = 2 * m - at;
      int taken = board[opposite];
      if (captureEmptyOpposite || taken > 0) {
        int stored = board[ownStore];
        h ^=
            zobrist[at * keysPerCell + 1]
                ^ zobrist[at * keysPerCell]
                ^ zobrist[opposite * keysPerCell + taken]
                ^ zobrist[opposite * keysPerCell]
                ^ zobrist[ownStore * keysPerCell + stored]
                ^ zobrist[ownStore * keysPerCell + stored + taken + 1];
        board[ownStore] = stored + taken + 1;
        board[at] = 0;
        board[opposite] = 0;
        record |= (taken + 1) << CAPTURE_SHIFT;
        captured = true;
      }
    }
    // Step 3. The game ends when either side's pits are empty. Sowing only adds to the opponent's
    // pits, which held seeds before the move, so they can only run empty by a capture.
    int other = p == 0 ? m + 1 : 0;
    if (rowEmpty(own) || (captured && rowEmpty(other))) {
      h = sweep(h);
      record |= SWEPT;
    }
    // Step 4. The turn passes unless the last seed fell into the mover's store.
    if (at != ownStore) {
      toMove = 1 - p;
      h ^= side;
    }
    history[plies] = record;
    hashes[plies] = hash;
    plies++;
    hash = h;
  }

  private boolean rowEmpty(int first) {
    for (int i = first; i < first + m; i++) {
      if (board[i] > 0) {
        return false;
      }
    }
    return true;
  }

  /** Saves the board, moves every pit's seeds into its side's store, and returns the new hash. */
  private long sweep(long h) {
    System.arraycopy(board, 0, sweptBoards, plies * cells, cells);
    for (int first = 0; first < cells; first += m + 1) {
      int storeCell = first + m;
      int sum = board[storeCell];
      for (int i = first; i < storeCell; i++) {
        int seeds = board[i];
        if (seeds > 0) {
          h ^= zobrist[i * keysPerCell + seeds] ^ zobrist[i * keysPerCell];
          sum += seeds;
          board[i] = 0;
        }
      }
      h ^=
          zobrist[storeCell * keysPerCell + board[storeCell]]
              ^ zobrist[storeCell * keysPerCell + sum];
      board[storeCell] = sum;
    }
    over = true;
    return h;
  }

  private void grow() {
    int size = history.length * 2;
    history = Arrays.copyOf(history, size);
    hashes = Arrays.copyOf(hashes, size);
    sweptBoards = Arrays.copyOf(sweptBoards, size * cells);
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    plies--;
    int record = history[plies];
    int p = record >>> MOVER_SHIFT & 1;
    toMove = p;
    hash = hashes[plies];
    if ((record & SWEPT) != 0) {
      System.arraycopy(sweptBoards, plies * cells, board, 0, cells);
      over = false;
    }
    int taken = (record >>> CAPTURE_SHIFT & 0xFF) - 1;
    if (taken >= 0) {
      int at = record >>> LAST_SHIFT & 0x1F;
      board[at] = 1;
      board[2 * m - at] = taken;
      board[store(p)] -= taken + 1;
    }
    int from = pit(p, record & 0xF);
    int seeds = record >>> SEEDS_SHIFT & 0xFF;
    int row = p * cells;
    int at = from;
    for (int k = seeds; k > 0; k--) {
      at = next[row + at];
      board[at]--;
    }
    board[from] = seeds;
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    return over;
  }

  /** The player's store minus the opponent's, at the end. */
  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player);
    }
    if (!over) {
      throw new IllegalStateException("the game is not over");
    }
    return board[store(player)] - board[store(1 - player)];
  }

  /** The side to move's store minus the opponent's, now. */
  int storeDifference() {
    return board[store(toMove)] - board[store(1 - toMove)];
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public GameState copy() {
    return new KalahState(this);
  }

  @Override
  public String moveToText(int move) {
    return Integer.toString(move + 1);
  }

  @Override
  public int textToMove(String text) {
    try {
      int pit = Integer.parseInt(text.trim()) - 1;
      if (pit >= 0 && pit < m) {
        return pit;
      }
    } catch (NumberFormatException e) {
      // the message below says what a move looks like
    }
    throw new IllegalArgumentException(
        "a move is a pit from 1 to "
            + m
            + ", counted from the"
            + " mover's left; got '"
            + text
            + "'");
  }

  /** The second player's pits on top (right to left), the first player's below (left to right). */
  /** The board drawn with the api's kit: {@link KalahDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    int record = plies > 0 ? history[plies - 1] : 0;
    String caption =
        over
            ? "game over: " + board[store(0)] + " - " + board[store(1)]
            : "player " + (toMove + 1) + " to move";
    return java.util.Optional.of(
        KalahDrawing.draw(
            board,
            m,
            plies > 0 ? record & 15 : -1,
            record >>> MOVER_SHIFT & 1,
            plies > 0 ? record >>> LAST_SHIFT & 31 : -1,
            caption));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder("     ");
    for (int i = m - 1; i >= 0; i--) {
      sb.append(String.format("%3d", board[pit(1, i)]));
    }
    sb.append(
        String.format("%n%3d  %s  %3d%n     ", board[store(1)], "   ".repeat(m), board[store(0)]));
    for (int i = 0; i < m; i++) {
      sb.append(String.format("%3d", board[pit(0, i)]));
    }
    sb.append('\n')
        .append(
            over
                ? "game over: " + board[store(0)] + " - " + board[store(1)]
                : "player "
                    + (toMove + 1)
                    + " to move (pits 1-"
                    + m
                    + " from the left of its row)");
    return sb.toString();
  }
}
