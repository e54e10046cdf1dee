package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * Negamax (Knuth and Moore 1975, section 2): minimax written once, from the point of view of the
 * side to move, using max(a, b) = -min(-a, -b) in a zero-sum game. Nothing is pruned: it visits the
 * same nodes as {@link Minimax} and returns the same value.
 *
 * <p>A child whose side to move is the same player (an extra turn) is not negated.
 */
public final class Negamax implements DepthSearch {

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    return negamax(root, depth, 0, context);
  }

  private int negamax(GameState state, int depth, int ply, SearchContext context) {
    context.events().visit(state, ply, -Values.INFINITY, Values.INFINITY);
    if (depth == 0) {
      return context.events().evaluate(state);
    }
    int mover = state.playerToMove();
    int best = -Values.INFINITY;
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
          value = negamax(state, depth - 1, ply + 1, context);
        } else {
          value = -negamax(state, depth - 1, ply + 1, context);
        }
      } finally {
        state.undo();
      }
      if (value > best) {
        best = value;
        context.pv().update(ply, move);
        if (ply == 0) {
          context.root().best(move, value);
        }
      }
    }
    return context.events().leave(best);
  }
}
