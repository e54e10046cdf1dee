package dev.ply.api;

import java.util.List;
import org.pf4j.ExtensionPoint;

/**
 * The rules of one game: an extension point that a game plugin implements.
 *
 * <p><b>Who implements it:</b> a game plugin, as a public class with a public no-argument
 * constructor annotated with {@code @org.pf4j.Extension}. <b>Who calls it:</b> the host, to list
 * games and to create start positions, and strategies, to read the number of players.
 *
 * <p><b>Threads:</b> one instance may be shared by every thread of the host, so an implementation
 * must be stateless or immutable. Every method must be fast and must not fail, except {@link
 * #newGame(Options)}, which rejects variant values it cannot play with an {@link
 * IllegalArgumentException} whose message a user can act on.
 *
 * <p>A game is sequential, deterministic and of perfect information unless it declares otherwise in
 * {@link #features()}: chance nodes, hidden information, simultaneous moves. Two players and zero
 * sum are the main case, but nothing here assumes them: a strategy asks {@link #players()} and
 * {@link #zeroSum()} and says in {@link Strategy#supports(Game)} and {@link Strategy#handles()}
 * which games it can play.
 */
public interface Game extends ExtensionPoint {

  /** A stable, lower-case id such as {@code connect-four}, used in configs and in the store. */
  String id();

  /** A name for people, such as {@code Connect Four}. */
  String displayName();

  /** How many players take part; seats are numbered {@code 0 .. players() - 1}. */
  int players();

  /**
   * Whether the utilities of every finished game sum to zero. Negamax-style searches require it.
   */
  default boolean zeroSum() {
    return true;
  }

  /**
   * The largest absolute value {@link GameState#utility(int)} can return. Between 1 and {@link
   * Values#MAX_UTILITY}. A game decided only by win, draw or loss returns 1; a game scored by
   * margin (Kalah) returns the largest margin possible.
   */
  default int maxUtility() {
    return 1;
  }

  /**
   * What kind of game this is beyond sequential, deterministic and of perfect information: none by
   * default. A strategy that does not {@link Strategy#handles() handle} one of them is not seated.
   */
  default java.util.Set<GameFeature> features() {
    return java.util.Set.of();
  }

  /** The variant options this game accepts, such as board width and height; may be empty. */
  List<OptionSpec> variantOptions();

  /**
   * A new start position.
   *
   * @param variant values for {@link #variantOptions()}, already checked against their specs, with
   *     defaults filled in; never null
   * @return a fresh, independent state; never null
   * @throws IllegalArgumentException when the combination of values cannot be played (for example a
   *     board too large for the game's encoding); the message says what is allowed
   */
  GameState newGame(Options variant);

  /**
   * The score of a position solved exactly, in the convention of this game's published benchmark
   * sets: what {@code ply solve} prints beside Ply's value, and what {@code ply bench solve} checks
   * the second column of a benchmark file against. Empty by default, and for a value that is not
   * exact.
   *
   * @param variant the variant the position is of
   * @param state the position, not changed
   * @param value its exact value for the side to move ({@link Values})
   */
  default java.util.OptionalInt benchmarkScore(Options variant, GameState state, int value) {
    return java.util.OptionalInt.empty();
  }

  /**
   * One line that says how {@link #benchmarkScore} counts, for people: whose point of view, what
   * the numbers mean, whose convention it is. Empty when the game has no benchmark score.
   */
  default String benchmarkScoreConvention(Options variant) {
    return "";
  }

  /**
   * The {@link Conventions} this game follows ({@link Conventions#CHESS}, {@link Conventions#GO}),
   * so that the protocols and files of its field can be used with it. None by default.
   */
  default java.util.Set<String> conventions() {
    return java.util.Set.of();
  }

  /**
   * The game's rules in a rules language, such as {@code gdl} (the Game Description Language of
   * general game playing, in KIF), as a GGP referee sends them to its players; empty (the default)
   * for a game that has no rules in that language. A game of a {@link GameLibrary} of GDL returns
   * its rules text for {@code "gdl"}.
   */
  default java.util.Optional<String> rules(String language) {
    return java.util.Optional.empty();
  }

  /**
   * The view of {@code seat} after it has lived through {@code steps} from the start: for a player
   * told only its own moves and percepts, as a GGP player of GDL-II is ({@link View#steps()} of the
   * returned view equals {@code steps}). Who implements it: a game whose views are {@link
   * View.Step}s (the gdl plugin's GDL-II games). Who calls it: the host ({@code ply serve-ggp}), on
   * the thread handling a message. Empty (the default) for a game that cannot build a view so.
   *
   * @param variant the game's variant options, checked, defaults filled in
   * @throws IllegalArgumentException when a move or percept does not read, or when no play of the
   *     game gives the seat these steps (then the steps are not of this game)
   */
  default java.util.Optional<View> viewOf(
      Options variant, int seat, java.util.List<View.Step> steps) {
    return java.util.Optional.empty();
  }
}
