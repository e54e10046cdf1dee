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
 * Kuhn poker for two players (Kuhn 1950): three cards J Q K, ante 1, one round of check or bet 1,
 * then fold or call. The first player's game value is -1/18. The rules are {@link KuhnState}'s; the
 * three-player game is {@link KuhnPokerThree}.
 */
@Extension
public final class KuhnPoker implements Game {

  @Override
  public String id() {
    return "kuhn-poker";
  }

  @Override
  public String displayName() {
    return "Kuhn poker";
  }

  @Override
  public int players() {
    return 2;
  }

  /** A player wins or loses at most its ante and its bet. */
  @Override
  public int maxUtility() {
    return 2;
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
    return new KuhnState(2);
  }
}
