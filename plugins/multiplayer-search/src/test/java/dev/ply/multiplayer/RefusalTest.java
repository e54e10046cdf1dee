package dev.ply.multiplayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.chinesecheckers.ChineseCheckersSix;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RefusalTest {

  private static final Strategy[] SEARCHES = {
    new MaxNStrategy(), new ParanoidStrategy(), new BestReplyStrategy()
  };

  /** A game that declares features and has nothing else. */
  private record Declared(String id, int players, Set<GameFeature> features) implements Game {
    @Override
    public String displayName() {
      return id;
    }

    @Override
    public List<OptionSpec> variantOptions() {
      return List.of();
    }

    @Override
    public GameState newGame(Options variant) {
      throw new UnsupportedOperationException();
    }
  }

  @Test
  void refusesChanceHiddenInformationAndSimultaneousMovesNamingTheProperty() {
    for (Strategy search : SEARCHES) {
      assertTrue(search.handles().isEmpty(), search.id() + " handles no feature");
      Game pig = new Declared("pig", 2, Set.of(GameFeature.CHANCE));
      Game kuhn =
          new Declared(
              "kuhn-poker-3", 3, Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION));
      Game goofspiel = new Declared("goofspiel", 2, Set.of(GameFeature.SIMULTANEOUS_MOVES));
      for (Game game : List.of(pig, kuhn, goofspiel)) {
        assertFalse(search.supports(game));
      }
      assertEquals(
          Optional.of(
              "pig has chance nodes (dice, deals), while "
                  + search.id()
                  + " needs every move a seat's choice"),
          search.whyNot(pig));
      assertTrue(search.whyNot(kuhn).orElseThrow().contains("hidden information, while"));
      assertTrue(search.whyNot(kuhn).orElseThrow().contains("chance nodes"));
      assertEquals(
          Optional.of(
              "goofspiel has simultaneous moves, while "
                  + search.id()
                  + " needs one seat to move at a time"),
          search.whyNot(goofspiel));
    }
  }

  @Test
  void playsSequentialGamesOfPerfectInformationOfAnyNumberOfSeatsFromTwo() {
    for (Strategy search : SEARCHES) {
      Game six = new ChineseCheckersSix();
      assertTrue(search.supports(six));
      assertEquals(Optional.empty(), search.whyNot(six));
      Game solitaire = new Declared("solitaire", 1, Set.of());
      assertFalse(search.supports(solitaire));
      assertTrue(search.whyNot(solitaire).orElseThrow().contains("has 1 player"));
    }
  }
}
