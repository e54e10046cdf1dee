package dev.ply.randomtree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RandomTreeOrderingTest {

  private static RandomTreeState tree(int b, int d, long seed, String ordering) {
    RandomTree game = new RandomTree();
    return (RandomTreeState)
        game.newGame(
            Options.resolve(
                game.variantOptions(),
                Map.of(
                    "branching", (long) b, "depth", (long) d, "seed", seed, "ordering", ordering)));
  }

  /** Plain negamax over the whole tree, from the mover's point of view. */
  private static int negamax(GameState s) {
    if (s.isTerminal()) {
      return s.utility(s.playerToMove());
    }
    int best = Integer.MIN_VALUE;
    int[] moves = new int[s.maxMoves()];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      best = Math.max(best, -negamax(s));
      s.undo();
    }
    return best;
  }

  /** Checks at every inner node that the children's values are ordered as promised. */
  private static void checkOrder(RandomTreeState s, boolean bestFirst) {
    if (s.isTerminal()) {
      return;
    }
    int b = s.maxMoves();
    int[] forParent = new int[b];
    for (int i = 0; i < b; i++) {
      s.play(i);
      forParent[i] = -negamax(s);
      checkOrder(s, bestFirst);
      s.undo();
    }
    int v = negamax(s);
    if (bestFirst) {
      assertEquals(v, forParent[0], "the first move is best at " + s.render());
      for (int i = 1; i < b; i++) {
        assertTrue(forParent[i] < v, "every other move is strictly worse at " + s.render());
      }
    } else {
      assertEquals(v, forParent[b - 1], "the last move is best at " + s.render());
      for (int i = 1; i < b; i++) {
        assertTrue(
            forParent[i] > forParent[i - 1],
            "each move is better than the one before at " + s.render());
      }
    }
  }

  @ParameterizedTest(name = "b={0} d={1} seed={2}")
  @CsvSource({"2,1,1", "2,5,2", "3,4,3", "4,3,4", "5,3,5", "8,2,6", "3,6,7"})
  void perfectlyOrderedTreesHaveTheBestMoveFirstAndTheValueTheyWereBuiltWith(
      int b, int d, long seed) {
    RandomTreeState s = tree(b, d, seed, "perfect");
    assertEquals(s.builtValue(), negamax(s));
    checkOrder(s, true);
  }

  @ParameterizedTest(name = "b={0} d={1} seed={2}")
  @CsvSource({"2,1,1", "2,5,2", "3,4,3", "4,3,4", "5,3,5", "8,2,6", "3,6,7"})
  void worstOrderedTreesImproveWithEveryMove(int b, int d, long seed) {
    RandomTreeState s = tree(b, d, seed, "worst");
    checkOrder(s, false);
  }
}
