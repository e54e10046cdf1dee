package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.tictactoe.TicTacToe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The subtree of the position reached between two moves is kept, and found by move and hash. */
class TreeReuseTest {

  private static final TicTacToe GAME = new TicTacToe();
  private static final Map<String, Object> ITERATIONS = Map.of("iterations", 20_000L);

  /** X a1 c3, O b2 b1: X must block at b3, then O must block at a3, then X must block at c1. */
  private static GameState beforeFirstBlock() {
    return Fixtures.position(GAME, "a1", "b2", "c3", "b1");
  }

  @Test
  void theSecondMoveStartsFromTheVisitsOfTheReachedSubtreeAndAgreesWithAFreshSearch() {
    Player player = Fixtures.player(GAME, ITERATIONS, 1);
    GameState game = beforeFirstBlock();
    SearchReport first = player.chooseMove(game.copy(), Limits.none());
    assertEquals("b3", game.moveToText(first.move()));
    assertEquals(0, first.counter("reused-visits"), "a new game starts with a new tree");
    game.play(first.move());
    game.play(game.textToMove("a3"));

    SearchReport second = player.chooseMove(game.copy(), Limits.none());
    assertTrue(
        second.counter("reused-visits") > 1_000,
        "the forced reply was searched deeply: " + second.counters());
    assertEquals(20_000, second.nodes(), "nodes count only this search's iterations");
    SearchReport fresh =
        Fixtures.player(GAME, ITERATIONS, 2).chooseMove(game.copy(), Limits.none());
    assertEquals(0, fresh.counter("reused-visits"));
    assertEquals("c1", game.moveToText(second.move()), second.toString());
    assertEquals(fresh.move(), second.move(), "the same move as a fresh search");
  }

  @Test
  void theSamePositionAskedAgainKeepsTheWholeTree() {
    Player player = Fixtures.player(GAME, Map.of("iterations", 500L), 1);
    GameState position = beforeFirstBlock();
    SearchReport first = player.chooseMove(position.copy(), Limits.none());
    SearchReport again = player.chooseMove(position.copy(), Limits.none());
    assertEquals(500, again.counter("reused-visits"));
    assertEquals(
        first.counter("tree-nodes"),
        again.counter("tree-nodes") - again.counter("new-nodes"),
        "no node was dropped");
  }

  @Test
  void aReplyOutsideTheTreeStartsAFreshTree() {
    Player player = Fixtures.player(GAME, Map.of("iterations", 1L), 1);
    GameState game = beforeFirstBlock();
    SearchReport first = player.chooseMove(game.copy(), Limits.none());
    assertEquals(1, first.principalVariation().length, "one iteration makes one child");
    game.play(first.move());
    int[] buffer = new int[game.maxMoves()];
    game.legalMoves(buffer);
    game.play(buffer[0]);
    assertEquals(0, player.chooseMove(game.copy(), Limits.none()).counter("reused-visits"));
  }

  @Test
  void aNewGameForgetsTheTree() {
    Player player = Fixtures.player(GAME, ITERATIONS, 1);
    GameState position = beforeFirstBlock();
    player.chooseMove(position.copy(), Limits.none());
    player.newGame(0, 1);
    assertEquals(0, player.chooseMove(position.copy(), Limits.none()).counter("reused-visits"));
  }

  @Test
  void withReuseOffEverySearchStartsAfresh() {
    Player player = Fixtures.player(GAME, Map.of("iterations", 500L, "reuse-tree", false), 1);
    GameState position = beforeFirstBlock();
    player.chooseMove(position.copy(), Limits.none());
    assertEquals(0, player.chooseMove(position.copy(), Limits.none()).counter("reused-visits"));
  }
}
