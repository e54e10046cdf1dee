package dev.ply.backgammon;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Set;
import org.pf4j.Extension;

/**
 * Backgammon without the doubling cube, for two players, with the dice as chance nodes.
 *
 * <p>The game starts with the opening roll as the rules have it (and as GNU Backgammon plays it):
 * each seat rolls one die, doubles are rolled again, and the higher die moves first with both dice.
 * That chance node has 30 outcomes of 1/30 each, written {@code open:6-1} (seat 0 rolled 6, seat 1
 * rolled 1). Every later turn starts with a chance node of the 21 distinct rolls, {@code roll:6-1}
 * (2/36) and {@code roll:5-5} (1/36).
 *
 * <p>A move is a whole turn: every checker move of the roll, written as single steps from the
 * mover's own point of view and joined by commas, {@code 8/5,6/5}, {@code bar/22,13/9}, {@code
 * 6/off,5/off}; {@code pass} when the roll cannot be played. The standard rules apply: a checker on
 * the bar enters first, as many dice as possible are used, the larger die when only one of two can
 * be, and a checker bears off with a larger die only from the highest occupied point. Moves that
 * end in the same position are one move.
 *
 * <p>Variant option {@code gammons} (default true): a win counts 2 when the loser has borne off no
 * checker (gammon) and 3 when the loser also still has a checker on the bar or in the winner's home
 * board (backgammon); with false every win counts 1.
 */
@Extension
public final class Backgammon implements Game {

  @Override
  public String id() {
    return "backgammon";
  }

  @Override
  public String displayName() {
    return "Backgammon";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public int maxUtility() {
    return 3;
  }

  @Override
  public Set<GameFeature> features() {
    return Set.of(GameFeature.CHANCE);
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.bool(
            "gammons",
            true,
            "whether a gammon counts 2 and a backgammon 3 (false: every win counts 1)"));
  }

  @Override
  public GameState newGame(Options variant) {
    return new BackgammonState(variant.getBoolean("gammons"));
  }
}
