package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.nim.Nim;
import dev.ply.nim.NimSumEvaluator;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Nim, whose winning moves Bouton's theorem names: leave heaps whose nim-sum (exclusive or) is 0.
 */
class MctsPlaysNimTest {

  private static final Nim GAME = new Nim();

  @Test
  void picksTheOnlyWinningMoveOnASmallNimPosition() {
    // Heaps 1, 2, 4: nim-sum 7; only taking 1 from the third heap leaves 1 ^ 2 ^ 3 = 0.
    Map<String, Object> variant = Map.of("heaps", "1,2,4");
    GameState position = Fixtures.position(GAME, variant);
    for (long seed = 1; seed <= 3; seed++) {
      SearchReport report =
          Fixtures.player(GAME, variant, Map.of("iterations", 20_000L), Optional.empty(), seed)
              .chooseMove(position.copy(), Limits.none());
      assertEquals("3:1", position.moveToText(report.move()), "seed " + seed + ": " + report);
    }
  }

  @Test
  void evaluatorGuidedPlayoutsFindTheWinningMoveOfTheLargerStartPosition() {
    // Heaps 3, 4, 5: nim-sum 2; only taking 2 from the first heap leaves 1 ^ 4 ^ 5 = 0. Playouts
    // that
    // follow the nim-sum evaluator play Nim perfectly, so every leaf is scored right and 10,000
    // iterations suffice (random playouts at this budget mostly pick a losing move: Nim's many
    // equal-looking moves are a known hard case for UCT).
    Map<String, Object> variant = Map.of("heaps", "3,4,5");
    GameState position = Fixtures.position(GAME, variant);
    Optional<Evaluator> nimSum = Optional.of(new NimSumEvaluator());
    Map<String, Object> options =
        Map.of(
            "playout",
            "evaluator",
            "playout-epsilon",
            0.0,
            "exploration",
            0.5,
            "iterations",
            10_000L);
    for (long seed = 1; seed <= 3; seed++) {
      SearchReport report =
          Fixtures.player(GAME, variant, options, nimSum, seed)
              .chooseMove(position.copy(), Limits.none());
      assertEquals("1:2", position.moveToText(report.move()), "seed " + seed + ": " + report);
      assertTrue(report.value() > 0, "a won position scores above 0: " + report.value());
    }
  }

  @Test
  void evaluatorPlayoutsWithoutAnEvaluatorAreRefusedWithAMessageSayingWhatToDo() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Fixtures.player(GAME, Map.of("playout", "evaluator"), 1));
    assertTrue(e.getMessage().contains("evaluator"), e.getMessage());
  }

  @Test
  void anUnknownPlayoutIsRefusedNamingTheKnownOnes() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Fixtures.player(GAME, Map.of("playout", "heavy"), 1));
    assertTrue(e.getMessage().contains("'random' or 'evaluator'"), e.getMessage());
  }
}
