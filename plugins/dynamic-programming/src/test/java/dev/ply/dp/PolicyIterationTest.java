package dev.ply.dp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Solution;
import dev.ply.api.SolveStep;
import dev.ply.tictactoe.TicTacToe;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Policy iteration against value iteration written from Pig's rules, on tic-tac-toe, and its
 * refusal of games of more seats.
 */
class PolicyIterationTest {

  private final PolicyIterationStrategy strategy = new PolicyIterationStrategy();

  @Test
  void findsTheValueOfPigAsValueIterationOverScoresAndTurnTotalDoes() {
    for (int goal : new int[] {3, 12, 30}) {
      double[][][] p = ValueIterationPigTest.byTheRules(goal);
      List<SolveStep> steps = new ArrayList<>();
      Solution solution =
          strategy.solve(
              Contexts.of(
                  PigPositions.PIG,
                  Map.of("goal", goal),
                  strategy,
                  Map.of(WholeGameStrategy.TOLERANCE, 1e-13)),
              PigPositions.start(goal),
              steps::add);
      assertEquals(2 * p[0][0][0] - 1, solution.value(), 1e-10, "goal " + goal);
      assertEquals(1.0, solution.figures().get("converged"), "the policy stopped changing");
      assertEquals(0.0, steps.get(steps.size() - 1).figures().get("changes"));
      for (int i = 1; i < steps.size(); i++) {
        assertTrue(
            steps.get(i).figures().get("value") >= steps.get(i - 1).figures().get("value") - 1e-12,
            "each improvement does at least as well against the best reply");
      }
    }
  }

  @Test
  void findsThatTicTacToeIsADraw() {
    Game game = new TicTacToe();
    Solution solution =
        strategy.solve(
            Contexts.of(game, Map.of(), strategy, Map.of()),
            game.newGame(Options.resolve(game.variantOptions(), Map.of())),
            step -> {});
    assertEquals(0.0, solution.value(), 1e-12);
  }

  @Test
  void refusesAGameOfThreePlayersNamingIt() {
    Game three =
        new Game() {
          @Override
          public String id() {
            return "three-way";
          }

          @Override
          public String displayName() {
            return "Three way";
          }

          @Override
          public int players() {
            return 3;
          }

          @Override
          public List<OptionSpec> variantOptions() {
            return List.of();
          }

          @Override
          public GameState newGame(Options variant) {
            throw new UnsupportedOperationException();
          }
        };
    String why = strategy.whyNot(three).orElseThrow();
    assertTrue(why.contains("three-way has 3 players"), why);
    assertTrue(new ValueIterationStrategy().whyNot(three).isEmpty(), "value iteration plays it");
  }
}
