package dev.ply.chance.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.chance.time.NodeClock;

/**
 * Runs a {@link ChanceSearch} under a move's {@link Limits}: once to the depth limit, or deepening
 * one player move at a time (Slate and Atkin 1977) with the previous iteration's best move searched
 * first, until the depth limit, a search that met no horizon (the whole game below the root was
 * seen), the stop signal or half the time to the deadline. It plays the deepest completed
 * iteration's move; stopped before any completed, the best root move the first iteration had
 * searched completely, or failing that the first legal move.
 */
public final class Deepening {

  private final ChanceSearch search;
  private final boolean deepen;
  private final Evaluator evaluator;
  private final int maxUtility;

  /**
   * @param evaluator the evaluator for the horizon, or null to score it 0
   * @param maxUtility the game's largest utility, which bounds the values
   */
  public Deepening(ChanceSearch search, boolean deepen, Evaluator evaluator, int maxUtility) {
    this.search = search;
    this.deepen = deepen;
    this.evaluator = evaluator;
    this.maxUtility = maxUtility;
  }

  /** Chooses a move at {@code root}, a position where a player is to move. */
  public SearchReport run(GameState root, Limits limits) {
    NodeClock clock = new NodeClock(limits);
    search.prepare(clock, evaluator, maxUtility);
    search.preferAtRoot(ChanceSearch.NO_MOVE);
    int maxDepth = Math.min(limits.maxDepth(), ChanceSearch.MAX_PLY);
    int depth = deepen ? 1 : maxDepth;
    int bestMove = ChanceSearch.NO_MOVE;
    int bestValue = SearchReport.NO_VALUE;
    int completed = 0;
    try {
      while (true) {
        int value = search.searchRoot(root, depth);
        bestMove = search.rootBestMove();
        bestValue = value;
        completed = depth;
        if (!deepen
            || depth >= maxDepth
            || !search.reachedHorizon()
            || !clock.worthAnotherIteration()) {
          break;
        }
        search.preferAtRoot(bestMove);
        depth++;
      }
    } catch (SearchAborted aborted) {
      if (bestMove == ChanceSearch.NO_MOVE && search.rootBestMove() != ChanceSearch.NO_MOVE) {
        bestMove = search.rootBestMove();
        bestValue = search.rootBestValue();
      }
    }
    if (bestMove == ChanceSearch.NO_MOVE) {
      int[] moves = new int[root.maxMoves()];
      if (root.isTerminal() || root.legalMoves(moves) == 0) {
        throw new IllegalStateException("asked to move in a finished game");
      }
      bestMove = moves[0];
    }
    SearchReport.Builder report =
        SearchReport.builder(bestMove)
            .value(bestValue)
            .depth(completed)
            .nodes(search.nodes())
            .timeNanos(clock.elapsedNanos())
            .principalVariation(new int[] {bestMove})
            .counter(SearchReport.Counters.LEAVES, search.leaves())
            .counter(SearchReport.Counters.CUTOFFS, search.cutoffs())
            .counter("chance-cutoffs", search.chanceCutoffs());
    search.addCounters(report::counter);
    return report.build();
  }
}
