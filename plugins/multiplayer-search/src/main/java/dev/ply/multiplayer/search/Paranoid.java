package dev.ply.multiplayer.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * The paranoid algorithm: Sturtevant and Korf, "On Pruning Techniques for Multi-Player Games" (AAAI
 * 2000). The searching seat assumes that every other seat plays against it, as one coalition
 * minimising its score; the game becomes a two-player zero-sum one (the seat against the coalition)
 * and alpha-beta prunes it as deeply as in any such game. The searching seat's score is the only
 * one looked at: its utility at the end of the game ({@link Values#terminal}, faster wins first),
 * the evaluator's {@code evaluate(state, seat)} for it at the horizon.
 *
 * <p>Alpha-beta in negamax form, fail-soft (Fishburn 1983): a node's value is from its side's point
 * of view, the searching seat's or the coalition's, and changes sign where the side to move
 * changes, which need not be every ply (a seat of the coalition follows another, a seat moves
 * twice). With two players this is exactly alpha-beta.
 */
public final class Paranoid implements DepthSearch {

  @Override
  public int search(GameState root, int depth, SearchRun run) {
    return node(root, depth, 0, -Values.INFINITY, Values.INFINITY, 1, run);
  }

  /**
   * A position that is not over, searched {@code depth >= 1} plies deep.
   *
   * @param side 1 when the searching seat is to move, -1 when the coalition is
   * @return the value from {@code side}'s point of view
   */
  private int node(
      GameState state, int depth, int ply, int alpha, int beta, int side, SearchRun run) {
    assert alpha < beta : "window (" + alpha + ", " + beta + ")";
    run.visit(ply);
    int[] moves = run.moves(ply);
    int n = state.legalMoves(moves);
    if (ply == 0) {
      run.orderRoot(moves, n);
    }
    int best = -Values.INFINITY;
    for (int i = 0; i < n; i++) {
      state.play(moves[i]);
      int value = child(state, depth - 1, ply + 1, Math.max(alpha, best), beta, side, run);
      state.undo();
      if (value > best) {
        best = value;
        if (ply == 0) {
          run.rootBest(moves[i], value);
        }
        if (best >= beta) {
          run.cutoffs++;
          break;
        }
      }
    }
    return best;
  }

  /** The value of the position just reached, from the point of view of the side that moved. */
  private int child(
      GameState state, int depth, int ply, int alpha, int beta, int parentSide, SearchRun run) {
    int seat = run.rootSeat();
    if (state.isTerminal()) {
      run.visit(ply);
      run.terminal();
      return parentSide * Values.terminal(state.utility(seat), run.pliesFromRoot(state));
    }
    if (depth == 0) {
      run.visit(ply);
      run.horizonLeaf();
      return parentSide * run.horizon(state, seat);
    }
    int side = state.playerToMove() == seat ? 1 : -1;
    return side == parentSide
        ? node(state, depth, ply, alpha, beta, side, run)
        : -node(state, depth, ply, -beta, -alpha, side, run);
  }
}
