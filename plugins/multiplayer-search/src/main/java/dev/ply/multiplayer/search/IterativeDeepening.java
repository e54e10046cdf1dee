package dev.ply.multiplayer.search;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;

/**
 * Runs a {@link DepthSearch} under a move's {@link Limits}: once to the depth limit, or deepening
 * one ply at a time (Slate and Atkin 1977) with the previous iteration's best move searched first
 * at the root. Deepening stops at the depth limit, when an iteration met no horizon (it searched
 * the whole tree), or when the next iteration is unlikely to end before the deadline. The player
 * plays the best move of the deepest completed iteration; cut off before any completed, the best
 * root move searched completely, or failing that the game's first legal move.
 */
public final class IterativeDeepening {

  private final DepthSearch search;
  private final boolean deepen;
  private final SearchRun run;

  /**
   * @param deepen true to deepen one ply at a time, false for one search to the depth limit
   */
  public IterativeDeepening(DepthSearch search, boolean deepen, SearchRun run) {
    this.search = search;
    this.deepen = deepen;
    this.run = run;
  }

  /** Chooses a move for {@code root}, which is not over. */
  public SearchReport run(GameState root, Limits limits) {
    Budget budget = new Budget(limits);
    run.start(root, budget);
    int rootPlies = root.plies();
    int bestMove = -1;
    int bestValue = SearchReport.NO_VALUE;
    int completedDepth = 0;
    int depth = deepen ? 1 : limits.maxDepth();
    try {
      while (true) {
        run.beginIteration();
        int value = search.search(root, depth, run);
        bestMove = run.rootBestMove();
        bestValue = value;
        completedDepth = depth == Limits.NO_DEPTH_LIMIT ? run.maxPly() : depth;
        if (!deepen
            || depth >= limits.maxDepth()
            || !run.reachedHorizon()
            || !budget.worthAnotherIteration()) {
          break;
        }
        run.searchFirstAtRoot(bestMove);
        depth++;
      }
    } catch (SearchAborted aborted) {
      while (root.plies() > rootPlies) {
        root.undo(); // the moves the aborted search left on the position
      }
      if (bestMove < 0 && run.rootBestMove() >= 0) {
        bestMove = run.rootBestMove();
        bestValue = run.rootBestValue();
      }
    }
    if (bestMove < 0) {
      int[] moves = new int[root.maxMoves()];
      if (root.legalMoves(moves) == 0) {
        throw new IllegalStateException("asked to move in a finished game");
      }
      bestMove = moves[0];
    }
    return SearchReport.builder(bestMove)
        .value(bestValue)
        .depth(completedDepth)
        .nodes(run.nodes())
        .timeNanos(budget.elapsedNanos())
        .principalVariation(new int[] {bestMove})
        .counter(SearchReport.Counters.LEAVES, run.leaves)
        .counter(SearchReport.Counters.CUTOFFS, run.cutoffs)
        .build();
  }
}
