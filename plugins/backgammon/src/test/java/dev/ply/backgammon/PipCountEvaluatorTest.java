package dev.ply.backgammon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Values;
import org.junit.jupiter.api.Test;

class PipCountEvaluatorTest {

  private final PipCountEvaluator pips = new PipCountEvaluator();

  private static BackgammonState start(int toMove) {
    int[] start = new BackgammonState(true).board(0);
    return new BackgammonState(true, start, start, toMove, 3, 1);
  }

  @Test
  void theStartCountsOneHundredAndSixtySevenPipsASideAndFavoursTheSideOnRollALittle() {
    BackgammonState s = start(0);
    assertEquals(167, s.pips(0));
    assertEquals(167, s.pips(1));
    int value = pips.evaluate(s);
    double p = (value / 999_999.0 + 1) / 2;
    assertTrue(p > 0.5 && p < 0.6, "a small edge for the side on roll, half a roll: " + p);
  }

  @Test
  void aLargerLeadScoresHigherUpToNearlyCertainWithinTheHeuristicRange() {
    int previous = -Values.EVAL_LIMIT;
    for (int lead = -150; lead <= 150; lead += 10) {
      double p = PipCountEvaluator.winningChance(160 - lead, 160);
      int value = (int) Math.round((2 * p - 1) * 999_999);
      assertTrue(value > previous, "lead " + lead);
      assertTrue(Math.abs(value) < Values.EVAL_LIMIT);
      previous = value;
    }
    assertTrue(PipCountEvaluator.winningChance(20, 150) > 0.99, "a race won");
  }

  @Test
  void atAChanceNodeEachSeatGetsItsOwnSideOfTheScore() {
    BackgammonState s = start(1);
    int onRoll = pips.evaluate(s);
    int[] moves = new int[s.maxMoves()];
    s.legalMoves(moves);
    s.play(moves[0]);
    assertEquals(GameState.CHANCE, s.playerToMove());
    assertEquals(pips.evaluate(s, 0), -pips.evaluate(s, 1));
    assertTrue(onRoll != 0);
  }
}
