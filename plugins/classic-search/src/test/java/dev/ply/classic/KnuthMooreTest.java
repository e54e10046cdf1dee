package dev.ply.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.classic.search.AlphaBetaF1;
import dev.ply.classic.search.SearchContext;
import dev.ply.classic.time.SearchClock;
import dev.ply.randomtree.RandomTree;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Knuth and Moore (1975): on a uniform tree of branching b and depth d whose first move is always
 * the best, alpha-beta (the original F1) evaluates exactly b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves; with the
 * worst ordering it evaluates all b^d. The trees come from the random-tree game plugin.
 */
class KnuthMooreTest {

  private static long leavesOfF1(int b, int d, String ordering, long seed) {
    Game game = new RandomTree();
    GameState root = game.newGame(Options.resolve(game.variantOptions(), Map.of(
        "branching", (long) b, "depth", (long) d, "ordering", ordering, "seed", seed)));
    SearchContext context = new SearchContext(new SearchClock(Limits.none()), Optional.empty(),
        root.maxMoves());
    new AlphaBetaF1().search(root, d, context);
    return context.stats.leaves;
  }

  private static long pow(int b, int e) {
    long p = 1;
    for (int i = 0; i < e; i++) {
      p *= b;
    }
    return p;
  }

  @Test
  void onPerfectlyOrderedTreesF1EvaluatesExactlyTheMinimalTreesLeaves() {
    for (int b = 2; b <= 8; b++) {
      for (int d = 1; d <= 8; d++) {
        long expected = pow(b, (d + 1) / 2) + pow(b, d / 2) - 1;
        assertEquals(expected, leavesOfF1(b, d, "perfect", 17L * b + d),
            "b=" + b + " d=" + d);
      }
    }
  }

  @Test
  void onWorstOrderedTreesF1EvaluatesEveryLeaf() {
    for (int b = 2; b <= 8; b++) {
      for (int d = 1; d <= 8 && pow(b, d) <= 500_000; d++) {
        assertEquals(pow(b, d), leavesOfF1(b, d, "worst", 31L * b + d), "b=" + b + " d=" + d);
      }
    }
  }
}
