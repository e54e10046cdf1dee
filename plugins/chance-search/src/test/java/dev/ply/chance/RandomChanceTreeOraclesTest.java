package dev.ply.chance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.chance.ChanceFixtures.Result;
import dev.ply.chance.search.Expectiminimax;
import dev.ply.chance.search.Star1;
import dev.ply.chance.search.Star2;
import dev.ply.randomtree.RandomChanceTree;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RandomChanceTreeOraclesTest {

  private static final RandomChanceTree GAME = new RandomChanceTree();

  private static GameState tree(int branching, int depth, long seed, String chance) {
    return ChanceFixtures.start(
        GAME,
        Map.of(
            "branching", (long) branching, "depth", (long) depth, "seed", seed, "chance", chance));
  }

  @Test
  void expectiminimaxEqualsTheExactExpectationByBruteForceOnTinyTrees() {
    Expectiminimax emm = new Expectiminimax();
    for (long seed = 0; seed < 60; seed++) {
      String chance = seed % 3 == 0 ? "every-other" : seed % 3 == 1 ? "0.5" : "1";
      GameState root = tree(2 + (int) (seed % 3), 3 + (int) (seed % 3), seed, chance);
      int expected = ChanceFixtures.bruteForce(root.copy(), 30, 0, 0, null);
      Result r = ChanceFixtures.search(emm, root, 30, null, GAME.maxUtility());
      assertEquals(expected, r.value(), "seed " + seed + ", chance " + chance);
    }
  }

  /**
   * 360 trees: Ballard's regular trees (move, chance, move ...) and trees whose chance nodes fall
   * anywhere, branching 2 to 6, depth 3 to 8, searched to the end.
   */
  @Test
  void starOneAndStarTwoAgreeWithExpectiminimaxOnEveryRandomChanceTreeWithFewerNodes() {
    Expectiminimax emm = new Expectiminimax();
    Star1 star1 = new Star1();
    Star2 star2 = new Star2();
    String[] chances = {"every-other", "0.3", "0.6"};
    long emmNodes = 0;
    long star1Nodes = 0;
    long star2Nodes = 0;
    int trees = 0;
    for (long seed = 0; seed < 120; seed++) {
      for (String chance : chances) {
        int b = 2 + (int) (seed % 5);
        int d = 3 + (int) (seed / 5 % 6);
        if (Math.pow(b, d) > 200_000) {
          d = 5;
        }
        GameState root = tree(b, d, seed, chance);
        String where = "seed " + seed + ", b " + b + ", d " + d + ", chance " + chance;
        Result e = ChanceFixtures.search(emm, root, 30, null, GAME.maxUtility());
        Result s1 = ChanceFixtures.search(star1, root, 30, null, GAME.maxUtility());
        Result s2 = ChanceFixtures.search(star2, root, 30, null, GAME.maxUtility());
        assertEquals(e.value(), s1.value(), "star1, " + where);
        assertEquals(e.value(), s2.value(), "star2, " + where);
        assertEquals(e.move(), s1.move(), "star1's move, " + where);
        assertEquals(e.move(), s2.move(), "star2's move, " + where);
        assertTrue(s1.nodes() <= e.nodes(), "star1 visits a subset, " + where);
        emmNodes += e.nodes();
        star1Nodes += s1.nodes();
        star2Nodes += s2.nodes();
        trees++;
      }
    }
    assertEquals(360, trees);
    assertTrue(star1Nodes < emmNodes, "star1 " + star1Nodes + " < expectiminimax " + emmNodes);
    assertTrue(star2Nodes < emmNodes, "star2 " + star2Nodes + " < expectiminimax " + emmNodes);
  }

  @Test
  void theSearchesAgreeAtChanceNodesAndAtEveryDepthLimitToo() {
    Expectiminimax emm = new Expectiminimax();
    Star1 star1 = new Star1();
    Star2 star2 = new Star2();
    for (long seed = 0; seed < 40; seed++) {
      GameState root = tree(3, 7, seed, "0.4");
      for (int depth = 1; depth <= 4; depth++) {
        int expected = ChanceFixtures.bruteForce(root.copy(), depth, 0, 0, null);
        assertEquals(expected, ChanceFixtures.search(emm, root, depth, null, 100).value());
        assertEquals(expected, ChanceFixtures.search(star1, root, depth, null, 100).value());
        assertEquals(expected, ChanceFixtures.search(star2, root, depth, null, 100).value());
      }
      root.play(1);
      if (root.playerToMove() == GameState.CHANCE) {
        int expected = ChanceFixtures.bruteForce(root.copy(), 30, 0, 0, null);
        for (var search : new dev.ply.chance.search.ChanceSearch[] {emm, star1, star2}) {
          search.prepare(new dev.ply.chance.time.NodeClock(dev.ply.api.Limits.none()), null, 100);
          assertEquals(expected, search.value(root, 30, 0), "seed " + seed);
        }
      }
    }
  }
}
