package dev.ply.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Perft;
import dev.ply.api.Values;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OthelloRulesTest {

  private static GameState start() {
    return new Othello().newGame(Options.empty());
  }

  /** Published perft counts from the standard start position (a pass is one ply). */
  @ParameterizedTest(name = "perft({0}) = {1}")
  @CsvSource({
    "1,4",
    "2,12",
    "3,56",
    "4,244",
    "5,1396",
    "6,8200",
    "7,55092",
    "8,390216",
    "9,3005288"
  })
  void perftFromTheStartPositionEqualsThePublishedCounts(int depth, long expected) {
    assertEquals(expected, Perft.count(start(), depth));
  }

  @Test
  void theStartPositionHasBlackToMoveWithFourMoves() {
    GameState s = start();
    assertEquals(0, s.playerToMove());
    int[] moves = new int[64];
    int n = s.legalMoves(moves);
    StringBuilder texts = new StringBuilder();
    for (int i = 0; i < n; i++) {
      texts.append(s.moveToText(moves[i])).append(' ');
    }
    assertEquals("d3 c4 f5 e6 ", texts.toString());
  }

  @Test
  void aPlayerWithNoMovePassesExplicitlyAndTheGameEndsWhenNeitherCanMove() {
    SplittableRandom random = new SplittableRandom(3);
    int passes = 0;
    for (int game = 0; game < 200; game++) {
      GameState s = start();
      int[] moves = new int[64];
      while (!s.isTerminal()) {
        int n = s.legalMoves(moves);
        if (moves[0] == OthelloState.PASS) {
          assertEquals(1, n, "a pass is the only move when there is one");
          passes++;
        }
        s.play(moves[random.nextInt(n)]);
      }
      assertEquals(0, s.legalMoves(moves));
    }
    assertTrue(passes > 0, "random games reach positions where a player must pass");
  }

  @Test
  void evaluatorsStayInsideTheHeuristicRangeAndSeeTheSideToMove() {
    SplittableRandom random = new SplittableRandom(4);
    MobilityEvaluator mobility = new MobilityEvaluator();
    PositionalEvaluator positional = new PositionalEvaluator();
    assertEquals(0, mobility.evaluate(start()), "the start position is symmetric");
    for (int game = 0; game < 50; game++) {
      GameState s = start();
      int[] moves = new int[64];
      while (!s.isTerminal()) {
        Values.checkHeuristic(mobility.evaluate(s), mobility.id());
        Values.checkHeuristic(positional.evaluate(s), positional.id());
        s.play(moves[random.nextInt(s.legalMoves(moves))]);
      }
    }
  }
}
