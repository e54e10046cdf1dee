package dev.ply.dp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.dp.graph.FixedMoves;
import dev.ply.dp.graph.GraphBuilder;
import dev.ply.dp.graph.PositionGraph;
import dev.ply.dp.solve.Sweeps;
import dev.ply.dp.solve.ValueIteration;
import dev.ply.tictactoe.TicTacToe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Pig's hold at 20: its first-player win probability against itself computed two ways, value
 * iteration over the positions it reaches (through the api, the policy read by the strategy) and a
 * chain over turns written here from the rules, and both near the 0.5347 Neller measured
 * ("First-Player Advantage", Nifty Assignments 2010, http://nifty.stanford.edu/2010/neller-pig/);
 * the best reply to it against optimal play; its moves; and its refusal of other games.
 */
class HoldAtTest {

  @Test
  void holdAtTwentyAgainstItselfWinsForTheFirstPlayerAsTheChainOfTurnsSays() {
    int goal = 100;
    double byPositions = (1 + value(goal, seat -> true)) / 2;
    double byTurns = firstPlayerWinsByTurns(goal, 20);
    assertEquals(byTurns, byPositions, 1e-8);
    assertEquals(0.5347, byTurns, 5e-5, "Neller's 'approximately .5347'");
  }

  @Test
  void theBestReplyToHoldAtTwentyWinsMoreThanOptimalPlayAndHoldAtTwentyLessThanIt() {
    int goal = 40;
    double optimal = value(goal, seat -> false);
    double replyFirst = value(goal, seat -> seat == 1);
    double replySecond = value(goal, seat -> seat == 0);
    double itself = value(goal, seat -> true);
    // Theorems of a zero-sum game: a best reply to a fixed policy does at least as well as the
    // minimax value, and the fixed policy against a best reply at most as well.
    assertTrue(replyFirst > optimal, replyFirst + " > " + optimal);
    assertTrue(replySecond < optimal, replySecond + " < " + optimal);
    assertTrue(itself < replyFirst && itself > replySecond, "hold at 20 lies between");
  }

  /**
   * Seat 0's value of Pig to {@code goal} when the seats for which {@code held} is true hold at 20.
   */
  private static double value(int goal, java.util.function.IntPredicate held) {
    HoldAt holdAt = new HoldAt(20);
    FixedMoves fixed =
        state -> held.test(state.playerToMove()) ? holdAt.moveAt(state) : GameState.NO_MOVE;
    PositionGraph graph =
        new GraphBuilder(2, true, 10_000_000, fixed).build(PigPositions.start(goal));
    return ValueIteration.solve(graph, 1e-12, 100_000, Sweeps.NONE).values()[graph.start()];
  }

  /**
   * W[i][j], the win probability of a player about to start a turn with score i against j when both
   * hold at {@code total}: the turn ends in a 1 (the other starts at j against i), a hold of t (the
   * other starts at j against i + t) or the goal; iterated over all (i, j) to a fixed point.
   */
  static double firstPlayerWinsByTurns(int goal, int total) {
    double[][] turns = new double[goal][];
    for (int i = 0; i < goal; i++) {
      turns[i] = turnEnds(i, goal, total);
    }
    double[][] w = new double[goal][goal];
    double change;
    do {
      change = 0;
      for (int i = goal - 1; i >= 0; i--) {
        for (int j = goal - 1; j >= 0; j--) {
          double[] end = turns[i];
          double win = end[goal] + end[0] * (1 - w[j][i]);
          for (int t = 1; t < goal - i; t++) {
            win += end[t] * (1 - w[j][i + t]);
          }
          change = Math.max(change, Math.abs(win - w[i][j]));
          w[i][j] = win;
        }
      }
    } while (change > 1e-15);
    return w[0][0];
  }

  /**
   * How a turn that starts at score i ends: [0] a 1, [t] a hold with turn total t, [goal] the goal
   * reached.
   */
  private static double[] turnEnds(int i, int goal, int total) {
    double[] end = new double[goal + 1];
    double[] reach = new double[goal + total + 7];
    reach[0] = 1;
    for (int k = 0; k < reach.length; k++) {
      if (reach[k] == 0) {
        continue;
      }
      if (i + k >= goal) {
        end[goal] += reach[k];
      } else if (k >= total) {
        end[k] += reach[k];
      } else {
        end[0] += reach[k] / 6;
        for (int face = 2; face <= 6; face++) {
          reach[k + face] += reach[k] / 6;
        }
      }
    }
    return end;
  }

  @Test
  void rollsBelowTheTotalAndHoldsFromIt() {
    HoldAtStrategy strategy = new HoldAtStrategy();
    Player player =
        strategy.newPlayer(
            Contexts.of(PigPositions.PIG, Map.of(), strategy, Map.of(HoldAtStrategy.TOTAL, 12)));
    player.newGame(1, 1);
    for (int k : new int[] {0, 2, 11, 12, 13, 30}) {
      GameState s = PigPositions.at(100, 30, 50, 1, k);
      String move = s.moveToText(player.chooseMove(s.copy(), Limits.nodes(1)).move());
      assertEquals(k < 12 ? "roll" : "hold", move, "turn total " + k);
    }
  }

  @Test
  void refusesEveryGameButPigNamingIt() {
    HoldAtStrategy strategy = new HoldAtStrategy();
    assertTrue(strategy.supports(PigPositions.PIG));
    assertTrue(strategy.whyNot(PigPositions.PIG).isEmpty());
    assertFalse(strategy.supports(new TicTacToe()));
    String why = strategy.whyNot(new TicTacToe()).orElseThrow();
    assertTrue(why.contains("only pig") && why.contains("tic-tac-toe"), why);
  }
}
