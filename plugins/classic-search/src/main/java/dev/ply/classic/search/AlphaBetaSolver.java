package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Tactics;
import dev.ply.api.Values;
import dev.ply.classic.ordering.MovePicker;
import dev.ply.classic.tt.TableAccess;
import dev.ply.classic.tt.TranspositionTable;

/**
 * The tuned solver: {@link AlphaBetaFailSoft}, Fishburn's F3, with what makes it solve Connect Four
 * as fast as Pons' solver (Pons 2019) and share its work between threads. Read {@link
 * AlphaBetaFailSoft} first: this is the same recursion, with
 *
 * <ul>
 *   <li>game knowledge ({@link Tactics}, when the search uses them): positions lost at once, bounds
 *       of a loss four plies on and a win three plies on, and only the moves that give the opponent
 *       no immediate win;
 *   <li>a transposition table (Greenblatt, Eastlake and Crocker 1967), probed first and written
 *       last, with the bound type read against the window the position was given;
 *   <li>enhanced transposition cutoffs ({@link TranspositionCutoffs}) near the root;
 *   <li>in a parallel search, ABDADA's deferral ({@link Deferral}).
 * </ul>
 *
 * <p>The value stays the fail-soft value of F3 for the window: it may rest on results deeper than
 * the depth asked for, kept by the table from earlier searches. Values are from the point of view
 * of the side to move; a child whose side to move is the same player (an extra turn) is searched
 * with the same window and not negated. Used by the strategies alphabeta, mtdf and mtd-bi.
 */
public final class AlphaBetaSolver implements DepthSearch {

  /**
   * Returned up a parallel search's line, in place of a value, from the position where a thread
   * finds that another thread's result settled a position above it ({@link Deferral#settledAbove})
   * to that position, which takes the result as its value: every position between returns it at
   * once and stores nothing. The least int, its own negation, so that it passes negamax's changes
   * of sign unchanged; never a value (those lie within {@link Values#INFINITY}).
   */
  static final int SETTLED_ABOVE = Integer.MIN_VALUE;

  /** In a parallel search, a node leaves for last the moves other threads are searching. */
  @Override
  public boolean defersBusyMoves() {
    return true;
  }

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    return search(root, depth, -Values.INFINITY, Values.INFINITY, context);
  }

  /** The fail-soft value of the non-terminal {@code root} for the window {@code (alpha, beta)}. */
  public int search(GameState root, int depth, int alpha, int beta, SearchContext context) {
    Deferral deferral = context.deferral();
    if (deferral != null) {
      deferral.newSearch();
    }
    return alphaBeta(root, depth, alpha, beta, 0, context);
  }

  /**
   * The fail-soft value of {@code state}, {@code ply} plies below the root, searched {@code depth}
   * plies deep with the window {@code (alpha, beta)}: the steps below, each a method of its own.
   */
  private int alphaBeta(
      GameState state, int depth, int alpha, int beta, int ply, SearchContext context) {
    assert alpha < beta : "window [" + alpha + ", " + beta + "] is empty";
    context.events().visit(state, ply, alpha, beta);
    if (depth == 0) {
      return context.events().evaluate(state);
    }
    GameTactics known = context.tactics();
    Tactics tactics = GameTactics.of(known, state);
    int originalAlpha = alpha;
    // Step 1. Game knowledge before the table (Tactics), in the order of Pons' solver (Pons 2019).
    // A position reached by a move that gives the opponent no immediate win has no immediate win of
    // its own. So when every move hands the opponent one, it is lost in two plies; otherwise its
    // value is at least a loss four plies on, a floor that may settle the window at once. Neither
    // kind of position is ever stored, so probing the table for it would be a wasted trip to
    // memory: a quarter of the nodes of a Connect Four solve (Test_L1_R2).
    if (tactics != null && ply > 0) {
      if (tactics.everyMoveLoses()) {
        return lostAtOnce(state, tactics, known, alpha, beta, ply, context);
      }
      alpha = Math.max(alpha, floor(tactics, known, ply));
      if (alpha >= beta) {
        return context.events().leave(alpha);
      }
    }
    // Step 2. Transposition table lookup (Greenblatt, Eastlake and Crocker 1967): a result at least
    // as deep that settles the window ends the search here. Never at the root, which must name its
    // move; there, and wherever no cut is possible, the stored move is searched first.
    int remaining = GameTactics.remaining(depth, tactics);
    long entry = probe(state, remaining, context);
    if (ply > 0 && TableAccess.settles(entry, depth, alpha, beta, ply)) {
      return context.events().tableValue(entry, ply);
    }
    int originalBeta = beta;
    // Step 3. Game knowledge after the table: at the root an immediate win ends the search; below
    // it, where Step 1 found the floor, a win is at most three plies on (the side to move has none
    // now), or a draw when the game ends sooner: a window above that is cut. Then only the moves
    // that give the opponent no immediate win are searched; none left means a loss (at the root;
    // below it, Step 1 found these).
    if (tactics != null && ply == 0) {
      int win = tactics.winningMove();
      if (win >= 0) {
        return known.immediateWin(state, win, ply, context);
      }
    } else if (tactics != null) {
      beta = Math.min(beta, ceiling(tactics, known, ply));
      if (alpha >= beta) {
        return context.events().leave(beta);
      }
    }
    int n = generate(state, tactics, ply, TranspositionTable.move(entry), context);
    if (n == 0 && tactics != null) {
      return known.forcedLoss(state, ply, context);
    }
    boolean horizonBefore = context.horizon().open();
    // Step 4. Enhanced transposition cutoffs: a child's table entry may settle the position, or
    // take moves that fail low out of the buffer.
    long ahead = lookAhead(state, tactics, n, depth, remaining, alpha, beta, ply, context);
    int best = TranspositionCutoffs.value(ahead);
    n = TranspositionCutoffs.movesLeft(ahead);
    boolean settled = TranspositionCutoffs.cuts(ahead);
    if (settled) {
      context.pv().single(ply, context.picker().moves(ply)[n - 1]); // never the root (lookAhead)
    } else {
      // Step 5. The moves.
      best = searchMoves(state, n, best, depth, remaining, alpha, beta, ply, context);
      if (best == SETTLED_ABOVE) {
        return best; // half-searched: nothing to store
      }
    }
    // Step 6. Store the result, its bound type read against the window the position was given.
    int bound = TableAccess.bound(best, originalAlpha, originalBeta);
    store(state, depth, remaining, ply, best, bound, context);
    context.horizon().close(horizonBefore);
    return settled ? context.events().leaveByTable(best) : context.events().leave(best);
  }

  /**
   * Step 1 where every move of the position at {@code ply} hands the opponent an immediate win: a
   * loss two plies on, unless the window lies above the ceiling of Step 3, which cuts first (as it
   * always has).
   */
  private static int lostAtOnce(
      GameState state,
      Tactics tactics,
      GameTactics known,
      int alpha,
      int beta,
      int ply,
      SearchContext context) {
    int highest = ceiling(tactics, known, ply);
    if (beta > highest && alpha >= highest) {
      return context.events().leave(highest);
    }
    return known.forcedLoss(state, ply, context);
  }

  /** The least value of a position with a move that gives no immediate win: a draw if sooner. */
  private static int floor(Tactics tactics, GameTactics known, int ply) {
    return tactics.movesLeftAtMost() < 4 ? 0 : known.floor(ply);
  }

  /** The greatest value of a position without an immediate win: a draw if the game ends sooner. */
  private static int ceiling(Tactics tactics, GameTactics known, int ply) {
    return tactics.movesLeftAtMost() < 3 ? 0 : known.ceiling(ply);
  }

  /**
   * Whether the result of a position with {@code remaining} plies left goes to the shared table
   * (see {@link TableAccess#shares}): only there can another thread see it, so only there do the
   * deferral's marks and looks pay for their trips to memory.
   */
  private static boolean shares(int remaining, SearchContext context) {
    TableAccess table = context.table();
    return table == null || table.shares(remaining);
  }

  /** The table's entry for {@code state}, or a miss without a table (see {@link TableAccess}). */
  private static long probe(GameState state, int remaining, SearchContext context) {
    TableAccess table = context.table();
    return table == null ? TranspositionTable.MISS : table.probe(state.hash(), remaining);
  }

  /**
   * The moves of {@code state} into the buffer of {@code ply}, {@code hashMove} first: with the
   * game's {@code tactics}, only those that give the opponent no immediate win (maybe none).
   */
  private static int generate(
      GameState state, Tactics tactics, int ply, int hashMove, SearchContext context) {
    MovePicker picker = context.picker();
    return tactics == null
        ? picker.generate(state, ply, hashMove)
        : picker.generateNonLosing(state, tactics, ply, hashMove);
  }

  /**
   * Enhanced transposition cutoffs (see {@link TranspositionCutoffs}) over the {@code n} moves of
   * the node at {@code ply}: what the children's table entries prove, read with {@link
   * TranspositionCutoffs#cuts} and the others; nothing where looking ahead does not pay (at the
   * root, in a search without them, or where the subtrees are too small).
   */
  private static long lookAhead(
      GameState state,
      Tactics tactics,
      int n,
      int depth,
      int remaining,
      int alpha,
      int beta,
      int ply,
      SearchContext context) {
    TranspositionCutoffs cutoffs = context.cutoffs();
    if (ply == 0 || cutoffs == null || !cutoffs.pays(tactics, remaining)) {
      return TranspositionCutoffs.nothingFound(n);
    }
    int[] moves = context.picker().moves(ply);
    long ahead = cutoffs.lookAhead(state, tactics, moves, n, depth, remaining, alpha, beta, ply);
    if (TranspositionCutoffs.restsOnHorizon(ahead)) {
      context.horizon().reach();
    }
    return ahead;
  }

  /**
   * The {@code n} moves in the buffer of {@code ply}, in negamax form, F3's running maximum
   * starting at {@code best}: the fail-soft value of the position. In a parallel search, in the
   * plies of the deferral, {@link #searchMovesSharing} instead.
   */
  private int searchMoves(
      GameState state,
      int n,
      int best,
      int depth,
      int remaining,
      int alpha,
      int beta,
      int ply,
      SearchContext context) {
    Deferral deferral = context.deferral();
    if (deferral != null) {
      deferral.checkPass(); // another thread's bound may have settled this pass (SharedBounds)
      if (deferral.defers(ply) && shares(remaining, context)) {
        return searchMovesSharing(state, n, best, depth, alpha, beta, ply, deferral, context);
      }
    }
    int mover = state.playerToMove();
    int[] moves = context.picker().moves(ply);
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      state.play(move);
      int value = searchPlayed(state, mover, depth, alpha, beta, ply, context);
      if (value == SETTLED_ABOVE) {
        return value; // a parallel search's, from a position of the deferral below
      }
      if (value > best) {
        best = value;
        context.pv().update(ply, move);
        if (ply == 0) {
          context.root().best(move, value);
        }
        if (value > alpha) {
          alpha = value;
          if (value >= beta) {
            // The opponent will avoid this: stop here.
            context.events().cutoff(ply, mover, move, depth);
            break;
          }
        }
      }
    }
    return best;
  }

  /**
   * {@link #searchMoves} in the plies of a parallel search's deferral: a move whose position
   * another thread is searching now is left for last (ABDADA's deferral, see {@link
   * BusyPositions}), but never the first move, nor at the root the second; and before each move
   * after the first, the position, and those above it on the line, are looked up in the shared
   * table: when another thread's result settles one of them, the moves left are not searched
   * ({@link Deferral#settledAbove}, {@link Deferral#settledEntry}, {@link #SETTLED_ABOVE}). A
   * thread that took a position's second move while another searched its first would otherwise
   * finish it, and the position's other moves, after the other's cutoff: on Pons' Test_L2_R2, two
   * threads searched 1.24 to 1.28 times the nodes of one with it, 1.32 to 1.34 without (see
   * benchmarks/connect4/HISTORY.md).
   *
   * <p>The root's second move: when a pass's first root move fails to settle its test, the second
   * is the likeliest to settle it, and its subtree is then the pass's biggest. A thread that left
   * it for later went on to refute the root's other moves, all wasted once the second settled the
   * test; one that joins it splits its replies with the other thread instead (two threads taking
   * turns on the first 10 of Test_L1_R3: 1.07 to 1.09 times the nodes of one, 1.14 to 1.15 with the
   * second move deferred like the others).
   *
   * <p>Only nodes whose results go to the shared table take part ({@link #shares}): below the local
   * tables' boundary another thread never sees a result, and the marks and looks there, at the many
   * small nodes near the leaves, cost more than the repeats they save. With that, the deferral
   * reaches 24 plies down where subtrees stay big (Kalah), and stops about where Connect Four's
   * results turn local.
   */
  private int searchMovesSharing(
      GameState state,
      int n,
      int best,
      int depth,
      int alpha,
      int beta,
      int ply,
      Deferral deferral,
      SearchContext context) {
    int mover = state.playerToMove();
    int[] moves = context.picker().moves(ply);
    int[] later = deferral.laterMoves(ply);
    int deferred = 0;
    deferral.enter(state, ply, depth, alpha, beta);
    for (int i = 0; i < n + deferred; i++) {
      if (i > 0) {
        if (deferral.settledAbove(ply)) {
          deferral.abandon(state, ply);
          return SETTLED_ABOVE;
        }
        long entry = deferral.settledEntry(state, depth, alpha, beta, ply);
        if (entry != TranspositionTable.MISS) {
          best = settledValue(entry, ply, context);
          break;
        }
      }
      int move = i < n ? moves[i] : later[i - n];
      state.play(move);
      if (i > (ply == 0 ? 1 : 0)
          && i < n
          && !state.isTerminal()
          && deferral.leavesForLater(state)) {
        state.undo();
        later[deferred++] = move;
        continue;
      }
      int value = searchPlayed(state, mover, depth, alpha, beta, ply, context);
      if (value == SETTLED_ABOVE) {
        if (!deferral.returnsTo(ply)) {
          deferral.abandon(state, ply);
          return SETTLED_ABOVE;
        }
        best = settledValue(deferral.takeSettled(), ply, context);
        break;
      }
      if (value > best) {
        best = value;
        context.pv().update(ply, move);
        if (ply == 0) {
          context.root().best(move, value);
        }
        if (value > alpha) {
          alpha = value;
          if (value >= beta) {
            // the opponent will avoid this: stop here
            context.events().cutoff(ply, mover, move, depth);
            break;
          }
        }
      }
    }
    deferral.leave(state, ply);
    return best;
  }

  /** The value of the position at {@code ply} by another thread's table {@code entry}. */
  private static int settledValue(long entry, int ply, SearchContext context) {
    if (TranspositionTable.horizon(entry)) {
      context.horizon().reach();
    }
    return TranspositionTable.fromTable(TranspositionTable.value(entry), ply);
  }

  /**
   * The value for {@code mover} of the position the move just played at {@code ply} led to, in
   * negamax form (an extra turn keeps the window and the sign); then takes the move back. Apart
   * from the move loop so that the loop stays small enough for the compiler to inline into {@link
   * #alphaBeta}.
   */
  private int searchPlayed(
      GameState state, int mover, int depth, int alpha, int beta, int ply, SearchContext context) {
    try {
      if (state.isTerminal()) {
        context.events().visit(ply + 1);
        return context.events().terminal(state, mover, ply + 1);
      }
      if (state.playerToMove() == mover) {
        return alphaBeta(state, depth - 1, alpha, beta, ply + 1, context);
      }
      return -alphaBeta(state, depth - 1, -beta, -alpha, ply + 1, context);
    } finally {
      state.undo();
    }
  }

  /**
   * Stores {@code value}, of the given {@code bound} type ({@link TableAccess#bound}), in the table
   * if there is one, with the best move (the first of the position's line, -1 when every move
   * failed low), whether its subtree reached the horizon since {@link Horizon#open()}, and the
   * nodes visited below it ({@link dev.ply.classic.stats.SearchStats#nodesBelow}).
   */
  private static void store(
      GameState state,
      int depth,
      int remaining,
      int ply,
      int value,
      int bound,
      SearchContext context) {
    TableAccess table = context.table();
    if (table != null) {
      int move = context.pv().first(ply);
      boolean horizon = context.horizon().reached();
      long work = context.stats().nodesBelow(ply);
      table.store(state.hash(), depth, remaining, ply, value, bound, move, horizon, work);
    }
  }
}
