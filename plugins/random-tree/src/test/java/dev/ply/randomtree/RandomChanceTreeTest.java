package dev.ply.randomtree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RandomChanceTreeTest {

  private static GameState tree(Map<String, Object> values) {
    RandomChanceTree game = new RandomChanceTree();
    return game.newGame(Options.resolve(game.variantOptions(), values));
  }

  @Test
  void everyOtherPlyIsAChanceNodeAndThePlayersAlternateOnTheirMoves() {
    GameState s = tree(Map.of("branching", 3L, "depth", 7L, "seed", 5L));
    int[] expected = {0, GameState.CHANCE, 1, GameState.CHANCE, 0, GameState.CHANCE, 1};
    for (int ply = 0; ply < 7; ply++) {
      assertEquals(expected[ply], s.playerToMove(), "ply " + ply);
      s.play(ply % 3);
    }
    assertTrue(s.isTerminal());
    assertEquals(-s.utility(0), s.utility(1), "zero sum");
  }

  @Test
  void chanceOutcomesAreExactFractionsOfWeightsFromOneToSix() {
    GameState s = tree(Map.of("branching", 5L, "depth", 3L, "seed", 9L));
    s.play(2);
    List<ChanceOutcome> outcomes = s.chanceOutcomes();
    assertEquals(5, outcomes.size());
    long total = outcomes.get(0).denominator();
    long sum = 0;
    for (int i = 0; i < 5; i++) {
      ChanceOutcome o = outcomes.get(i);
      assertEquals(i, o.move());
      assertEquals(total, o.denominator(), "one denominator at a node");
      assertTrue(o.numerator() >= 1 && o.numerator() <= 6);
      sum += o.numerator();
    }
    assertEquals(total, sum, "the probabilities sum to exactly 1");
  }

  @Test
  void aProbabilityOfNoneGivesNoChanceNodesAndOfOneGivesOnlyChanceNodesBelowTheRoot() {
    for (long seed = 0; seed < 20; seed++) {
      GameState none = tree(Map.of("depth", 5L, "seed", seed, "chance", "0"));
      GameState all = tree(Map.of("depth", 5L, "seed", seed, "chance", "1"));
      assertEquals(0, all.playerToMove(), "the root is never a chance node");
      for (int ply = 0; ply < 5; ply++) {
        assertEquals(ply & 1, none.playerToMove());
        if (ply > 0) {
          assertEquals(GameState.CHANCE, all.playerToMove());
        }
        none.play(1);
        all.play(1);
      }
    }
  }

  @Test
  void aProbabilityPlacesChanceNodesAtRandomWithRoughlyThatFrequency() {
    int chance = 0;
    int inner = 0;
    for (long seed = 0; seed < 400; seed++) {
      GameState s = tree(Map.of("depth", 6L, "seed", seed, "chance", "0.25"));
      for (int ply = 0; ply < 6; ply++) {
        if (ply > 0) {
          inner++;
          chance += s.playerToMove() == GameState.CHANCE ? 1 : 0;
        }
        s.play((int) (seed + ply) % 3);
      }
    }
    double share = (double) chance / inner;
    assertTrue(share > 0.2 && share < 0.3, "share of chance nodes " + share);
  }

  @Test
  void refusesAChanceThatIsNoProbabilityAndAnOrderingOtherThanRandom() {
    assertThrows(IllegalArgumentException.class, () -> tree(Map.of("chance", "often")));
    assertThrows(IllegalArgumentException.class, () -> tree(Map.of("chance", "1.5")));
    assertThrows(IllegalArgumentException.class, () -> tree(Map.of("ordering", "perfect")));
    assertFalse(new RandomChanceTree().features().isEmpty());
  }
}
