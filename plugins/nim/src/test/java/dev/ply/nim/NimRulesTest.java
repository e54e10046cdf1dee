package dev.ply.nim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NimRulesTest {

  private static GameState nim(String heaps) {
    Nim game = new Nim();
    return game.newGame(Options.resolve(game.variantOptions(), Map.of("heaps", heaps)));
  }

  /** Plain negamax to the end: +1 when the side to move wins. */
  private static int solve(GameState s) {
    if (s.isTerminal()) {
      return s.utility(s.playerToMove());
    }
    int[] moves = new int[s.maxMoves()];
    int n = s.legalMoves(moves);
    int best = -1;
    for (int i = 0; i < n && best < 1; i++) {
      s.play(moves[i]);
      best = Math.max(best, -solve(s));
      s.undo();
    }
    return best;
  }

  @Test
  void theSideToMoveWinsExactlyWhenTheNimSumIsNotZero() {
    int checked = 0;
    for (int heapCount = 1; heapCount <= 3; heapCount++) {
      int[] sizes = new int[heapCount];
      while (true) {
        StringBuilder text = new StringBuilder();
        int xor = 0;
        for (int i = 0; i < heapCount; i++) {
          text.append(i == 0 ? "" : ",").append(sizes[i]);
          xor ^= sizes[i];
        }
        GameState s = nim(text.toString());
        if (!s.isTerminal()) {
          assertEquals(xor != 0 ? 1 : -1, solve(s), "heaps " + text);
          checked++;
        }
        int i = 0;
        while (i < heapCount && ++sizes[i] > 5) {
          sizes[i++] = 0;
        }
        if (i == heapCount) {
          break;
        }
      }
    }
    assertEquals(5 + 35 + 215, checked, "every position of up to three heaps of up to five");
  }

  @Test
  void movesAreWrittenHeapColonCountAndBadHeapsAreRefused() {
    GameState s = nim("3,4,5");
    assertEquals(64 + 3, s.textToMove(" 2:3 "));
    assertEquals("2:3", s.moveToText(64 + 3));
    assertThrows(IllegalArgumentException.class, () -> nim("3,x"));
    assertThrows(IllegalArgumentException.class, () -> nim("64"));
  }

  @Test
  void theNimSumEvaluatorScoresTheWinningSideHigh() {
    NimSumEvaluator e = new NimSumEvaluator();
    assertEquals(1000, e.evaluate(nim("3,4,5")));
    assertEquals(-1000, e.evaluate(nim("1,2,3")));
  }
}
