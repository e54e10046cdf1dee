package dev.ply.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The game values of small Kalah variants (first player's store minus the second's under perfect
 * play), by an exhaustive search of this plugin's rules. The expected values are those published by
 * Irving, Donkers and Uiterwijk ("Solving Kalah", ICGA Journal 23(3), 2000) where they reach, and
 * an independent exact solver's for the other small variants.
 */
class KalahValuesTest {

  private static GameState kalah(int pits, int seeds, boolean emptyOpposite) {
    Kalah game = new Kalah();
    return game.newGame(
        Options.resolve(
            game.variantOptions(),
            Map.of(
                "pits",
                (long) pits,
                "seeds",
                (long) seeds,
                "capture-empty-opposite",
                emptyOpposite)));
  }

  /** The final margin for the player to move under perfect play, memoised by hash. */
  private static int solve(GameState s, Map<Long, Integer> memo) {
    if (s.isTerminal()) {
      return s.utility(s.playerToMove());
    }
    Integer known = memo.get(s.hash());
    if (known != null) {
      return known;
    }
    int mover = s.playerToMove();
    int[] moves = new int[s.maxMoves()];
    int n = s.legalMoves(moves);
    int best = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      int v =
          s.isTerminal()
              ? s.utility(mover)
              : s.playerToMove() == mover ? solve(s, memo) : -solve(s, memo);
      s.undo();
      best = Math.max(best, v);
    }
    memo.put(s.hash(), best);
    return best;
  }

  @ParameterizedTest(name = "Kalah({0},{1}) = {2}")
  @CsvSource({
    "1,1,0", "1,2,-2", "1,3,6", "1,4,-2", "1,5,2", "1,6,0", "2,1,2", "2,2,-2", "2,3,-2", "2,4,-12",
    "2,5,6", "2,6,8", "3,1,0", "3,2,4", "3,3,2"
  })
  void smallVariantsHaveThePublishedValues(int pits, int seeds, int value) {
    assertEquals(value, solve(kalah(pits, seeds, true), new HashMap<>()));
  }

  @ParameterizedTest(name = "Kalah({0},{1}) = {2} when only a full opposite pit is captured")
  @CsvSource({"2,4,-10"})
  void theOtherCaptureRuleGivesItsOwnValues(int pits, int seeds, int value) {
    assertEquals(value, solve(kalah(pits, seeds, false), new HashMap<>()));
  }
}
