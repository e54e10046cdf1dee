package dev.ply.host.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FitTest {

  private static Game game(String id, int players, Set<GameFeature> features) {
    return new Game() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String displayName() {
        return id;
      }

      @Override
      public int players() {
        return players;
      }

      @Override
      public Set<GameFeature> features() {
        return features;
      }

      @Override
      public List<OptionSpec> variantOptions() {
        return List.of();
      }

      @Override
      public GameState newGame(Options variant) {
        throw new UnsupportedOperationException();
      }
    };
  }

  private static Strategy strategy(String id, Set<GameFeature> handles) {
    return new Strategy() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String description() {
        return id;
      }

      @Override
      public List<OptionSpec> options() {
        return List.of();
      }

      @Override
      public boolean supports(Game game) {
        return game.players() == 2;
      }

      @Override
      public Set<GameFeature> handles() {
        return handles;
      }

      @Override
      public Player newPlayer(PlayerContext context) {
        throw new UnsupportedOperationException();
      }
    };
  }

  @Test
  void aSearchForPerfectInformationIsRefusedAGameOfChanceAndTheFeatureIsNamed() {
    Optional<String> why =
        Fit.whyNot(strategy("alphabeta", Set.of()), game("pig", 2, Set.of(GameFeature.CHANCE)));
    assertEquals(
        Optional.of(
            "cannot play pig: pig has chance nodes (dice, deals), which alphabeta does not"
                + " handle (its Strategy.handles() does not list it)"),
        why);
  }

  @Test
  void everyMissingFeatureIsNamedAndAStrategyThatHandlesThemAllFits() {
    Game poker = game("kuhn-poker", 2, Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION));
    String why = Fit.whyNot(strategy("mcts", Set.of()), poker).orElseThrow();
    assertTrue(why.contains("chance nodes (dice, deals) and hidden information"), why);
    assertTrue(why.endsWith("does not list them)"), why);
    assertTrue(Fit.fits(strategy("random", Set.of(GameFeature.values())), poker));
  }

  @Test
  void aGameOfThePlainKindFallsBackOnTheStrategysOwnSupports() {
    assertTrue(Fit.fits(strategy("alphabeta", Set.of()), game("nim", 2, Set.of())));
    assertEquals(
        Optional.of("does not support game 'hearts' (4 players, zero-sum)"),
        Fit.whyNot(strategy("alphabeta", Set.of()), game("hearts", 4, Set.of())));
  }
}
