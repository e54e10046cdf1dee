package dev.ply.dp;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.dp.solve.Policy;

/**
 * Plays a solved {@link Policy}: the greedy move of the values, looked up by the position's hash.
 * Deterministic, and each move costs one lookup, so it keeps any limit. A position outside the
 * policy's graph (a game that did not begin at the start, an opening) is solved from there on the
 * spot, whatever the limits, and that policy is kept for the rest of the game.
 */
final class OptimalPlayer implements Player {

  /** Solves the policy of a position not in the graph. */
  interface Solver {
    Policy solveFrom(GameState position);
  }

  private final Policy start;
  private final Solver solver;
  private Policy policy;
  private int[] buffer = new int[0];

  OptimalPlayer(Policy start, Solver solver) {
    this.start = start;
    this.solver = solver;
    this.policy = start;
  }

  @Override
  public void newGame(int seat, long seed) {
    policy = start;
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    int index = policy.moveIndex(state.hash());
    if (index == Policy.UNKNOWN) {
      policy = solver.solveFrom(state.copy());
      index = policy.moveIndex(state.hash());
    }
    if (buffer.length < state.maxMoves()) {
      buffer = new int[state.maxMoves()];
    }
    int n = state.legalMoves(buffer);
    if (index < 0 || index >= n) {
      throw new IllegalStateException(
          "the solved policy has no move among the " + n + " legal moves of\n" + state.render());
    }
    return SearchReport.builder(buffer[index])
        .nodes(1)
        .counter("solved-positions", policy.positions())
        .build();
  }
}
