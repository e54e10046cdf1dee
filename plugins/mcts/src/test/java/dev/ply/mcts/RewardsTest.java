package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.ply.api.GameState;
import dev.ply.api.Values;
import dev.ply.tictactoe.TicTacToe;
import org.junit.jupiter.api.Test;

class RewardsTest {

  @Test
  void aWinIsOneADrawIsOneHalfALossIsZero() {
    GameState xWins = Fixtures.position(new TicTacToe(), "a1", "a2", "b1", "b2", "c1");
    double[] rewards = new double[2];
    Rewards.ofFinishedGame(xWins, 1, rewards);
    assertArrayEquals(new double[] {1, 0}, rewards);
    Rewards.even(rewards);
    assertArrayEquals(new double[] {0.5, 0.5}, rewards);
  }

  @Test
  void marginsMapLinearlyOntoZeroToOneByTheLargestUtility() {
    GameState kingmakerEnd = Fixtures.position(new Kingmaker(), "b", "a"); // utilities +1, -1, 0
    double[] rewards = new double[3];
    Rewards.ofFinishedGame(kingmakerEnd, 4, rewards);
    assertArrayEquals(new double[] {5 / 8.0, 3 / 8.0, 4 / 8.0}, rewards);
  }

  @Test
  void meanRewardsBecomeHeuristicValuesStrictlyInsideTheProvenRange() {
    assertEquals(Values.EVAL_LIMIT - 1, Rewards.toValue(1));
    assertEquals(-(Values.EVAL_LIMIT - 1), Rewards.toValue(0));
    assertEquals(0, Rewards.toValue(0.5));
    assertEquals(500_000, Rewards.toValue(0.75), 1);
    assertFalse(Values.isProven(Rewards.toValue(1)));
  }
}
