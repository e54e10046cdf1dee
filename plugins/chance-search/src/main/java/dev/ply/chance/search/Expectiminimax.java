package dev.ply.chance.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * Expectiminimax (Michie, "Game-playing and game-learning automata", 1966; the name is Russell and
 * Norvig's): minimax over the players' moves, and at a chance node the probability-weighted mean of
 * its outcomes' values. Nothing is pruned: it visits every node to the depth limit, the yardstick
 * Star1 and Star2 are measured against, as minimax is for alpha-beta.
 */
public final class Expectiminimax extends ChanceSearch {

  @Override
  protected int player(GameState state, int depth, int ply, int alpha, int beta) {
    int mover = state.playerToMove();
    int n = generate(state, ply);
    int[] m = moves[ply];
    int best = -Values.INFINITY;
    for (int i = 0; i < n; i++) {
      state.play(m[i]);
      int value;
      try {
        value = search(state, depth - 1, ply + 1, -Values.INFINITY, Values.INFINITY, mover);
      } finally {
        state.undo();
      }
      if (value > best) {
        best = value;
        if (ply == 0) {
          rootBest(m[i], value);
        }
      }
    }
    return best;
  }

  /** The exact expectation, {@code floor(sum w_i v_i / D)}. */
  @Override
  protected int chance(GameState state, int depth, int ply, int alpha, int beta, int seat) {
    long denominator = weigh(state, ply);
    int n = outcomeCount[ply];
    int[] m = moves[ply];
    long[] w = weights[ply];
    long sum = 0;
    for (int i = 0; i < n; i++) {
      state.play(m[i]);
      try {
        sum += w[i] * search(state, depth, ply + 1, -Values.INFINITY, Values.INFINITY, seat);
      } finally {
        state.undo();
      }
    }
    return (int) Math.floorDiv(sum, denominator);
  }
}
