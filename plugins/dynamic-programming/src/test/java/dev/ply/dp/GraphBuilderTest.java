package dev.ply.dp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.dp.graph.FixedMoves;
import dev.ply.dp.graph.GraphBuilder;
import dev.ply.dp.graph.GraphTooLarge;
import dev.ply.dp.graph.PositionGraph;
import dev.ply.dp.solve.Sweeps;
import dev.ply.dp.solve.ValueIteration;
import dev.ply.tictactoe.TicTacToe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The walk that numbers a game's positions: every position once (Pig's hash is a bijection, and the
 * count is derived here from the rules), the 5478 positions of tic-tac-toe, its limit, and hashes
 * shared by different positions caught.
 */
class GraphBuilderTest {

  @Test
  void numbersEveryPositionOfPigOnceAsCountedFromItsRules() {
    for (int goal : new int[] {2, 3, 10, 40}) {
      PositionGraph graph =
          new GraphBuilder(2, true, 10_000_000, FixedMoves.NONE).build(PigPositions.start(goal));
      assertEquals(pigPositions(goal), graph.size(), "goal " + goal);
    }
  }

  /**
   * Scores below the goal are 0 or at least 2 (a 1 banks nothing): goal - 1 values. A seat chooses
   * with its score a, the other's b and a turn total of 0 or of 2 up to goal - 1 - a; each choice
   * has its roll, a chance position; the game ends with the winner on goal to goal + 5 (a total at
   * most goal - 1 and a face from 2 to 6) and the loser on any score. Both seats.
   */
  private static long pigPositions(int goal) {
    long scores = goal - 1;
    long choices = 0;
    for (int a = 0; a < goal; a++) {
      if (a != 1) {
        choices += scores * (1 + Math.max(0, goal - 2 - a));
      }
    }
    long ends = 0;
    for (int won = goal; won <= goal + 5; won++) {
      boolean reachable = false;
      for (int before = Math.max(0, won - 6); before <= won - 2 && before < goal; before++) {
        reachable |= before != 1;
      }
      ends += reachable ? scores : 0;
    }
    return 2 * (2 * choices + ends);
  }

  @Test
  void findsTheFiveThousandFourHundredSeventyEightPositionsOfTicTacToeAndSolvesThemInOneSweep() {
    Game game = new TicTacToe();
    PositionGraph graph =
        new GraphBuilder(2, true, 10_000, FixedMoves.NONE)
            .build(game.newGame(Options.resolve(game.variantOptions(), Map.of())));
    assertEquals(5478, graph.size());
    // Without cycles, children come before parents: the first sweep is exact, the second changes
    // nothing.
    ValueIteration.Result result = ValueIteration.solve(graph, 1e-12, 100, Sweeps.NONE);
    assertEquals(2, result.sweeps());
    assertEquals(0.0, result.maxChange());
    assertEquals(0.0, result.values()[graph.start()], "tic-tac-toe is a draw");
  }

  @Test
  void stopsAtMaxPositionsAndSaysSo() {
    Game game = new TicTacToe();
    GameState start = game.newGame(Options.resolve(game.variantOptions(), Map.of()));
    GraphTooLarge e =
        assertThrows(
            GraphTooLarge.class,
            () -> new GraphBuilder(2, true, 1000, FixedMoves.NONE).build(start));
    assertTrue(e.getMessage().contains("max-positions is 1000"), e.getMessage());
  }

  @Test
  void catchesDifferentPositionsThatShareAHash() {
    GameState colliding = new CollidingHashes(PigPositions.start(20), 0xFF);
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> new GraphBuilder(2, true, 1_000_000, FixedMoves.NONE).build(colliding));
    assertTrue(e.getMessage().contains("share the hash"), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), "an error is one line: " + e.getMessage());
  }
}
