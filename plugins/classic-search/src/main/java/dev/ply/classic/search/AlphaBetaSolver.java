package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Tactics;
import dev.ply.api.Values;
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
    return alphaBeta(root, depth, alpha, beta, 0, context);
  }

  private int alphaBeta(
      GameState state, int depth, int alpha, int beta, int ply, SearchContext context) {
    assert alpha < beta : "window [" + alpha + ", " + beta + "] is empty";
    context.visit(state, ply, alpha, beta);
    if (depth == 0) {
      return context.evaluate(state);
    }
    Tactics tactics = context.tactics(state);
    GameTactics known = tactics == null ? null : context.gameTactics();
    int originalAlpha = alpha;
    if (tactics != null && ply > 0) {
      // Step 0. Game knowledge before the table (Tactics), in the order of Pons' solver (Pons
      // 2019). A position reached by a move that gives the opponent no immediate win has no
      // immediate win of its own. So when every move hands the opponent one, it is lost in two
      // plies; otherwise its value is at least a loss four plies on, a floor that may settle the
      // window at once. Neither kind of position is ever stored, so probing the table for it would
      // be a wasted trip to memory: a quarter of the nodes of a Connect Four solve (Test_L1_R2).
      int left = tactics.movesLeftAtMost();
      if (tactics.everyMoveLoses()) {
        int highest = left < 3 ? 0 : known.ceiling(ply);
        if (beta > highest && alpha >= highest) {
          return context.leave(highest); // the ceiling of Step 2 cuts first, as it always has
        }
        return known.forcedLoss(state, ply, context);
      }
      int lowest = left < 4 ? 0 : known.floor(ply);
      if (alpha < lowest) {
        alpha = lowest;
        if (alpha >= beta) {
          return context.leave(alpha);
        }
      }
    }
    // Step 1. Transposition table lookup (Greenblatt, Eastlake and Crocker 1967): a result at least
    // as deep that settles the window ends the search here. Never at the root, which must name its
    // move; there, and wherever no cut is possible, the stored move is searched first.
    int remaining = SearchContext.remaining(depth, tactics);
    long entry = context.probe(state, remaining);
    if (ply > 0 && context.settles(entry, depth, alpha, beta, ply)) {
      return context.tableValue(entry, ply);
    }
    int originalBeta = beta;
    int n;
    if (tactics == null) {
      n = context.generate(state, ply, TranspositionTable.move(entry));
    } else {
      // Step 2. Game knowledge (Tactics), continued: at the root an immediate win ends the
      // search; below it, where Step 0 found the floor, a win is at most three plies on (the side
      // to move has none now), or a draw when the game ends sooner: a window above that is cut.
      // Then only the moves that give the opponent no immediate win are searched.
      if (ply == 0) {
        int win = tactics.winningMove();
        if (win >= 0) {
          return known.immediateWin(state, win, ply, context);
        }
      } else {
        int highest = tactics.movesLeftAtMost() < 3 ? 0 : known.ceiling(ply);
        if (beta > highest) {
          beta = highest;
          if (alpha >= beta) {
            return context.leave(beta);
          }
        }
      }
      n = context.generateNonLosing(state, tactics, ply, TranspositionTable.move(entry));
      if (n == 0) {
        return known.forcedLoss(state, ply, context); // at the root (below it, Step 0 found these)
      }
    }
    boolean horizonBefore = context.openNode();
    long nodesBefore = context.nodes();
    int best = -Values.INFINITY;
    TranspositionCutoffs.Result ahead =
        lookAhead(state, tactics, n, depth, remaining, alpha, beta, ply, context);
    if (ahead != null) {
      if (ahead.cuts()) {
        context.settle(ply, ahead.move(), ahead.value());
        context.store(
            state,
            depth,
            remaining,
            ply,
            ahead.value(),
            originalAlpha,
            originalBeta,
            ahead.move(),
            horizonBefore,
            nodesBefore);
        return context.leaveByTable(ahead.value());
      }
      n = ahead.movesLeft();
      best = ahead.value();
    }
    int mover = state.playerToMove();
    int bestMove = -1;
    int[] moves = context.moves(ply);
    // Step 3. The moves, in negamax form. In a parallel search, a move whose position another
    // thread is searching now is left for last (ABDADA's deferral, see BusyPositions), but never
    // the first move.
    Deferral deferral = context.deferral();
    if (deferral != null) {
      deferral.checkPass(); // another thread's bound may have settled this pass (SharedBounds)
    }
    boolean defers = deferral != null && deferral.defers(ply);
    int[] later = null;
    int deferred = 0;
    if (defers) {
      later = deferral.laterMoves(ply);
      deferral.enter(state);
    }
    for (int i = 0; i < n + deferred; i++) {
      int move = i < n ? moves[i] : later[i - n];
      state.play(move);
      if (defers && i > 0 && i < n && !state.isTerminal() && deferral.leavesForLater(state)) {
        state.undo();
        later[deferred++] = move;
        continue;
      }
      int value;
      try {
        if (state.isTerminal()) {
          context.visit(ply + 1);
          value = context.terminal(state, mover, ply + 1);
        } else if (state.playerToMove() == mover) {
          value = alphaBeta(state, depth - 1, alpha, beta, ply + 1, context);
        } else {
          value = -alphaBeta(state, depth - 1, -beta, -alpha, ply + 1, context);
        }
      } finally {
        state.undo();
      }
      if (value > best) {
        best = value;
        bestMove = move;
        context.updatePv(ply, move);
        if (ply == 0) {
          context.bestAtRoot(move, value);
        }
        if (value > alpha) {
          alpha = value;
          if (value >= beta) {
            context.cutoff(ply, mover, move, depth); // the opponent will avoid this: stop here
            break;
          }
        }
      }
    }
    if (defers) {
      deferral.leave(state);
    }
    // Step 4. Store the result, its bound type read against the window the position was given.
    context.store(
        state,
        depth,
        remaining,
        ply,
        best,
        originalAlpha,
        originalBeta,
        bestMove,
        horizonBefore,
        nodesBefore);
    return context.leave(best);
  }

  /**
   * Enhanced transposition cutoffs (see {@link TranspositionCutoffs}) over the {@code n} moves of
   * the node at {@code ply}: what the children's table entries prove, or null where looking ahead
   * does not pay (at the root, in a search without them, or where the subtrees are too small).
   */
  private static TranspositionCutoffs.Result lookAhead(
      GameState state,
      Tactics tactics,
      int n,
      int depth,
      int remaining,
      int alpha,
      int beta,
      int ply,
      SearchContext context) {
    TranspositionCutoffs cutoffs = context.transpositionCutoffs();
    if (ply == 0 || cutoffs == null || !cutoffs.pays(tactics, remaining)) {
      return null;
    }
    TranspositionCutoffs.Result ahead =
        cutoffs.lookAhead(
            state, tactics, context.moves(ply), n, depth, remaining, alpha, beta, ply);
    if (ahead.restsOnHorizon()) {
      context.restsOnHorizon();
    }
    return ahead;
  }
}
