package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Strategy fusion, the fault of Perfect Information Monte Carlo that Long, Sturtevant, Buro and
 * Furtak (2010) name first: in every world it samples, PIMC's search knows the coin, so it values
 * the gamble at 2 and takes it, though calling a coin it cannot see is worth 0 against the sure 1.
 * ISMCTS keeps one node for both worlds where the coin is called, sees the call's mean of about 0,
 * and takes the sure 1.
 */
class StrategyFusionTest {

  private static final HiddenCoin GAME = new HiddenCoin();

  private static String choice(Strategy strategy, long seed) {
    Player player =
        strategy.newPlayer(
            new PlayerContext(
                GAME,
                Options.resolve(GAME.variantOptions(), Map.of()),
                Options.resolve(strategy.options(), Map.of("iterations", 2_000L)),
                Optional.empty(),
                seed));
    player.newGame(0, seed);
    GameState s = GAME.newGame(Options.resolve(GAME.variantOptions(), Map.of()));
    s.play(seed % 2 == 0 ? HiddenCoin.HEADS : HiddenCoin.TAILS);
    return s.moveToText(player.chooseMove(s.view(0), Limits.none()).move());
  }

  @Test
  void pimcGamblesOnACoinItCannotSeeWhereIsmctsTakesTheSurePoint() {
    for (long seed = 1; seed <= 4; seed++) {
      assertEquals("gamble", choice(new PimcStrategy(), seed), "pimc, seed " + seed);
      assertEquals("safe", choice(new IsmctsStrategy(), seed), "ismcts, seed " + seed);
    }
  }
}
