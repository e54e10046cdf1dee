package dev.ply.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.Values;
import dev.ply.kalah.Kalah;
import dev.ply.nim.Nim;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Published values of solved games, found by Ply's own exact search through the api: alpha-beta
 * (fail-soft, iterative deepening, a transposition table) searching to the end of the game. The
 * margin of a proven value is the game's utility: for Kalah the store difference.
 */
class SolvedGamesTest {

  private static int solve(Game game, Map<String, Object> variant) {
    Options v = Options.resolve(game.variantOptions(), variant);
    Strategy alphaBeta = new AlphaBetaStrategy();
    Player player =
        alphaBeta.newPlayer(
            new PlayerContext(
                game,
                v,
                Options.resolve(alphaBeta.options(), Map.of("tt-mb", 16L)),
                Optional.empty(),
                1));
    player.newGame(0, 1);
    GameState root = game.newGame(v);
    SearchReport report = player.chooseMove(root, Limits.none());
    return report.value();
  }

  /**
   * Kalah(m, n) values (first player's store minus the second's, capture even when the opposite pit
   * is empty): Irving, Donkers and Uiterwijk, "Solving Kalah", ICGA Journal 23(3), 2000, where they
   * reach, and an independent exact solver for the rest (the same table as the kalah plugin's
   * {@code KalahValuesTest}).
   */
  @ParameterizedTest(name = "Kalah({0},{1}) = {2}")
  @CsvSource({
    "1,1,0", "1,2,-2", "1,3,6", "1,4,-2", "2,1,2", "2,2,-2", "2,3,-2", "2,4,-12", "3,1,0", "3,2,4",
    "3,3,2", "3,4,2", "4,1,2", "4,2,6", "4,3,8", "4,4,2"
  })
  void alphaBetaReproducesThePublishedKalahValuesUpToFourPitsAndFourSeeds(
      int pits, int seeds, int expected) {
    int value = solve(new Kalah(), Map.of("pits", (long) pits, "seeds", (long) seeds));
    assertEquals(
        expected,
        Values.isProven(value) ? Values.utilityOf(value) : 0,
        "search value " + Values.describe(value));
  }

  @ParameterizedTest(name = "Kalah({0},{1}) = {2} capturing only a full opposite pit")
  @CsvSource({"2,4,-10", "4,3,6"})
  void theOtherCaptureRuleGivesItsOwnPublishedValues(int pits, int seeds, int expected) {
    int value =
        solve(
            new Kalah(),
            Map.of("pits", (long) pits, "seeds", (long) seeds, "capture-empty-opposite", false));
    assertEquals(expected, Values.isProven(value) ? Values.utilityOf(value) : 0);
  }

  @Test
  void nimIsWonExactlyWhenTheNimSumIsNotZeroOnEveryPositionOfUpToFourHeapsOfUpToFive() {
    int[] sizes = new int[4];
    int checked = 0;
    for (int count = 1; count <= 4; count++) {
      java.util.Arrays.fill(sizes, 0);
      while (true) {
        StringBuilder text = new StringBuilder();
        int xor = 0;
        for (int i = 0; i < count; i++) {
          text.append(i == 0 ? "" : ",").append(sizes[i]);
          xor ^= sizes[i];
        }
        if (xor != 0 || sizes[0] + sizes[1] + sizes[2] + sizes[3] > 0) {
          int value = solve(new Nim(), Map.of("heaps", text.toString()));
          assertEquals(xor != 0, value > 0, "heaps " + text + ": " + Values.describe(value));
          checked++;
        }
        int i = 0;
        while (i < count && ++sizes[i] > 5) {
          sizes[i++] = 0;
        }
        if (i == count) {
          break;
        }
      }
    }
    assertEquals(5 + 35 + 215 + 1295, checked);
  }
}
