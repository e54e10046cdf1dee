package dev.ply.classic;

import static dev.ply.classic.SearchOracles.freshContext;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Values;
import dev.ply.classic.search.AlphaBetaF1;
import dev.ply.classic.search.AlphaBetaFailHard;
import dev.ply.classic.search.AlphaBetaFailSoft;
import dev.ply.classic.search.Minimax;
import dev.ply.classic.search.NegaScout;
import dev.ply.classic.search.Scout;
import dev.ply.classic.search.SearchContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The return values of alpha-beta's three forms for windows below, around and above the true value
 * F (Knuth and Moore 1975; Fishburn 1983, as stated in REFERENCE.md), and the answers of SCOUT's
 * TEST (Pearl 1980), on seeded random trees searched to random depths (so that horizon values occur
 * too).
 */
class AlphaBetaWindowPropertiesTest {

  private static final int TREES = 400;
  private static final int INF = Values.INFINITY;

  /** One random tree searched to one depth, with its true value. */
  private record Case(GameState root, int depth, int value, String name) {}

  private static List<Case> cases() {
    List<Case> cases = new ArrayList<>();
    Random random = new Random(20_240_601);
    for (int t = 0; t < TREES; t++) {
      int b = 2 + t % 4;
      int d = 1 + (t / 4) % 6;
      GameState root = new RandomTreeFixture(b, d, 7_000 + t).newGame(Options.empty());
      int depth = 1 + random.nextInt(d);
      int value = new Minimax().search(root, depth, freshContext(root));
      cases.add(
          new Case(
              root,
              depth,
              value,
              "tree " + t + " (b=" + b + " d=" + d + " depth=" + depth + " F=" + value + ")"));
    }
    return cases;
  }

  /** Windows below F (F >= beta), around it, and above it (F <= alpha), edges included. */
  private static List<int[]> windows(int f, Random random) {
    List<int[]> w =
        new ArrayList<>(
            List.of(
                new int[] {-INF, INF},
                new int[] {f - 1, f + 1},
                new int[] {f - 5, f + 1000},
                new int[] {-INF, f + 1},
                new int[] {f - 1, INF},
                new int[] {f, f + 1},
                new int[] {f, f + 7},
                new int[] {f + 1, f + 2},
                new int[] {f + 3, INF},
                new int[] {f + 1000, f + 2000},
                new int[] {f - 1, f},
                new int[] {f - 7, f},
                new int[] {f - 2, f - 1},
                new int[] {-INF, f - 3},
                new int[] {f - 2000, f - 1000}));
    for (int i = 0; i < 6; i++) {
      int alpha = f - 2500 + random.nextInt(5001);
      w.add(new int[] {alpha, alpha + 1 + (i % 2 == 0 ? 0 : random.nextInt(3000))});
    }
    return w;
  }

  @Test
  void f1ReturnsTheValueClampedToTheWindow() {
    Random random = new Random(1);
    for (Case c : cases()) {
      for (int[] w : windows(c.value, random)) {
        int v = new AlphaBetaF1().search(c.root, c.depth, w[0], w[1], freshContext(c.root));
        int expected = Math.max(w[0], Math.min(w[1], c.value));
        assertEquals(expected, v, c.name + " window " + w[0] + ".." + w[1]);
      }
    }
  }

  @Test
  void f2ReturnsAlphaWhenFailingLowAndABoundBetweenBetaAndTheValueWhenFailingHigh() {
    Random random = new Random(2);
    for (Case c : cases()) {
      for (int[] w : windows(c.value, random)) {
        int v = new AlphaBetaFailHard().search(c.root, c.depth, w[0], w[1], freshContext(c.root));
        String where = c.name + " window " + w[0] + ".." + w[1] + " returned " + v;
        if (c.value <= w[0]) {
          assertEquals(w[0], v, where);
        } else if (c.value >= w[1]) {
          assertTrue(w[1] <= v && v <= c.value, where);
        } else {
          assertEquals(c.value, v, where);
        }
      }
    }
  }

  @Test
  void f3ReturnsABoundBetweenTheValueAndTheWindowWhenItFails() {
    Random random = new Random(3);
    for (Case c : cases()) {
      for (int[] w : windows(c.value, random)) {
        int v = new AlphaBetaFailSoft().search(c.root, c.depth, w[0], w[1], freshContext(c.root));
        assertFailSoft(c, w, v);
      }
    }
  }

  @Test
  void negaScoutKeepsTheFailSoftContract() {
    Random random = new Random(4);
    for (Case c : cases()) {
      for (int[] w : windows(c.value, random)) {
        assertFailSoft(
            c, w, new NegaScout(false).search(c.root, c.depth, w[0], w[1], freshContext(c.root)));
        assertFailSoft(
            c, w, new NegaScout(true).search(c.root, c.depth, w[0], w[1], freshContext(c.root)));
      }
    }
  }

  private static void assertFailSoft(Case c, int[] w, int v) {
    String where = c.name + " window " + w[0] + ".." + w[1] + " returned " + v;
    if (c.value <= w[0]) {
      assertTrue(c.value <= v && v <= w[0], where);
    } else if (c.value >= w[1]) {
      assertTrue(w[1] <= v && v <= c.value, where);
    } else {
      assertEquals(c.value, v, where);
    }
  }

  @Test
  void failHardAndFailSoftVisitTheSameNodesInEveryWindow() {
    Random random = new Random(5);
    for (Case c : cases()) {
      for (int[] w : windows(c.value, random)) {
        SearchContext hard = freshContext(c.root);
        SearchContext soft = freshContext(c.root);
        new AlphaBetaFailHard().search(c.root, c.depth, w[0], w[1], hard);
        new AlphaBetaFailSoft().search(c.root, c.depth, w[0], w[1], soft);
        assertEquals(
            hard.stats().nodes(), soft.stats().nodes(), c.name + " window " + w[0] + ".." + w[1]);
        assertEquals(hard.stats().leaves(), soft.stats().leaves(), c.name + " leaves");
      }
    }
  }

  @Test
  void scoutsTestAnswersWhetherTheValueIsAboveOrBelowAThreshold() {
    Random random = new Random(6);
    Scout scout = new Scout();
    for (Case c : cases()) {
      int f = c.value;
      int[] thresholds = {
        f - 1000,
        f - 2,
        f - 1,
        f,
        f + 1,
        f + 2,
        f + 1000,
        -INF + 1,
        INF - 1,
        f - 2500 + random.nextInt(5001)
      };
      for (int v : thresholds) {
        assertEquals(
            f > v,
            scout.test(c.root, c.depth, v, true, freshContext(c.root)),
            c.name + ": TEST(p, " + v + ", >)");
        assertEquals(
            f < v,
            scout.test(c.root, c.depth, v, false, freshContext(c.root)),
            c.name + ": TEST(p, " + v + ", <)");
      }
    }
  }
}
