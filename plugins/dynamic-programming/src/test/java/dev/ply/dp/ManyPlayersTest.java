package dev.ply.dp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Solution;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Value iteration with three seats, not zero-sum: each seat takes the move best for itself (the
 * first of the best), chance averages, as a recursion over the tree written here computes it, on
 * trees of twenty seeds.
 */
class ManyPlayersTest {

  @Test
  void eachSeatMaximizesItsOwnUtilityAsARecursionOverTheTreeSays() {
    ValueIterationStrategy strategy = new ValueIterationStrategy();
    for (long seed = 1; seed <= 20; seed++) {
      ThreePlayerDiceTree game = new ThreePlayerDiceTree(seed);
      GameState start = game.newGame(Options.empty());
      double[] expected = values(start.copy());
      Solution solution =
          strategy.solve(Contexts.of(game, Map.of(), strategy, Map.of()), start, step -> {});
      assertEquals(expected[0], solution.value(), 1e-9, "seed " + seed);
      assertEquals((int) expected[3], solution.move(), "seed " + seed + ": the first seat's move");
    }
  }

  /** Each seat's value, and in [3] the best move where a seat moves. */
  private static double[] values(GameState s) {
    double[] result = new double[4];
    if (s.isTerminal()) {
      for (int p = 0; p < 3; p++) {
        result[p] = s.utility(p);
      }
      return result;
    }
    int[] moves = new int[s.maxMoves()];
    int n = s.legalMoves(moves);
    if (s.playerToMove() == GameState.CHANCE) {
      for (var outcome : s.chanceOutcomes()) {
        s.play(outcome.move());
        double[] child = values(s);
        s.undo();
        for (int p = 0; p < 3; p++) {
          result[p] += outcome.probability() * child[p];
        }
      }
      return result;
    }
    int mover = s.playerToMove();
    double[] best = null;
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      double[] child = values(s);
      s.undo();
      if (best == null || child[mover] > best[mover]) {
        best = child;
        best[3] = moves[i];
      }
    }
    return best;
  }
}
