package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * Alpha-beta in negamax form as Knuth and Moore (1975) first stated its contract, here called F1:
 * the value returned is clamped to the window. For a window {@code alpha < beta} and true value F
 * it returns alpha when F &le; alpha, F itself when alpha &lt; F &lt; beta, and beta when F &ge;
 * beta: on a cutoff the search reports the window's bound, not the move's value.
 *
 * <p>It prunes exactly where {@link AlphaBetaFailHard} does; only the value a cutoff returns
 * differs. On a uniform tree searched best move first it evaluates exactly
 * b<sup>&lceil;d/2&rceil;</sup> + b<sup>&lfloor;d/2&rfloor;</sup> &minus; 1 leaves (Knuth and Moore
 * 1975).
 *
 * <p>Values are from the point of view of the side to move. A child whose side to move is the same
 * player (an extra turn) is searched with the same window and not negated.
 */
public final class AlphaBetaF1 implements DepthSearch {

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    return search(root, depth, -Values.INFINITY, Values.INFINITY, context);
  }

  /** The value of the non-terminal {@code root} clamped to the window {@code [alpha, beta]}. */
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
      if (value > alpha) {
        context.pv().update(ply, move);
        if (ply == 0) {
          context.root().best(move, Math.min(value, beta));
        }
        if (value >= beta) {
          // F1 reports the bound: worth at least beta.
          context.events().cutoff(ply, mover, move, depth);
          return context.events().leave(beta);
        }
        alpha = value;
      }
    }
    return context.events().leave(alpha);
  }
}
