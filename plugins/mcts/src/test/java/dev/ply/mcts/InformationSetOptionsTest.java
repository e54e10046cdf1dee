package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameFeature;
import dev.ply.api.Options;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The options of ismcts and pimc are checked, and they say which games they play. */
class InformationSetOptionsTest {

  @Test
  void valuesOutOfRangeAreRefusedBeforeAnyPlayerIsMade() {
    var pimc = new PimcStrategy().options();
    var ismcts = new IsmctsStrategy().options();
    assertThrows(IllegalArgumentException.class, () -> Options.resolve(pimc, Map.of("worlds", 0)));
    assertThrows(
        IllegalArgumentException.class, () -> Options.resolve(pimc, Map.of("exploration", -1.0)));
    assertThrows(
        IllegalArgumentException.class, () -> Options.resolve(ismcts, Map.of("iterations", -5)));
    assertThrows(
        IllegalArgumentException.class, () -> Options.resolve(ismcts, Map.of("max-nodes", 0)));
  }

  @Test
  void anUnknownAggregateOrFewerNodesThanWorldsIsRefusedWithTheReason() {
    var unknown =
        assertThrows(
            IllegalArgumentException.class,
            () -> KuhnPlay.player(new PimcStrategy(), Map.of("aggregate", "sum"), 0, 1));
    assertTrue(unknown.getMessage().contains("'average' or 'vote'"), unknown.getMessage());
    var small =
        assertThrows(
            IllegalArgumentException.class,
            () -> KuhnPlay.player(new PimcStrategy(), Map.of("worlds", 50, "max-nodes", 10), 0, 1));
    assertTrue(small.getMessage().contains("at least 'worlds'"), small.getMessage());
  }

  @Test
  void bothPlayChanceAndHiddenInformationAndMctsPlaysChance() {
    Set<GameFeature> both = Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION);
    assertEquals(both, new IsmctsStrategy().handles());
    assertEquals(both, new PimcStrategy().handles());
    assertEquals(Set.of(GameFeature.CHANCE), new MctsStrategy().handles());
  }
}
