package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * Alpha-beta in negamax form, fail-hard: the procedure F2 of Knuth and Moore (1975). The running
 * maximum starts at alpha, so a position whose moves all fail low returns alpha itself; a move that
 * reaches beta ends the search of its position and its value is returned.
 *
 * <p>For a window {@code alpha < beta} and true value F it returns alpha when F &le; alpha, F
 * itself when alpha &lt; F &lt; beta, and some v with beta &le; v &le; F when F &ge; beta. It
 * visits exactly the nodes {@link AlphaBetaFailSoft} visits.
 *
 * <p>Values are from the point of view of the side to move. A child whose side to move is the same
 * player (an extra turn) is searched with the same window and not negated.
 */
public final class AlphaBetaFailHard implements DepthSearch {

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    return search(root, depth, -Values.INFINITY, Values.INFINITY, context);
  }

  /** The fail-hard value of the non-terminal {@code root} for the window {@code (alpha, beta)}. */
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
      // Knuth and Moore's F2: m := max(m, t); a move that reaches beta refutes the position.
      if (value > alpha) {
        alpha = value;
        context.pv().update(ply, move);
        if (ply == 0) {
          context.root().best(move, value);
        }
        if (value >= beta) {
          context.events().cutoff(ply, mover, move, depth);
          break;
        }
      }
    }
    return context.events().leave(alpha);
  }
}
