package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.GrownNode;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.tictactoe.TicTacToe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tree of the last search, as {@code ply trace} asks a Monte Carlo player for it. */
class GrownTreeTest {

  @Test
  void theGrownTreeIsTheLastSearchsWithItsVisitsAddingUpAndTheMovePlayedMostVisited() {
    TicTacToe game = new TicTacToe();
    Player player = Fixtures.player(game, Map.of("iterations", 400L), 5);
    assertTrue(player.grownTree(100).isEmpty(), "no tree before a search");
    SearchReport report = player.chooseMove(Fixtures.position(game), Limits.none());
    GrownNode root = player.grownTree(Integer.MAX_VALUE).orElseThrow();
    assertEquals(GameState.NO_MOVE, root.move());
    assertEquals(400, root.visits(), "the root counts every iteration");
    assertEquals(report.counter("tree-nodes"), root.size(), "every node, with no cap");
    assertEquals(report.move(), root.children().get(0).move(), "most visited first: the move");
    check(root);
  }

  @Test
  void aCapKeepsTheMostVisitedNodesBreadthByBreadth() {
    TicTacToe game = new TicTacToe();
    Player player = Fixtures.player(game, Map.of("iterations", 400L), 5);
    player.chooseMove(Fixtures.position(game), Limits.none());
    GrownNode small = player.grownTree(12).orElseThrow();
    assertEquals(12, small.size());
    assertEquals(9, small.children().size(), "the root's nine children come first");
    assertEquals(2, small.children().stream().mapToInt(GrownNode::size).sum() - 9);
    assertTrue(small.children().get(0).children().size() == 2, "then the most visited's children");
  }

  @Test
  void aPlayerThatDoesNotReuseItsTreeStillShowsTheLastOne() {
    TicTacToe game = new TicTacToe();
    Player player = Fixtures.player(game, Map.of("iterations", 200L, "reuse-tree", false), 5);
    player.chooseMove(Fixtures.position(game), Limits.none());
    assertEquals(200, player.grownTree(50).orElseThrow().visits());
  }

  private static void check(GrownNode node) {
    long below = 0;
    long previous = Long.MAX_VALUE;
    for (GrownNode c : node.children()) {
      below += c.visits();
      assertTrue(c.visits() <= previous, "most visited first");
      previous = c.visits();
      check(c);
    }
    assertTrue(below <= node.visits(), "no more visits below than through the node");
  }
}
