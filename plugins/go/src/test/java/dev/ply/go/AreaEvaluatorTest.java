package dev.ply.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Values;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * go-area: the board's count from the mover's side, which the game's utility confirms at the end.
 */
class AreaEvaluatorTest {

  private final AreaEvaluator area = new AreaEvaluator();

  @Test
  void theEmptyBoardIsWorthTheKomiToWhiteAndAStoneInTheMiddleIsWorthTheBoard() {
    GoState s = new GoState(Geometry.of(9), KoRule.POSITIONAL, 15);
    assertEquals(-15, area.evaluate(s), "Black to move on the empty board: minus komi 7.5");
    s.play(s.textToMove("E5"));
    assertEquals(-(2 * 81 - 15), area.evaluate(s), "White to move: Black has all 81 points");
    s.play(s.textToMove("D4"));
    assertEquals(-15, area.evaluate(s), "a stone each, the rest reaches both: komi decides");
  }

  /**
   * After one pass, a second pass ends the game: the evaluation of the position before it is the
   * utility after it, for the player who would pass. Along random games on several boards.
   */
  @Test
  void beforeTheLastPassTheEstimateIsTheFinalUtility() {
    SplittableRandom random = new SplittableRandom(11);
    int checked = 0;
    for (int size = 2; size <= 9; size++) {
      for (int game = 0; game < 20; game++) {
        GoState s = new GoState(Geometry.of(size), KoRule.values()[game % 3], game - 10);
        int[] moves = new int[s.maxMoves()];
        while (!s.isTerminal()) {
          int value = area.evaluate(s);
          assertTrue(Math.abs(value) < Values.EVAL_LIMIT);
          int n = s.legalMoves(moves);
          int move = moves[random.nextInt(n)];
          int mover = s.playerToMove();
          s.play(move);
          if (s.isTerminal()) {
            assertEquals(s.utility(mover), value, s.render());
            checked++;
          }
        }
      }
    }
    assertEquals(160, checked);
  }

  @Test
  void anotherGamesStateIsRefused() {
    GameState other = new ReferenceGoState(3, KoRule.SIMPLE, 0);
    assertThrows(IllegalArgumentException.class, () -> area.evaluate(other));
    assertEquals("go", area.gameId());
  }
}
