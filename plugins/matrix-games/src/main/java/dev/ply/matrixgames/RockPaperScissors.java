package dev.ply.matrixgames;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Set;
import org.pf4j.Extension;

/**
 * Rock-paper-scissors: the smallest game of simultaneous moves. Both seats choose rock, paper or
 * scissors at once; rock beats scissors, scissors beat paper, paper beats rock, equal choices draw.
 *
 * <p>Variant option {@code rounds} (default 1): how many rounds are played; whoever wins more
 * rounds wins the game (utility +1, the other -1, 0 for as many won as lost). Every round is seen
 * by both seats once both have chosen.
 */
@Extension
public final class RockPaperScissors implements Game {

  static final int MAX_ROUNDS = 1000;

  @Override
  public String id() {
    return "rock-paper-scissors";
  }

  @Override
  public String displayName() {
    return "Rock-paper-scissors";
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
    return List.of(
        OptionSpec.integer(
            "rounds", 1, 1, MAX_ROUNDS, "rounds to play; whoever wins more of them wins"));
  }

  @Override
  public GameState newGame(Options variant) {
    return new RockPaperScissorsState(variant.getInt("rounds"));
  }
}
