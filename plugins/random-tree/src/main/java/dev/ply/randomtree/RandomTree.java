package dev.ply.randomtree;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;

/**
 * A synthetic two-player game for the theory of game-tree search: a uniform tree of branching
 * {@code b} and depth {@code d}, whose leaves hold seeded values, so that theorems about searches
 * can be tested and shown in class.
 *
 * <p>The {@code ordering} option decides where the best move stands at every node:
 *
 * <ul>
 *   <li>{@code random}: leaf values are drawn independently (uniform in ±{@code values});
 *   <li>{@code perfect}: the first move is always the best (and the others strictly worse), the
 *       case of Knuth and Moore's (1975) minimal tree: alpha-beta then evaluates exactly b^⌈d/2⌉ +
 *       b^⌊d/2⌋ − 1 leaves;
 *   <li>{@code worst}: every move is strictly better than the one before it, so alpha-beta can cut
 *       nothing and evaluates all b^d leaves.
 * </ul>
 *
 * For the ordered trees the values are built from the root down: a node's value is fixed first and
 * its children's values are chosen around it, so the ordering holds exactly and nothing has to be
 * searched to build the tree. Players alternate strictly; moves are written {@code 1} to {@code b}.
 */
@Extension
public final class RandomTree implements Game {

  /** The largest absolute leaf value. */
  static final int MAX_VALUE = 1_000_000;

  /** The largest tree a worst ordering can be built for: its values must fit in ±MAX_VALUE. */
  static final long MAX_WORST_LEAVES = MAX_VALUE / 2;

  @Override
  public String id() {
    return "random-tree";
  }

  @Override
  public String displayName() {
    return "Random tree";
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
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.integer(Conventions.BRANCHING, 3, 1, 64, "moves at every node"),
        OptionSpec.integer(Conventions.DEPTH, 4, 1, 30, "plies from the root to every leaf"),
        OptionSpec.integer(
            Conventions.SEED, 1, Long.MIN_VALUE, Long.MAX_VALUE, "the seed of the values"),
        OptionSpec.text(
            Conventions.ORDERING,
            "random",
            "random, perfect (best move first) or worst" + " (best move last)"),
        OptionSpec.integer(
            "values", 100, 1, 1000, "leaf values of random trees lie in" + " [-values, values]"));
  }

  @Override
  public GameState newGame(Options variant) {
    String ordering = variant.getString(Conventions.ORDERING).toLowerCase(Locale.ROOT);
    Ordering o =
        switch (ordering) {
          case "random" -> Ordering.RANDOM;
          case "perfect" -> Ordering.PERFECT;
          case "worst" -> Ordering.WORST;
          default ->
              throw new IllegalArgumentException(
                  "ordering is random, perfect or worst, not '" + ordering + "'");
        };
    int b = variant.getInt(Conventions.BRANCHING);
    int d = variant.getInt(Conventions.DEPTH);
    if (o == Ordering.WORST && Math.pow(b, d) > MAX_WORST_LEAVES) {
      throw new IllegalArgumentException(
          "a worst-ordered tree has at most "
              + MAX_WORST_LEAVES
              + " leaves (branching^depth); "
              + b
              + "^"
              + d
              + " is more");
    }
    return new RandomTreeState(
        new Shape(b, d, variant.getLong(Conventions.SEED), o, variant.getInt("values")));
  }

  /** Where the best move stands. */
  enum Ordering {
    RANDOM,
    PERFECT,
    WORST
  }

  /** Everything that fixes a tree. */
  record Shape(int branching, int depth, long seed, Ordering ordering, int values) {}

  /** It is the uniform tree of the literature: {@link Conventions#GAME_TREE}. */
  @Override
  public java.util.Set<String> conventions() {
    return java.util.Set.of(Conventions.GAME_TREE);
  }
}
