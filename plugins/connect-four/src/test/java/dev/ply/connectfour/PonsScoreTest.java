package dev.ply.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Values;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Connect Four's benchmark score, in Pascal Pons' convention ("Solving Connect 4", part 2: 22 minus
 * the winner's stones on 7 × 6, from the side to move's point of view, 0 for a draw).
 */
class PonsScoreTest {

  private final ConnectFour game = new ConnectFour();

  private Options variant(long width, long height) {
    return Options.resolve(game.variantOptions(), Map.of("width", width, "height", height));
  }

  @Test
  void theFirstPlayersWinWithItsLastStoneOnTheEmptyBoardScoresOne() {
    Options standard = variant(7, 6);
    GameState empty = game.newGame(standard);
    assertEquals(OptionalInt.of(1), game.benchmarkScore(standard, empty, Values.terminal(1, 41)));
  }

  @Test
  void aWinWithTheNextStoneAfterTwelveScoresFifteenAndTheLossMinusFifteen() {
    Options standard = variant(7, 6);
    GameState state = game.newGame(standard);
    for (String move : "1 2 1 2 3 4 3 4 5 6 5 6".split(" ")) {
      state.play(state.textToMove(move));
    }
    assertEquals(OptionalInt.of(15), game.benchmarkScore(standard, state, Values.terminal(1, 1)));
    assertEquals(OptionalInt.of(-15), game.benchmarkScore(standard, state, Values.terminal(-1, 2)));
  }

  @Test
  void aDrawScoresZeroAndAGuessHasNoScore() {
    Options standard = variant(7, 6);
    GameState empty = game.newGame(standard);
    assertEquals(OptionalInt.of(0), game.benchmarkScore(standard, empty, 0));
    assertEquals(OptionalInt.empty(), game.benchmarkScore(standard, empty, 250));
  }

  @Test
  void onASixByFiveBoardTheScoreCountsFromSixteen() {
    Options small = variant(6, 5);
    GameState empty = game.newGame(small);
    assertEquals(OptionalInt.of(15), game.benchmarkScore(small, empty, Values.terminal(1, 1)));
    assertEquals(
        "Pons' convention: side to move, 16 - stones of the winner on 6 x 5",
        game.benchmarkScoreConvention(small));
    assertEquals(
        "Pons' convention: side to move, 22 - stones of the winner on 7 x 6",
        game.benchmarkScoreConvention(variant(7, 6)));
  }
}
