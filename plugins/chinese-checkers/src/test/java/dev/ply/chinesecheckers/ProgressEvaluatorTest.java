package dev.ply.chinesecheckers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Values;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ProgressEvaluatorTest {

  private static final Game[] GAMES = {
    new ChineseCheckers(),
    new ChineseCheckersThree(),
    new ChineseCheckersFour(),
    new ChineseCheckersSix()
  };
  private static final Evaluator[] EVALUATORS = {
    new ChineseCheckersProgress(),
    new ChineseCheckersThreeProgress(),
    new ChineseCheckersFourProgress(),
    new ChineseCheckersSixProgress()
  };

  @Test
  void eachGameHasItsEvaluatorNamedAfterIt() {
    for (int i = 0; i < GAMES.length; i++) {
      assertEquals(GAMES[i].id(), EVALUATORS[i].gameId());
      assertEquals(GAMES[i].id() + "-progress", EVALUATORS[i].id());
    }
  }

  @Test
  void everySeatScoresZeroAtTheStart() {
    for (int i = 0; i < GAMES.length; i++) {
      GameState start = GAMES[i].newGame(Options.resolve(GAMES[i].variantOptions(), Map.of()));
      for (int seat = 0; seat < GAMES[i].players(); seat++) {
        assertEquals(0, EVALUATORS[i].evaluate(start, seat), GAMES[i].id() + " seat " + seat);
      }
    }
  }

  /**
   * Along random games of 2, 3, 4 and 6 players: the seats' scores sum to zero, the side to move's
   * is {@code evaluate(state)}, each is n times the seat's steps gained on the average, and a step
   * forward of the seat that moved raises its score by n - 1 for each step.
   */
  @Test
  void scoresSumToZeroAndCountTheStepsGainedOnTheAverageSeat() {
    for (int i = 0; i < GAMES.length; i++) {
      Game game = GAMES[i];
      Evaluator evaluator = EVALUATORS[i];
      int n = game.players();
      Options variant = Options.resolve(game.variantOptions(), Map.of("size", 3, "turns", 30));
      SplittableRandom random = new SplittableRandom(i);
      GameState s = game.newGame(variant);
      int[] buffer = new int[s.maxMoves()];
      while (!s.isTerminal()) {
        ChineseCheckersState position = (ChineseCheckersState) s;
        int sum = 0;
        for (int seat = 0; seat < n; seat++) {
          int score = evaluator.evaluate(s, seat);
          assertTrue(Math.abs(score) < Values.EVAL_LIMIT);
          sum += score;
          assertEquals(
              position.distanceToGoal(seat) * n,
              sumOfDistances(position, n) - score,
              "n times the seat's steps to go");
        }
        assertEquals(0, sum, game.id() + ": zero-sum scores");
        int mover = s.playerToMove();
        assertEquals(evaluator.evaluate(s, mover), evaluator.evaluate(s));
        int before = evaluator.evaluate(s, mover);
        int distanceBefore = position.distanceToGoal(mover);
        s.play(buffer[random.nextInt(s.legalMoves(buffer))]);
        int gained = distanceBefore - position.distanceToGoal(mover);
        assertEquals(before + (n - 1) * gained, evaluator.evaluate(s, mover), game.id());
      }
    }
  }

  private static int sumOfDistances(ChineseCheckersState position, int n) {
    int sum = 0;
    for (int seat = 0; seat < n; seat++) {
      sum += position.distanceToGoal(seat);
    }
    return sum;
  }
}
