package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.tictactoe.TicTacToe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What ends a search and what bounds its tree. */
class SearchLimitsTest {

  private static final TicTacToe GAME = new TicTacToe();

  private static SearchReport search(Map<String, ?> options, Limits limits) {
    return Fixtures.player(GAME, options, 1).chooseMove(Fixtures.position(GAME), limits);
  }

  @Test
  void theTreeNeverGrowsBeyondMaxNodesWhileTheIterationsGoOn() {
    SearchReport report = search(Map.of("max-nodes", 50L, "iterations", 5_000L), Limits.none());
    assertEquals(50, report.counter("tree-nodes"));
    assertEquals(5_000, report.nodes(), "iterations go on with playouts from the leaves");
  }

  @Test
  void aDepthLimitBoundsTheTreeAndTheReportedDepth() {
    SearchReport report = search(Map.of("iterations", 5_000L), Limits.depth(2));
    assertEquals(2, report.depth());
    assertTrue(report.counter("tree-nodes") <= 1 + 9 + 9 * 8, "no node below depth 2");
  }

  @Test
  void theIterationsOptionAndTheNodeLimitEachEndTheSearchWhicheverComesFirst() {
    assertEquals(700, search(Map.of("iterations", 700L), Limits.nodes(900)).nodes());
    assertEquals(600, search(Map.of("iterations", 700L), Limits.nodes(600)).nodes());
  }

  @Test
  void withoutAnyBudgetTheSearchRunsTheDefaultIterations() {
    assertEquals(SearchBudget.DEFAULT_ITERATIONS, search(Map.of(), Limits.depth(4)).nodes());
    assertEquals(SearchBudget.DEFAULT_ITERATIONS, search(Map.of(), Limits.none()).nodes());
  }

  @Test
  void aStoppedSearchStillReturnsALegalMoveAndNoValue() {
    Limits stopped = Limits.none();
    stopped.stop();
    GameState start = Fixtures.position(GAME);
    SearchReport report = Fixtures.player(GAME, Map.of(), 1).chooseMove(start.copy(), stopped);
    assertTrue(start.isLegal(report.move()));
    assertEquals(0, report.nodes());
    assertEquals(false, report.hasValue(), "no iteration, no value");
  }
}
