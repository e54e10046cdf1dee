package dev.ply.chance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.backgammon.Backgammon;
import dev.ply.backgammon.PipCountEvaluator;
import dev.ply.chance.ChanceFixtures.Result;
import dev.ply.chance.search.Expectiminimax;
import dev.ply.chance.search.Star1;
import dev.ply.chance.search.Star2;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BackgammonOraclesTest {

  private static final Backgammon BACKGAMMON = new Backgammon();
  private static final Evaluator PIPS = new PipCountEvaluator();

  /** Positions of seeded random games, from the opening to the bear-off. */
  private static List<GameState> positions(int count, long seed) {
    return ChanceFixtures.positions(ChanceFixtures.start(BACKGAMMON, Map.of()), count, 120, seed);
  }

  @Test
  void expectiminimaxEqualsTheBruteForceExpectationOverTheNextRoll() {
    Expectiminimax emm = new Expectiminimax();
    for (GameState p : positions(8, 1)) {
      int expected = ChanceFixtures.bruteForce(p.copy(), 1, 0, p.playerToMove(), PIPS);
      assertEquals(expected, ChanceFixtures.search(emm, p, 1, PIPS, 3).value(), p.render());
    }
  }

  /**
   * Depth 1 on 20 positions and depth 2 (a move, the 21 rolls, the reply) on 2: Star2 visits about
   * a seventh of expectiminimax's nodes (the benchmark's figure), Star1 about half.
   */
  @Test
  void starOneAndStarTwoAgreeWithExpectiminimaxOnBackgammonPositionsWithFewerNodes() {
    Expectiminimax emm = new Expectiminimax();
    Star1 star1 = new Star1();
    Star2 star2 = new Star2();
    long[] nodes = new long[3];
    for (int depth = 1; depth <= 2; depth++) {
      for (GameState p : positions(depth == 1 ? 20 : 2, 7 + depth)) {
        Result e = ChanceFixtures.search(emm, p, depth, PIPS, 3);
        Result s1 = ChanceFixtures.search(star1, p, depth, PIPS, 3);
        Result s2 = ChanceFixtures.search(star2, p, depth, PIPS, 3);
        String where = "depth " + depth + " at\n" + p.render();
        assertEquals(e.value(), s1.value(), "star1, " + where);
        assertEquals(e.value(), s2.value(), "star2, " + where);
        assertEquals(e.move(), s1.move(), "star1's move, " + where);
        assertEquals(e.move(), s2.move(), "star2's move, " + where);
        assertTrue(s1.nodes() <= e.nodes(), "star1 visits a subset, " + where);
        nodes[0] += e.nodes();
        nodes[1] += s1.nodes();
        nodes[2] += s2.nodes();
      }
    }
    assertTrue(nodes[1] < nodes[0], "star1 " + nodes[1] + " < expectiminimax " + nodes[0]);
    assertTrue(nodes[2] < nodes[1], "star2 " + nodes[2] + " < star1 " + nodes[1]);
  }
}
