package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertSame;

import dev.ply.api.GameState;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The UCT rule reads the rewards of the seat to move at the node, and trades them for exploration.
 */
class UctTest {

  /** A Kingmaker root (seat 0 to move) with both children made, returned in move order a, b. */
  private static Node[] rootWithChildren(Node root) {
    GameState start = Fixtures.position(new Kingmaker());
    root.initialize(start, new int[2]);
    SplittableRandom random = new SplittableRandom(1);
    Node first = root.expand(random, 3);
    Node second = root.expand(random, 3);
    return first.move() == 0 ? new Node[] {first, second} : new Node[] {second, first};
  }

  private static void visit(Node root, Node child, int times, double... rewards) {
    for (int i = 0; i < times; i++) {
      child.update(rewards);
      root.update(rewards);
    }
  }

  @Test
  void selectsByTheRewardOfTheSeatToMoveNotOfTheOthers() {
    Node root = new Node(0, 3);
    Node[] children = rootWithChildren(root);
    visit(root, children[0], 10, 0.2, 1, 1); // bad for seat 0, good for seats 1 and 2
    visit(root, children[1], 10, 0.8, 0, 0);
    assertSame(children[1], new Uct(Math.sqrt(2)).select(root));
  }

  @Test
  void aRarelyVisitedChildIsExploredWhenItsBoundIsHigher() {
    Node root = new Node(0, 3);
    Node[] children = rootWithChildren(root);
    visit(root, children[0], 1, 0.4, 0, 0);
    visit(root, children[1], 200, 0.6, 0, 0);
    assertSame(children[0], new Uct(Math.sqrt(2)).select(root), "few visits, wide bound");
    assertSame(children[1], new Uct(0).select(root), "no exploration: the better mean");
  }
}
