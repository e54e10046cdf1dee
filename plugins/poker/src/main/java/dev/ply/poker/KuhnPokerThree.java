package dev.ply.poker;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Set;
import org.pf4j.Extension;

/**
 * Kuhn poker for three players (Szafron, Gibson and Sturtevant 2013; OpenSpiel's kuhn_poker with
 * players=3): four cards J Q K A, ante 1, one round of check or bet 1, then each other player folds
 * or calls. The rules are {@link KuhnState}'s. A game of its own rather than a variant option of
 * {@code kuhn-poker}, because {@link Game#players()} does not depend on the variant.
 */
@Extension
public final class KuhnPokerThree implements Game {

  @Override
  public String id() {
    return "kuhn-poker-3";
  }

  @Override
  public String displayName() {
    return "Kuhn poker for three";
  }

  @Override
  public int players() {
    return 3;
  }

  /** The winner of a pot that all three bet into takes the others' 2 + 2. */
  @Override
  public int maxUtility() {
    return 4;
  }

  @Override
  public Set<GameFeature> features() {
    return Set.of(GameFeature.CHANCE, GameFeature.HIDDEN_INFORMATION);
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    return new KuhnState(3);
  }
}
