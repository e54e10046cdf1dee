package dev.ply.multiplayer.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * Best-Reply Search: Schadd and Winands, "Best Reply Search for Multiplayer Games" (IEEE
 * Transactions on Computational Intelligence and AI in Games 3(1), 2011). Like paranoid search the
 * searching seat maximises its own score against the other seats, but the others do not all move in
 * turn: their moves are merged into one layer, in which only the best reply of any one of them is
 * played. The tree alternates the seat's own layer and the opponents' layer, each one ply of depth,
 * so the search looks as many of its own moves ahead as alpha-beta does in a game of two, and
 * alpha-beta prunes it as it does there.
 *
 * <p><b>Legal positions.</b> Ply's games let only the seat to move play, so an opponent cannot
 * reply out of turn while the opponents before it in the turn order are skipped, as the paper's
 * search does. Here those opponents play the move their game lists first (its best guess), and so
 * do the opponents after the replying one until the searching seat is to move again: the remedy of
 * BRS+ (Esser, Gras, Winands, Schadd and Lanctot, "Improving Best-Reply Search", Computers and
 * Games 2013), which keeps every position legal. The opponents' layer thus holds, for each opponent
 * in turn order, each of its moves after the earlier opponents' first-listed moves. With two
 * players it is exactly alpha-beta. A layer covers the turns of {@code n - 1} opponents at most; if
 * the seat is still not to move then (it has finished its game, or an opponent moved twice),
 * another opponents' layer follows.
 *
 * <p>Values are the searching seat's, in the scale of {@link Values}, in negamax form: the
 * opponents' layer scores from the coalition's point of view.
 */
public final class BestReplySearch implements DepthSearch {

  private final int players;

  public BestReplySearch(int players) {
    this.players = players;
  }

  @Override
  public int search(GameState root, int depth, SearchRun run) {
    return ownLayer(root, depth, 0, -Values.INFINITY, Values.INFINITY, run);
  }

  /** The searching seat to move: its value for it. */
  private int ownLayer(GameState state, int depth, int ply, int alpha, int beta, SearchRun run) {
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
      int value = next(state, depth - 1, ply + 1, Math.max(alpha, best), beta, run);
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

  /** The position a layer has reached: its value for the searching seat. */
  private int next(GameState state, int depth, int ply, int alpha, int beta, SearchRun run) {
    int seat = run.rootSeat();
    if (state.isTerminal()) {
      run.visit(ply);
      run.terminal();
      return Values.terminal(state.utility(seat), run.pliesFromRoot(state));
    }
    if (depth == 0) {
      run.visit(ply);
      run.horizonLeaf();
      return run.horizon(state, seat);
    }
    return state.playerToMove() == seat
        ? ownLayer(state, depth, ply, alpha, beta, run)
        : -opponentsLayer(state, depth, ply, -beta, -alpha, run);
  }

  /**
   * The opponents to move: each opponent's replies in turn order, the earlier opponents having
   * played their first-listed moves; the value for the coalition, the best reply's.
   */
  private int opponentsLayer(
      GameState state, int depth, int ply, int alpha, int beta, SearchRun run) {
    assert alpha < beta : "window (" + alpha + ", " + beta + ")";
    run.visit(ply);
    int seat = run.rootSeat();
    int[] moves = run.moves(ply);
    int best = -Values.INFINITY;
    int skipped = 0; // first-listed moves of the opponents before the replying one
    for (int turn = 0; turn < players - 1; turn++) {
      int n = state.legalMoves(moves);
      for (int i = 0; i < n; i++) {
        state.play(moves[i]);
        int after = finishRound(state, players - 2 - turn, seat, run);
        int value = -next(state, depth - 1, ply + 1, -beta, -Math.max(alpha, best), run);
        for (int k = 0; k <= after; k++) {
          state.undo();
        }
        if (value > best) {
          best = value;
          if (best >= beta) {
            run.cutoffs++;
            undo(state, skipped);
            return best;
          }
        }
      }
      // The next opponent replies, after this one's first-listed move.
      state.play(moves[0]);
      skipped++;
      if (state.isTerminal() || state.playerToMove() == seat) {
        break;
      }
    }
    undo(state, skipped);
    return best;
  }

  /**
   * The opponents after the replying one play their first-listed moves, at most {@code turns} of
   * them, until the searching seat is to move or the game is over; returns how many moved.
   */
  private static int finishRound(GameState state, int turns, int seat, SearchRun run) {
    int played = 0;
    while (played < turns && !state.isTerminal() && state.playerToMove() != seat) {
      state.play(run.firstMove(state));
      played++;
    }
    return played;
  }

  private static void undo(GameState state, int plies) {
    for (int k = 0; k < plies; k++) {
      state.undo();
    }
  }
}
