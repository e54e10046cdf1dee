package dev.ply.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Values;
import dev.ply.api.conformance.NimFixture;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WindowEvaluatorTest {

  private final WindowEvaluator evaluator = new WindowEvaluator();

  @Test
  void describesItselfForConnectFour() {
    assertEquals("connect-four-windows", evaluator.id());
    assertEquals(new ConnectFour().id(), evaluator.gameId());
  }

  @Test
  void theEmptyBoardIsEven() {
    assertEquals(0, evaluator.evaluate(ConnectFourState.empty(7, 6)));
  }

  @Test
  void aCentreMoveFavoursThePlayerWhoMadeIt() {
    // The bottom centre cell lies in 4 horizontal, 1 vertical and 2 diagonal windows, now
    // X's with one disc each, and O is to move.
    assertEquals(-7, evaluator.evaluate(ConnectFourState.fromMoves("4")));
    // O answers on top, X to move. X keeps 4 horizontal and 2 diagonal windows (the vertical one
    // is closed); O has 4 horizontal, 1 vertical and 2 + 2 diagonal windows through its disc.
    assertEquals(6 - 9, evaluator.evaluate(ConnectFourState.fromMoves("44")));
  }

  @Test
  void mirroredPositionsScoreAlike() {
    SplittableRandom random = new SplittableRandom(5);
    for (int game = 0; game < 200; game++) {
      ConnectFourState s = ConnectFourState.empty(7, 6);
      StringBuilder mirrored = new StringBuilder();
      int[] buffer = new int[7];
      while (!s.isTerminal()) {
        ConnectFourState m = ConnectFourState.fromMoves(mirrored.toString());
        assertEquals(evaluator.evaluate(s), evaluator.evaluate(m), s.moves());
        int move = buffer[random.nextInt(s.legalMoves(buffer))];
        s.play(move);
        mirrored.append(7 - move);
      }
    }
  }

  @Test
  void valuesStayInsideTheHeuristicRangeAndLeaveTheStateAlone() {
    int[][] sizes = {{7, 6}, {4, 4}, {5, 4}, {9, 6}, {8, 7}, {4, 15}};
    SplittableRandom random = new SplittableRandom(11);
    for (int[] size : sizes) {
      for (int game = 0; game < 100; game++) {
        ConnectFourState s = ConnectFourState.empty(size[0], size[1]);
        int[] buffer = new int[s.maxMoves()];
        while (!s.isTerminal()) {
          long hash = s.hash();
          String board = s.render();
          int value = evaluator.evaluate(s);
          assertEquals(value, Values.checkHeuristic(value, evaluator.id()));
          assertEquals(value, evaluator.evaluate(s), "deterministic");
          assertEquals(hash, s.hash());
          assertEquals(board, s.render());
          s.play(buffer[random.nextInt(s.legalMoves(buffer))]);
        }
      }
    }
  }

  @Test
  void theStandardBoardHasTheSixtyNineLinesOfFourOfTheLiterature() {
    assertEquals(69, BoardGeometry.of(7, 6).windows.length);
  }

  @Test
  void everyWindowAtFullWeightStillFitsTheHeuristicRange() {
    for (int[] size : new int[][] {{8, 7}, {9, 6}, {4, 15}}) {
      BoardGeometry g = BoardGeometry.of(size[0], size[1]);
      assertTrue(g.windows.length * 256L < Values.EVAL_LIMIT, size[0] + "x" + size[1]);
    }
  }

  @Test
  void theWeightsAtTheirDefaultsScoreAsTheShippedEvaluator() {
    var defaults = evaluator.withOptions(Options.resolve(evaluator.options(), Map.of()));
    SplittableRandom random = new SplittableRandom(3);
    int[] buffer = new int[7];
    for (int game = 0; game < 50; game++) {
      ConnectFourState s = ConnectFourState.empty(7, 6);
      while (!s.isTerminal()) {
        assertEquals(evaluator.evaluate(s), defaults.evaluate(s), s.moves());
        s.play(buffer[random.nextInt(s.legalMoves(buffer))]);
      }
    }
  }

  @Test
  void theWeightOptionsSetThePointsOfEachWindow() {
    // As in aCentreMoveFavoursThePlayerWhoMadeIt: X's seven one-disc windows against O to move.
    var ones = evaluator.withOptions(Options.resolve(evaluator.options(), Map.of("weight-1", 5L)));
    assertEquals(-35, ones.evaluate(ConnectFourState.fromMoves("4")));
    // X with two discs stacked in column 4 (one two-disc vertical window), O's disc in column 1.
    var twos =
        evaluator.withOptions(
            Options.resolve(evaluator.options(), Map.of("weight-1", 0L, "weight-2", 100L)));
    assertEquals(-100, twos.evaluate(ConnectFourState.fromMoves("414")));
    assertEquals(-7, evaluator.evaluate(ConnectFourState.fromMoves("4")), "the original unchanged");
  }

  @Test
  void theLargestWeightsStillFitTheHeuristicRange() {
    for (int[] size : new int[][] {{8, 7}, {9, 6}, {4, 15}}) {
      BoardGeometry g = BoardGeometry.of(size[0], size[1]);
      assertTrue(g.windows.length * 1000L < Values.EVAL_LIMIT, size[0] + "x" + size[1]);
    }
  }

  @Test
  void rejectsStatesOfOtherGames() {
    GameState nim = new NimFixture().newGame(Options.empty());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(nim));
    assertTrue(e.getMessage().contains("Connect Four"), e.getMessage());
  }
}
