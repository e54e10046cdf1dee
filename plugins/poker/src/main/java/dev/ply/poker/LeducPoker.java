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
 * Leduc hold'em for two players (Southey et al. 2005), the rules of OpenSpiel's leduc_poker: six
 * cards, a private card each, two betting rounds (bets of 2, then 4, at most two per round) around
 * one public card. The first player's game value is about -0.0856. The rules are {@link
 * LeducState}'s.
 */
@Extension
public final class LeducPoker implements Game {

  @Override
  public String id() {
    return "leduc-poker";
  }

  @Override
  public String displayName() {
    return "Leduc hold'em";
  }

  @Override
  public int players() {
    return 2;
  }

  /** The ante, two bets of 2 and two of 4. */
  @Override
  public int maxUtility() {
    return 13;
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
    return new LeducState();
  }
}
