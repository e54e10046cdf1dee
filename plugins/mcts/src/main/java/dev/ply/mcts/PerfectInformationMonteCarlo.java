package dev.ply.mcts;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.api.View;
import java.util.SplittableRandom;

/**
 * Perfect Information Monte Carlo (PIMC) search, as analysed by Long, Sturtevant, Buro and Furtak,
 * "Understanding the Success of Perfect Information Monte Carlo Sampling in Game Tree Search" (AAAI
 * 2010), the determinized search of Ginsberg's GIB at bridge (1999): deal {@code worlds} full
 * positions consistent with what the seat has seen ({@link View#sample}), search each as a game of
 * perfect information, and play the move that did best across them.
 *
 * <p>Each world is searched by UCT ({@link UctSearch}, chance nodes drawn by their probabilities)
 * on a tree of its own; the iterations go to the worlds in turn, one each, so that any budget — an
 * iteration count, a node limit, a deadline — is shared evenly and a search stopped early has seen
 * every world about equally. A world's tree holds at most {@code max-nodes / worlds} nodes. The
 * moves are then combined:
 *
 * <ul>
 *   <li>{@code average}: the move whose mean reward for the seat, averaged over the worlds where it
 *       was tried, is highest (ties to the most votes, then the earlier move);
 *   <li>{@code vote}: the move most worlds' searches would play, their most-visited root child
 *       (ties to the higher average, then the earlier move).
 * </ul>
 *
 * <p>Its known faults, which Long et al. name and measure, are strategy fusion (a world's search
 * may play differently in positions the seat cannot tell apart, as if it knew which world it is in)
 * and non-locality; it is the baseline information-set searches are measured against. Not
 * thread-safe: one object belongs to one player.
 */
final class PerfectInformationMonteCarlo {

  /** How the worlds' results are combined into one move. */
  enum Aggregate {
    AVERAGE,
    VOTE
  }

  private final UctSearch search;
  private final int worlds;
  private final int players;
  private final int nodesPerWorld;
  private final Aggregate aggregate;

  /**
   * @param worlds the positions sampled per move, at least 1
   * @param maxNodes the largest total of the worlds' trees, at least {@code worlds}
   */
  PerfectInformationMonteCarlo(
      UctSearch search, int worlds, int players, int maxNodes, Aggregate aggregate) {
    if (worlds < 1 || maxNodes < worlds) {
      throw new IllegalArgumentException(
          "worlds must be at least 1 and max-nodes at least worlds: " + worlds + ", " + maxNodes);
    }
    this.search = search;
    this.worlds = worlds;
    this.players = players;
    this.nodesPerWorld = maxNodes / worlds;
    this.aggregate = aggregate;
  }

  /** Samples the worlds of {@code view}, searches them in turn until the budget is spent. */
  SearchReport search(View view, Limits limits, SearchBudget budget, SplittableRandom random) {
    long start = System.nanoTime();
    int seat = view.seat();
    int[] moves = new int[view.maxMoves()];
    int moveCount = view.legalMoves(moves);
    if (moveCount == 0) {
      throw new IllegalStateException("asked to move where seat " + seat + " has no move");
    }
    // Step 1. Deal the worlds, each with a tree of its own.
    GameState[] states = new GameState[worlds];
    SearchTree[] trees = new SearchTree[worlds];
    for (int w = 0; w < worlds; w++) {
      states[w] = view.sample(random);
      trees[w] = new SearchTree(players, nodesPerWorld);
      trees[w].rootAt(states[w], false);
      search.begin(trees[w], states[w]);
    }
    // Step 2. Search them as games of perfect information, one iteration each in turn.
    SearchStats stats = new SearchStats();
    for (long i = 0; !budget.isSpent(i); i++) {
      int w = (int) (i % worlds);
      search.iterate(trees[w], states[w], limits.maxDepth(), random, stats);
    }
    // Step 3. Combine the worlds' root moves.
    double[] sums = new double[moveCount];
    int[] tried = new int[moveCount];
    int[] votes = new int[moveCount];
    int nodes = 0;
    for (SearchTree tree : trees) {
      nodes += tree.size();
      Node root = tree.root();
      Node best = TreeReport.mostVisitedChild(root);
      for (int c = 0; c < root.childCount(); c++) {
        Node child = root.child(c);
        int m = indexOf(moves, moveCount, child.move());
        if (child.visits() > 0) {
          sums[m] += child.meanReward(seat);
          tried[m]++;
        }
        if (child == best) {
          votes[m]++;
        }
      }
    }
    int chosen = choose(sums, tried, votes, moveCount);
    SearchReport.Builder report = SearchReport.builder(moves[Math.max(chosen, 0)]);
    if (chosen >= 0) {
      report.value(Rewards.toValue(sums[chosen] / tried[chosen]));
    }
    return report
        .depth(stats.depth())
        .nodes(stats.iterations())
        .timeNanos(System.nanoTime() - start)
        .counter("iterations", stats.iterations())
        .counter("playout-plies", stats.playoutPlies())
        .counter("worlds", worlds)
        .counter("votes", chosen >= 0 ? votes[chosen] : 0)
        .counter("tree-nodes", nodes)
        .build();
  }

  /** The index of the chosen move, or -1 when no move was tried in any world. */
  private int choose(double[] sums, int[] tried, int[] votes, int count) {
    int best = -1;
    for (int m = 0; m < count; m++) {
      if (tried[m] > 0 && (best < 0 || better(m, best, sums, tried, votes))) {
        best = m;
      }
    }
    return best;
  }

  private boolean better(int a, int b, double[] sums, int[] tried, int[] votes) {
    double meanA = sums[a] / tried[a];
    double meanB = sums[b] / tried[b];
    return aggregate == Aggregate.AVERAGE
        ? meanA > meanB || meanA == meanB && votes[a] > votes[b]
        : votes[a] > votes[b] || votes[a] == votes[b] && meanA > meanB;
  }

  private static int indexOf(int[] moves, int count, int move) {
    for (int i = 0; i < count; i++) {
      if (moves[i] == move) {
        return i;
      }
    }
    throw new IllegalStateException("a world's root move " + move + " is not legal in the view");
  }
}
