package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;
import dev.ply.classic.tt.TableAccess;
import dev.ply.classic.tt.TranspositionTable;

/**
 * NegaScout (Reinefeld 1983), fail-soft, in negamax form: SCOUT's idea carried out with alpha-beta
 * windows. The first move of a position is searched with the window {@code (alpha, beta)}; every
 * later move with the null window {@code (a, a + 1)}, a being the best value so far, which only
 * tells whether the move beats a. A move that does, with a value still below beta, is searched
 * again with the window {@code (t, beta)}, t being the bound the null-window search returned.
 *
 * <p>Reinefeld's refinement, on when {@code skipShallowReSearches}: at a position less than three
 * plies from the horizon the re-search is left out, because there the fail-soft null-window search
 * of an opponent's child already returns its exact value (the child's moves are all leaves, and it
 * failed low, so it looked at every one of them). A child where the same player moves again failed
 * high instead, and its bound is not exact: such a child is still searched again.
 *
 * <p>Values are from the point of view of the side to move. A child whose side to move is the same
 * player (an extra turn) is searched with the same window and not negated.
 *
 * <p>With a transposition table in its {@link SearchContext} it looks each position up first and
 * stores its result afterwards, as {@link AlphaBetaSolver} does; the refinement above is then left
 * out, since a child's null-window search may be answered by a stored bound.
 */
public final class NegaScout implements DepthSearch {

  private final boolean skipShallowReSearches;

  /** Plain NegaScout, with every re-search done. */
  public NegaScout() {
    this(false);
  }

  /**
   * @param skipShallowReSearches true for Reinefeld's "no re-search below depth 3"
   */
  public NegaScout(boolean skipShallowReSearches) {
    this.skipShallowReSearches = skipShallowReSearches;
  }

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    return search(root, depth, -Values.INFINITY, Values.INFINITY, context);
  }

  /** The fail-soft value of the non-terminal {@code root} for the window {@code (alpha, beta)}. */
  public int search(GameState root, int depth, int alpha, int beta, SearchContext context) {
    return negaScout(root, depth, alpha, beta, 0, context);
  }

  private int negaScout(
      GameState state, int depth, int alpha, int beta, int ply, SearchContext context) {
    assert alpha < beta : "window [" + alpha + ", " + beta + "] is empty";
    context.events().visit(state, ply, alpha, beta);
    if (depth == 0) {
      return context.events().evaluate(state);
    }
    // Step 0. Transposition table lookup (Greenblatt, Eastlake and Crocker 1967): a result at least
    // as deep that settles the window ends the search here. Never at the root, which must name its
    // move; there, and wherever no cut is possible, the stored move is searched first.
    TableAccess table = context.table();
    long entry = table == null ? TranspositionTable.MISS : table.probe(state.hash(), depth);
    if (ply > 0 && TableAccess.settles(entry, depth, alpha, beta, ply)) {
      return context.events().tableValue(entry, ply);
    }
    int originalAlpha = alpha;
    boolean horizonBefore = context.horizon().open();
    int mover = state.playerToMove();
    int best = -Values.INFINITY;
    int bestMove = -1;
    int n = context.picker().generate(state, ply, TranspositionTable.move(entry));
    int[] moves = context.picker().moves(ply);
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      state.play(move);
      int value;
      try {
        if (state.isTerminal()) {
          context.events().visit(ply + 1);
          value = context.events().terminal(state, mover, ply + 1);
        } else if (i == 0) {
          // Step 1. The first move, expected to be the best, gets the whole window.
          value = child(state, depth - 1, alpha, beta, mover, ply + 1, context);
        } else {
          // Step 2. A later move is only asked whether it beats alpha (Reinefeld 1983).
          value = child(state, depth - 1, alpha, alpha + 1, mover, ply + 1, context);
          // Step 3. It does, and by less than beta: the null window gave a lower bound; re-search.
          if (value > alpha
              && value < beta
              && !exactWithoutReSearch(state, depth, mover, context)) {
            context.stats().reSearch();
            int exact = child(state, depth - 1, value, beta, mover, ply + 1, context);
            value = Math.max(value, exact); // exact <= value means the bound was the value
          }
        }
      } finally {
        state.undo();
      }
      if (value > best) {
        best = value;
        bestMove = move;
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
    // Step 4. Store the result, its bound type read against the window the position was given.
    if (table != null) {
      int bound = TableAccess.bound(best, originalAlpha, beta);
      long work = context.stats().nodesBelow(ply);
      boolean horizon = context.horizon().reached();
      table.store(state.hash(), depth, depth, ply, best, bound, bestMove, horizon, work);
    }
    context.horizon().close(horizonBefore);
    return context.events().leave(best);
  }

  /**
   * Whether the null-window value of the {@code child} (already played) of a position {@code depth}
   * plies from the horizon is exact, so that Reinefeld's refinement may skip its re-search.
   */
  private boolean exactWithoutReSearch(
      GameState child, int depth, int mover, SearchContext context) {
    // A table may answer the child's null-window search with a stored bound, which is not exact.
    if (!skipShallowReSearches || context.table() != null) {
      return false;
    }
    return depth == 1 || (depth == 2 && child.playerToMove() != mover);
  }

  /** A child (already played) searched with the window {@code (alpha, beta)} of its parent. */
  private int child(
      GameState child, int depth, int alpha, int beta, int mover, int ply, SearchContext context) {
    if (child.playerToMove() == mover) {
      return negaScout(child, depth, alpha, beta, ply, context);
    }
    return -negaScout(child, depth, -beta, -alpha, ply, context);
  }
}
