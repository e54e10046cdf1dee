package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * Alpha-beta in negamax form, fail-soft: the form F3 of Fishburn (1983), after Knuth and Moore
 * (1975), as a textbook gives it: no table, no game knowledge, no parallel search (those are in
 * {@link AlphaBetaSolver}, which is this recursion tuned). A move that reaches beta ends the search
 * of its position, since the opponent will not allow it; the value returned may lie outside the
 * window and is then a bound, tighter than the window's.
 *
 * <p>For a window {@code alpha < beta} and true value F it returns some v with F &le; v &le; alpha
 * when F &le; alpha, F itself when alpha &lt; F &lt; beta, and some v with beta &le; v &le; F when
 * F &ge; beta. It visits exactly the nodes {@link AlphaBetaFailHard} (F2) visits; the tighter
 * bounds are what MTD(f) and NegaScout live on.
 *
 * <p>Values are from the point of view of the side to move. A child whose side to move is the same
 * player (an extra turn) is searched with the same window and not negated.
 */
public final class AlphaBetaFailSoft implements DepthSearch {

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
    context.events().visit(state, ply, alpha, beta);
    if (depth == 0) {
      return context.events().evaluate(state);
    }
    int mover = state.playerToMove();
    int n = context.picker().generate(state, ply);
    int[] moves = context.picker().moves(ply);
    int best = -Values.INFINITY;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      state.play(move);
      int value;
      try {
        if (state.isTerminal()) {
          context.events().visit(ply + 1);
          value = context.events().terminal(state, mover, ply + 1);
        } else if (state.playerToMove() == mover) {
          value = alphaBeta(state, depth - 1, alpha, beta, ply + 1, context);
        } else {
          value = -alphaBeta(state, depth - 1, -beta, -alpha, ply + 1, context);
        }
      } finally {
        state.undo();
      }
      // Fishburn's F3: m := max(m, t), the running maximum starting at minus infinity, so that a
      // position whose moves all fail low returns their best bound rather than alpha.
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
    return context.events().leave(best);
  }
}
