package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Tactics;
import dev.ply.api.Values;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.tt.TableAccess;
import dev.ply.classic.tt.TranspositionTable;

/**
 * Enhanced transposition cutoffs (Plaat, Schaeffer, Pijls and de Bruin, "Exploiting graph
 * properties of game trees", AAAI 1996): before the moves of a position are searched, their
 * positions are looked up in the table. A child whose entry proves that its move reaches beta
 * settles the position without a search, as a transposition may hold a move's result when the
 * position itself was not found. A child whose entry proves that its move stays at or below alpha
 * need not be visited: it is taken out of the move buffer. The children's hashes are told by the
 * game's {@link Tactics#hashAfter}, or read by playing the moves without it; the children are not
 * counted as nodes, since none is searched.
 *
 * <p>Only where {@link #pays}: elsewhere the probes would cost more than they save.
 */
final class TranspositionCutoffs {

  // What a look-ahead found, in one long, so that the search allocates nothing at a node (a record
  // returned from here escaped: this method is too big for the compiler to inline, and a Connect
  // Four solve allocated 6 bytes a node). Bits 0-31: a value; 32-61: the moves left in the buffer;
  // 62: a child settles the position; 63: an entry used was scored at the horizon.

  private static final int LEFT_SHIFT = 32;
  private static final long LEFT_MASK = (1L << 30) - 1;
  private static final long CUTS = 1L << 62;
  private static final long HORIZON = 1L << 63;

  /** The look-ahead of a position with {@code n} moves that looked nothing up. */
  static long nothingFound(int n) {
    return found(-Values.INFINITY, n, false, false);
  }

  private static long found(int value, int movesLeft, boolean cuts, boolean horizon) {
    return (value & 0xFFFF_FFFFL)
        | ((long) movesLeft << LEFT_SHIFT)
        | (cuts ? CUTS : 0L)
        | (horizon ? HORIZON : 0L);
  }

  /**
   * Whether a child settles the position: the move last in the buffer's {@link #movesLeft}, of
   * {@link #value}.
   */
  static boolean cuts(long found) {
    return (found & CUTS) != 0;
  }

  /**
   * When a child settles the position, its fail-soft value (a lower bound at or above beta); else
   * the greatest value proven for the moves taken out of the buffer, all at or below alpha, or
   * {@code -Values.INFINITY} when none was.
   */
  static int value(long found) {
    return (int) found;
  }

  /**
   * The moves left in the buffer to search, in their order; when a child settles the position, the
   * moves up to its own, which is the last.
   */
  static int movesLeft(long found) {
    return (int) ((found >>> LEFT_SHIFT) & LEFT_MASK);
  }

  /** Whether an entry used was scored by the evaluator at the horizon. */
  static boolean restsOnHorizon(long found) {
    return (found & HORIZON) != 0;
  }

  private final TableAccess table;
  private final SearchStats stats;

  TranspositionCutoffs(TableAccess table, SearchStats stats) {
    this.table = table;
    this.stats = stats;
  }

  /**
   * Whether a position with {@code remaining} plies left looks its children up in the table before
   * it searches them: where their results are big ({@link TableAccess#big}), which with the game's
   * {@code tactics} (null for none) starts lower, since they tell the children's hashes without the
   * moves played.
   */
  boolean pays(Tactics tactics, int remaining) {
    return table.big(remaining - 1, tactics != null);
  }

  /**
   * Looks up the children of the {@code n} moves in {@code moves} of {@code state}, searched {@code
   * depth} plies deep with the window {@code (alpha, beta)}, {@code ply} plies below the root;
   * removes from the buffer the moves proven at or below alpha. What it found is read with {@link
   * #cuts}, {@link #value}, {@link #movesLeft} and {@link #restsOnHorizon}.
   *
   * @param tactics the game's tactics if the search uses them, else null
   * @param remaining the plies left below the position ({@link GameTactics#remaining})
   */
  long lookAhead(
      GameState state,
      Tactics tactics,
      int[] moves,
      int n,
      int depth,
      int remaining,
      int alpha,
      int beta,
      int ply) {
    int best = -Values.INFINITY;
    boolean horizon = false;
    int mover = state.playerToMove();
    int childDepth = Math.min(depth - 1, TranspositionTable.MAX_DEPTH);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      moves[kept++] = move;
      long entry;
      boolean sameMover;
      if (tactics != null) {
        // The turn passes and one move fewer is left (Tactics): the child's hash is read without
        // playing the move. A child that ends the game is not in the table and is missed.
        entry = table.probe(tactics.hashAfter(move), remaining - 1);
        sameMover = false;
      } else {
        state.play(move);
        try {
          int childRemaining = GameTactics.remaining(depth - 1, null);
          entry =
              state.isTerminal() || !table.big(childRemaining, false)
                  ? TranspositionTable.MISS
                  : table.probe(state.hash(), childRemaining);
          sameMover = state.playerToMove() == mover;
        } finally {
          state.undo();
        }
      }
      if (entry == TranspositionTable.MISS || TranspositionTable.depth(entry) < childDepth) {
        continue;
      }
      int bound = TranspositionTable.bound(entry);
      int value = TranspositionTable.fromTable(TranspositionTable.value(entry), ply + 1);
      boolean atLeast;
      boolean atMost;
      if (sameMover) {
        atLeast = bound != TranspositionTable.UPPER;
        atMost = bound != TranspositionTable.LOWER;
      } else {
        value = -value;
        atLeast = bound != TranspositionTable.LOWER;
        atMost = bound != TranspositionTable.UPPER;
      }
      boolean cuts = atLeast && value >= beta;
      if (!cuts && !(atMost && value <= alpha)) {
        continue;
      }
      horizon |= TranspositionTable.horizon(entry); // the position's value rests on this entry's
      if (cuts) {
        stats.aheadCut();
        return found(value, kept, true, horizon);
      }
      kept--; // a move that fails low: not visited
      best = Math.max(best, value);
      stats.aheadSkip();
    }
    return found(best, kept, false, horizon);
  }
}
