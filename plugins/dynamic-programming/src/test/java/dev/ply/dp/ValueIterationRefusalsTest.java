package dev.ply.dp;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.poker.KuhnPoker;
import dev.ply.tictactoe.TicTacToe;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What value iteration refuses, and that it names why. */
class ValueIterationRefusalsTest {

  private final ValueIterationStrategy strategy = new ValueIterationStrategy();

  @Test
  void refusesAGameOfHiddenInformationNamingIt() {
    Game kuhn = new KuhnPoker();
    assertFalse(strategy.supports(kuhn));
    String why = strategy.whyNot(kuhn).orElseThrow();
    assertTrue(why.contains("kuhn-poker has hidden information"), why);
  }

  @Test
  void refusesAGameOfSimultaneousMovesNamingIt() {
    Game simultaneous =
        new Game() {
          @Override
          public String id() {
            return "one-shot";
          }

          @Override
          public String displayName() {
            return "One shot";
          }

          @Override
          public int players() {
            return 2;
          }

          @Override
          public Set<GameFeature> features() {
            return Set.of(GameFeature.SIMULTANEOUS_MOVES);
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
    String why = strategy.whyNot(simultaneous).orElseThrow();
    assertTrue(why.contains("one-shot has simultaneous moves"), why);
  }

  @Test
  void playsPigAndTicTacToe() {
    assertTrue(strategy.whyNot(PigPositions.PIG).isEmpty());
    assertTrue(strategy.supports(new TicTacToe()));
  }

  @Test
  void refusesAGameWithMorePositionsThanMaxPositionsBeforeItsFirstMove() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                strategy.newPlayer(
                    Contexts.of(
                        new TicTacToe(),
                        Map.of(),
                        strategy,
                        Map.of(ValueIterationStrategy.MAX_POSITIONS, 5000))));
    assertTrue(e.getMessage().contains("more than 5000 positions"), e.getMessage());
    assertTrue(e.getMessage().contains("max-positions"), e.getMessage());
  }

  @Test
  void refusesAToleranceOutOfRange() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Options.resolve(strategy.options(), Map.of(ValueIterationStrategy.TOLERANCE, 0.5)));
    assertTrue(e.getMessage().contains("tolerance"), e.getMessage());
  }
}
