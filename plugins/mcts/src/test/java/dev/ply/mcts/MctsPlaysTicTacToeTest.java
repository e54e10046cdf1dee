package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import dev.ply.tictactoe.TicTacToe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Tactics a playout search must see in tic-tac-toe, with 20,000 iterations a move. */
class MctsPlaysTicTacToeTest {

  private static final TicTacToe GAME = new TicTacToe();
  private static final Map<String, Object> ITERATIONS = Map.of("iterations", 20_000L);

  private static SearchReport search(GameState position, long seed) {
    return Fixtures.player(GAME, ITERATIONS, seed).chooseMove(position.copy(), Limits.none());
  }

  @Test
  void findsTheOnlyWinningMoveInTicTacToe() {
    // X a1 b1, O a2 b2: X wins at c1 (and must, or O wins at c2).
    GameState position = Fixtures.position(GAME, "a1", "a2", "b1", "b2");
    for (long seed = 1; seed <= 3; seed++) {
      SearchReport report = search(position, seed);
      assertEquals("c1", position.moveToText(report.move()), "seed " + seed + ": " + report);
      assertTrue(report.value() > 0, "a won position scores above 0: " + report.value());
    }
  }

  @Test
  void blocksTheOnlyImmediateLossInTicTacToe() {
    // X a1 c3, O b2 b1: O threatens b3, X has no win of its own.
    GameState position = Fixtures.position(GAME, "a1", "b2", "c3", "b1");
    for (long seed = 1; seed <= 3; seed++) {
      SearchReport report = search(position, seed);
      assertEquals("b3", position.moveToText(report.move()), "seed " + seed + ": " + report);
    }
  }

  @Test
  void reportsItsIterationsDepthPrincipalVariationAndAHeuristicValue() {
    GameState start = Fixtures.position(GAME);
    SearchReport report = search(start, 5);
    assertEquals(20_000, report.nodes(), "nodes are the iterations");
    assertEquals(20_000, report.counter("iterations"));
    assertTrue(report.counter("playout-plies") > 0, "playouts were played");
    assertTrue(report.counter("tree-nodes") > 1_000, "the tree grew: " + report.counters());
    assertEquals(
        report.counter("tree-nodes"),
        report.counter("new-nodes") + 1,
        "a fresh tree is its root and the nodes this search added");
    assertTrue(report.depth() >= 3 && report.depth() <= 9, "depth " + report.depth());
    int[] pv = report.principalVariation();
    assertTrue(pv.length >= 2 && pv[0] == report.move(), "the pv starts with the move");
    assertFalse(Values.isProven(report.value()), "a mean of playouts proves nothing");
    assertTrue(
        Math.abs(report.value()) < Values.EVAL_LIMIT / 2,
        "the start position is far from decided: " + report.value());
  }
}
