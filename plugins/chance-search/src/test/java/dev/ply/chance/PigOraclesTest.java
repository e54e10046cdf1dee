package dev.ply.chance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.chance.ChanceFixtures.Result;
import dev.ply.chance.search.Expectiminimax;
import dev.ply.chance.search.Star1;
import dev.ply.chance.search.Star2;
import dev.ply.pig.Pig;
import dev.ply.pig.RaceEvaluator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PigOraclesTest {

  private static final Pig PIG = new Pig();
  private static final Evaluator RACE = new RaceEvaluator();

  @Test
  void expectiminimaxEqualsTheBruteForceExpectationOnPigPositions() {
    List<GameState> positions =
        ChanceFixtures.positions(ChanceFixtures.start(PIG, Map.of("goal", 20L)), 30, 30, 3);
    Expectiminimax emm = new Expectiminimax();
    for (GameState p : positions) {
      for (int depth = 1; depth <= 4; depth++) {
        int expected = ChanceFixtures.bruteForce(p.copy(), depth, 0, p.playerToMove(), RACE);
        assertEquals(expected, ChanceFixtures.search(emm, p, depth, RACE, 1).value(), p.render());
      }
    }
  }

  /**
   * 60 positions of games to 100 and 30, at depths 2 to 5. Star2 is not asserted to visit fewer
   * nodes here: on Pig it visits a few per cent more than expectiminimax (see Star2's comment and
   * docs/searches.md); Star1 visits a subset.
   */
  @Test
  void starOneAndStarTwoAgreeWithExpectiminimaxOnPigPositionsAndStarOneVisitsFewerNodes() {
    Expectiminimax emm = new Expectiminimax();
    Star1 star1 = new Star1();
    Star2 star2 = new Star2();
    long emmNodes = 0;
    long star1Nodes = 0;
    for (long goal : new long[] {100, 30}) {
      List<GameState> positions =
          ChanceFixtures.positions(ChanceFixtures.start(PIG, Map.of("goal", goal)), 30, 60, goal);
      for (GameState p : positions) {
        for (int depth = 2; depth <= 5; depth++) {
          Result e = ChanceFixtures.search(emm, p, depth, RACE, 1);
          Result s1 = ChanceFixtures.search(star1, p, depth, RACE, 1);
          Result s2 = ChanceFixtures.search(star2, p, depth, RACE, 1);
          String where = "depth " + depth + " at\n" + p.render();
          assertEquals(e.value(), s1.value(), "star1, " + where);
          assertEquals(e.value(), s2.value(), "star2, " + where);
          assertEquals(e.move(), s1.move(), "star1's move, " + where);
          assertEquals(e.move(), s2.move(), "star2's move, " + where);
          assertTrue(s1.nodes() <= e.nodes(), where);
          emmNodes += e.nodes();
          star1Nodes += s1.nodes();
        }
      }
    }
    assertTrue(star1Nodes < emmNodes, "star1 " + star1Nodes + " < " + emmNodes);
  }

  /**
   * The opponent is 2 points from the goal of 20, so that any roll but a 1 wins it the game:
   * holding 10 points hands it a win with chance 5/6, and every search sees that rolling on is
   * better.
   */
  @Test
  void everySearchRollsOnWhenHoldingWouldHandTheOpponentAnAlmostCertainWin() {
    GameState s = ChanceFixtures.start(PIG, Map.of("goal", 20L));
    for (String move :
        "roll roll:1 roll roll:6 roll roll:6 roll roll:6 hold roll roll:5 roll roll:5".split(" ")) {
      s.play(s.textToMove(move));
    }
    for (var search :
        new dev.ply.chance.search.ChanceSearch[] {new Expectiminimax(), new Star1(), new Star2()}) {
      for (int depth = 1; depth <= 4; depth++) {
        Result r = ChanceFixtures.search(search, s, depth, RACE, 1);
        assertEquals(
            "roll", s.moveToText(r.move()), search.getClass().getSimpleName() + " " + depth);
      }
    }
  }
}
