package dev.ply.randomtree;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pf4j.Extension;

/**
 * A synthetic game of chance for the theory of search: a uniform tree of branching {@code b} and
 * depth {@code d} with seeded leaf values, as {@link RandomTree}'s random trees, in which some
 * inner nodes are chance nodes: their {@code b} outcomes have seeded probabilities {@code w_i /
 * (w_1 + ... + w_b)}, each weight {@code w_i} from 1 to 6, so every probability is an exact
 * fraction. These are the trees on which Ballard (1983) measured his *-minimax searches against
 * expectiminimax.
 *
 * <p>Option {@code chance}: {@code every-other} (the default) makes every odd ply a chance ply, so
 * that a move, a chance event, the other player's move ... alternate, as in backgammon (Ballard's
 * regular trees); a probability such as {@code 0.3} makes each inner node below the root a chance
 * node with that probability, drawn from the node's seeded key, so that chance nodes can follow
 * each other and a chance node's outcomes can lead to either player or to a leaf. The root is never
 * a chance node. The players alternate on their own moves; a chance outcome leaves the turn where
 * it was.
 *
 * <p>It is a game of its own, not a variant of {@code random-tree}: a game says it has chance nodes
 * in {@link Game#features()}, for all its variants, and {@code random-tree} must stay a game the
 * alpha-beta family may play. Leaf values lie in ±{@code values} (at most 100, the game's {@link
 * #maxUtility()}, so that the bounds the *-minimax searches derive from it are tight). It takes the
 * options of {@code random-tree} that {@code ply bench algorithms} sets, but does not claim the
 * game-tree convention: that would make it the command's default game in place of {@code
 * random-tree}; name it with {@code --game random-chance-tree}.
 */
@Extension
public final class RandomChanceTree implements Game {

  /** The largest absolute leaf value, and the game's largest utility. */
  static final int MAX_VALUE = 100;

  /** The option that places the chance nodes. */
  static final String CHANCE = "chance";

  @Override
  public String id() {
    return "random-chance-tree";
  }

  @Override
  public String displayName() {
    return "Random chance tree";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public int maxUtility() {
    return MAX_VALUE;
  }

  @Override
  public Set<GameFeature> features() {
    return Set.of(GameFeature.CHANCE);
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.integer(Conventions.BRANCHING, 3, 1, 64, "moves (or outcomes) at every node"),
        OptionSpec.integer(Conventions.DEPTH, 4, 1, 30, "plies from the root to every leaf"),
        OptionSpec.integer(
            Conventions.SEED, 1, Long.MIN_VALUE, Long.MAX_VALUE, "the seed of the tree"),
        OptionSpec.text(
            Conventions.ORDERING, "random", "random only: leaf values are drawn independently"),
        OptionSpec.integer(
            "values", MAX_VALUE, 1, MAX_VALUE, "leaf values lie in [-values, values]"),
        OptionSpec.text(
            CHANCE,
            "every-other",
            "every-other (every odd ply is a chance ply) or the probability, such as 0.3, that an"
                + " inner node below the root is a chance node"));
  }

  @Override
  public GameState newGame(Options variant) {
    String ordering = variant.getString(Conventions.ORDERING).toLowerCase(Locale.ROOT);
    if (!ordering.equals("random")) {
      throw new IllegalArgumentException(
          "a random chance tree is ordered at random only (its values are expectations), not '"
              + ordering
              + "'");
    }
    return new ChanceTreeState(
        new Shape(
            variant.getInt(Conventions.BRANCHING),
            variant.getInt(Conventions.DEPTH),
            variant.getLong(Conventions.SEED),
            variant.getInt("values"),
            chanceProbability(variant.getString(CHANCE))));
  }

  /**
   * The probability that an inner node is a chance node, or {@link Shape#EVERY_OTHER}.
   *
   * @throws IllegalArgumentException for a text that is neither {@code every-other} nor a number
   *     from 0 to 1
   */
  static double chanceProbability(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals("every-other")) {
      return Shape.EVERY_OTHER;
    }
    try {
      double p = Double.parseDouble(t);
      if (p >= 0 && p <= 1) {
        return p;
      }
    } catch (NumberFormatException e) {
      // the message below says what is expected
    }
    throw new IllegalArgumentException(
        "chance is every-other or a probability from 0 to 1, such as 0.3; got '" + text + "'");
  }

  /**
   * Everything that fixes a chance tree.
   *
   * @param chance the probability of a chance node, or {@link #EVERY_OTHER}
   */
  record Shape(int branching, int depth, long seed, int values, double chance) {
    /** Every odd ply is a chance ply. */
    static final double EVERY_OTHER = -1;
  }
}
