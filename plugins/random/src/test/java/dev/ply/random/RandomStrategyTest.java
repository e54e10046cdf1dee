package dev.ply.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.conformance.NimFixture;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RandomStrategyTest {

  @Test
  void everyLegalMoveIsChosenAboutEquallyOften() {
    NimFixture nim = new NimFixture();
    Player player =
        new RandomStrategy()
            .newPlayer(
                new PlayerContext(nim, Options.empty(), Options.empty(), Optional.empty(), 1));
    player.newGame(0, 99);
    GameState start = nim.newGame(Options.empty());
    Map<Integer, Integer> counts = new HashMap<>();
    int draws = 12_000;
    for (int i = 0; i < draws; i++) {
      counts.merge(player.chooseMove(start.copy(), Limits.none()).move(), 1, Integer::sum);
    }
    assertEquals(12, counts.size(), "all 12 moves of the start position are chosen");
    // Each move expects 1000 draws; 6 standard deviations (about 6 * 30) is a loose, safe band.
    counts.values().forEach(c -> assertTrue(Math.abs(c - 1000) < 180, "count " + c));
  }
}
