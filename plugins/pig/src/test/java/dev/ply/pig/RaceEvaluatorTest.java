package dev.ply.pig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Values;
import org.junit.jupiter.api.Test;

class RaceEvaluatorTest {

  private final RaceEvaluator race = new RaceEvaluator();

  @Test
  void theStartOfAGameToAHundredScoresNellerAndPressersWinningChanceOfTheFirstPlayer() {
    double p = RaceEvaluator.winningChance(100, 0, 0, 0);
    assertEquals(0.5306, p, 0.0005, "the first player's chance under optimal play");
    int value = race.evaluate(new PigState(100, 0, 0, 0, 0));
    assertEquals(Math.round((2 * p - 1) * 999_999), value);
  }

  @Test
  void moreOwnPointsScoreHigherAndMoreOfTheOpponentsLowerAlwaysInsideTheHeuristicRange() {
    for (int own = 0; own < 100; own += 3) {
      for (int other = 0; other < 100; other += 3) {
        int here = race.evaluate(new PigState(100, own, other, 0, 0));
        assertTrue(Math.abs(here) < Values.EVAL_LIMIT);
        if (own + 3 < 100) {
          assertTrue(race.evaluate(new PigState(100, own + 3, other, 0, 0)) > here);
          assertTrue(race.evaluate(new PigState(100, own, other, 3, 0)) > here, "turn total");
        }
        if (other + 3 < 100) {
          assertTrue(race.evaluate(new PigState(100, own, other + 3, 0, 0)) < here);
        }
      }
    }
  }

  @Test
  void atAChanceNodeEachSeatGetsItsOwnSideOfTheScore() {
    PigState s = new PigState(50, 20, 30, 6, 1);
    int turnOwner = race.evaluate(s);
    s.play(PigState.ROLL);
    assertEquals(GameState.CHANCE, s.playerToMove());
    assertEquals(turnOwner, race.evaluate(s, 1));
    assertEquals(-turnOwner, race.evaluate(s, 0));
  }
}
