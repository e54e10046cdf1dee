package dev.ply.multiplayer.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * The values the searches must find, computed by plain recursion over every move, with nothing
 * pruned and nothing shared with the searches.
 */
final class BruteForce {

  private final int players;
  private final Evaluator evaluator;
  long nodes;

  BruteForce(int players, Evaluator evaluator) {
    this.players = players;
    this.evaluator = evaluator;
  }

  /**
   * max^n's vector: at a leaf, every seat's utility (or the evaluator's score at the horizon);
   * elsewhere the vector of the first child that is best for the seat to move.
   */
  long[] maxN(GameState state, int depth) {
    nodes++;
    long[] v = new long[players];
    if (state.isTerminal()) {
      for (int s = 0; s < players; s++) {
        v[s] = state.utility(s);
      }
      return v;
    }
    if (depth == 0) {
      for (int s = 0; s < players; s++) {
        v[s] = evaluator.evaluate(state, s);
      }
      return v;
    }
    int mover = state.playerToMove();
    long[] best = null;
    for (int move : moves(state)) {
      state.play(move);
      long[] child = maxN(state, depth - 1);
      state.undo();
      if (best == null || child[mover] > best[mover]) {
        best = child;
      }
    }
    return best;
  }

  /** The paranoid value for {@code seat}: it takes the most, every other seat the least. */
  int paranoid(GameState state, int depth, int seat, int ply) {
    nodes++;
    if (state.isTerminal()) {
      return Values.terminal(state.utility(seat), ply);
    }
    if (depth == 0) {
      return evaluator == null ? 0 : evaluator.evaluate(state, seat);
    }
    boolean mine = state.playerToMove() == seat;
    int best = mine ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    for (int move : moves(state)) {
      state.play(move);
      int v = paranoid(state, depth - 1, seat, ply + 1);
      state.undo();
      best = mine ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  /**
   * The Best-Reply value for {@code seat}: its own moves, then the least over every opponent's
   * every move (the opponents before it in turn having played their first-listed moves, the ones
   * after it theirs too), one layer of depth each.
   */
  int bestReply(GameState state, int depth, int seat) {
    int ply = state.plies();
    return bestReply(state, depth, seat, ply);
  }

  private int bestReply(GameState state, int depth, int seat, int rootPlies) {
    nodes++;
    if (state.isTerminal()) {
      return Values.terminal(state.utility(seat), state.plies() - rootPlies);
    }
    if (depth == 0) {
      return evaluator == null ? 0 : evaluator.evaluate(state, seat);
    }
    if (state.playerToMove() == seat) {
      int best = Integer.MIN_VALUE;
      for (int move : moves(state)) {
        state.play(move);
        best = Math.max(best, bestReply(state, depth - 1, seat, rootPlies));
        state.undo();
      }
      return best;
    }
    int best = Integer.MAX_VALUE;
    int skipped = 0;
    for (int turn = 0; turn < players - 1; turn++) {
      int[] replies = moves(state);
      for (int reply : replies) {
        state.play(reply);
        int after = 0;
        while (after < players - 2 - turn && !state.isTerminal() && state.playerToMove() != seat) {
          state.play(moves(state)[0]);
          after++;
        }
        best = Math.min(best, bestReply(state, depth - 1, seat, rootPlies));
        for (int k = 0; k <= after; k++) {
          state.undo();
        }
      }
      state.play(replies[0]);
      skipped++;
      if (state.isTerminal() || state.playerToMove() == seat) {
        break;
      }
    }
    for (int k = 0; k < skipped; k++) {
      state.undo();
    }
    return best;
  }

  private static int[] moves(GameState state) {
    int[] buffer = new int[state.maxMoves()];
    return java.util.Arrays.copyOf(buffer, state.legalMoves(buffer));
  }
}
