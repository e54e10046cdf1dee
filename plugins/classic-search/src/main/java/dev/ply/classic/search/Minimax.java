package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * Minimax (von Neumann 1928; Shannon 1950): every move of every position is searched to the depth,
 * with no pruning. The root player maximises, everyone else minimises, so a side that moves twice
 * in a row (an extra turn) is handled without any assumption of alternation.
 *
 * <p>It is the oracle the pruning searches are tested against: on the full tic-tac-toe tree it
 * visits all 549,946 positions.
 */
public final class Minimax implements DepthSearch {

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    return minimax(root, depth, 0, root.playerToMove(), context);
  }

  /** The value of a non-terminal {@code state} from {@code rootPlayer}'s point of view. */
  private int minimax(GameState state, int depth, int ply, int rootPlayer, SearchContext context) {
    context.events().visit(state, ply, -Values.INFINITY, Values.INFINITY);
    int mover = state.playerToMove();
    if (depth == 0) {
      int value = context.events().evaluate(state);
      return mover == rootPlayer ? value : -value;
    }
    boolean maximising = mover == rootPlayer;
    int best = maximising ? -Values.INFINITY : Values.INFINITY;
    int n = context.picker().generate(state, ply);
    int[] moves = context.picker().moves(ply);
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      state.play(move);
      int value;
      try {
        if (state.isTerminal()) {
          context.events().visit(ply + 1);
          value = context.events().terminal(state, rootPlayer, ply + 1);
        } else {
          value = minimax(state, depth - 1, ply + 1, rootPlayer, context);
        }
      } finally {
        state.undo();
      }
      if (maximising ? value > best : value < best) {
        best = value;
        context.pv().update(ply, move);
        if (ply == 0) {
          context.root().best(move, value);
        }
      }
    }
    // A trace hears the side to move's point of view.
    context.events().leave(maximising ? best : -best);
    return best;
  }
}
