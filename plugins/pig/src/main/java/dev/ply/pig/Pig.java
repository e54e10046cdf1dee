package dev.ply.pig;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Set;
import org.pf4j.Extension;

/**
 * Pig, the dice game (John Scarne's rules, as studied by Neller and Presser, "Optimal Play of the
 * Dice Game Pig", UMAP Journal 25(1), 2004): two players take turns; on a turn a player rolls one
 * six-sided die as often as they like, adding each roll to a turn total, and then holds to bank the
 * turn total into their score. A roll of 1 ends the turn with nothing banked. The first player
 * whose score reaches the goal wins: the game ends as soon as a roll brings score plus turn total
 * to the goal (holding then is what any player would do).
 *
 * <p>A turn begins with a roll ({@code hold} with a turn total of 0 only hands the turn over, which
 * never helps, and would let a game go on for ever). Every roll is a chance node: the player's
 * {@code roll} is followed by the die's outcome {@code roll:1} .. {@code roll:6}, each of
 * probability 1/6, which the referee draws.
 *
 * <p>Variant option {@code goal}: the score that wins, 100 by default; small goals (10, 20) make
 * games short and the game small enough to solve in a test.
 */
@Extension
public final class Pig implements Game {

  /** The largest goal: scores, turn totals and goals fit in 11 bits of the hash key. */
  static final int MAX_GOAL = 1000;

  @Override
  public String id() {
    return "pig";
  }

  @Override
  public String displayName() {
    return "Pig";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public Set<GameFeature> features() {
    return Set.of(GameFeature.CHANCE);
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.integer("goal", 100, 1, MAX_GOAL, "the score that wins (Neller's games: 100)"));
  }

  @Override
  public GameState newGame(Options variant) {
    return new PigState(variant.getInt("goal"), 0, 0, 0, 0);
  }
}
