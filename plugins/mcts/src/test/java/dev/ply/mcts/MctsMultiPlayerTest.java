package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** In the three-player {@link Kingmaker}, every seat plays for its own reward. */
class MctsMultiPlayerTest {

  private static final Kingmaker GAME = new Kingmaker();

  private static String choice(long seed, String... moves) {
    GameState position = Fixtures.position(GAME, moves);
    SearchReport report =
        Fixtures.player(GAME, Map.of("iterations", 2_000L), seed)
            .chooseMove(position.copy(), Limits.none());
    return position.moveToText(report.move());
  }

  @Test
  void supportsGamesOfAnyNumberOfPlayers() {
    assertTrue(new MctsStrategy().supports(GAME));
  }

  @Test
  void theSecondSeatAsKingmakerCrownsItself() {
    assertEquals("a", choice(1, "a"), "seat 1: +1 by a, -1 by b");
  }

  @Test
  void theThirdSeatAsKingmakerPrefersADrawToALossEvenThoughItCrownsAnother() {
    assertEquals("a", choice(2, "b"), "seat 2: 0 by a, -1 by b (seat 1 is skipped)");
  }

  @Test
  void theFirstSeatCountsOnEachKingmakerServingItselfNotOnAllPlayingAgainstIt() {
    for (long seed = 1; seed <= 3; seed++) {
      assertEquals("b", choice(seed), "seat 0: 0 through seat 1, +1 through seat 2");
    }
  }

  @Test
  void theValueIsTheMoversOwnExpectedReward() {
    GameState start = Fixtures.position(GAME);
    SearchReport report =
        Fixtures.player(GAME, Map.of("iterations", 2_000L), 4)
            .chooseMove(start.copy(), Limits.none());
    // Seat 0 expects +1, a reward near 1: a value near the top of the heuristic range.
    assertTrue(report.value() > 800_000, "value " + report.value());
    assertEquals(2, report.principalVariation().length, "b, then seat 2's a");
  }
}
