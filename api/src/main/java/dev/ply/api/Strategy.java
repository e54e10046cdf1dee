package dev.ply.api;

import java.util.List;
import org.pf4j.ExtensionPoint;

/**
 * A way of choosing moves, such as alpha-beta or random play: an extension point that makes {@link
 * Player}s.
 *
 * <p><b>Who implements it:</b> a strategy plugin, as a public class with a public no-argument
 * constructor annotated with {@code @org.pf4j.Extension}. <b>Who calls it:</b> the host, once per
 * seat of every game or match, on the host's main thread.
 *
 * <p>A strategy never depends on a game plugin: it sees games only through this api. One instance
 * is shared by the whole host, so it must be stateless; all per-game state lives in the players it
 * makes.
 */
public interface Strategy extends ExtensionPoint {

  /** A stable, lower-case id such as {@code alphabeta}, used in configs and in the store. */
  String id();

  /** One line for people: what the strategy does. */
  String description();

  /** The options a config may set for this strategy (for example {@code iterative-deepening}). */
  List<OptionSpec> options();

  /**
   * Whether this strategy can play {@code game}; the host refuses a config that pairs them
   * otherwise, before any game starts. A negamax search returns {@code game.players() == 2 &&
   * game.zeroSum()}.
   */
  boolean supports(Game game);

  /**
   * Why this strategy cannot play {@code game}, when the reason is more than a feature it does not
   * handle: words that finish "cannot play kuhn-poker: ", such as "its game tree has 10^9
   * information sets, more than cfr's tables hold (at most 10^7)". Empty by default. The host
   * refuses the game before it starts when this is present, and shows it in place of its generic
   * words when {@link #supports} is false.
   */
  default java.util.Optional<String> whyNot(Game game) {
    return java.util.Optional.empty();
  }

  /**
   * Why this strategy cannot play {@code game} in the variant {@code variant}, for reasons that
   * depend on the variant (rock-paper-scissors of three rounds is no longer a one-shot matrix game;
   * a larger deck makes a tree too large for CFR's tables). By default {@link #whyNot(Game)}. The
   * host asks it wherever it knows the variant: before a run starts, and for {@code ply play},
   * {@code ply trace} and {@code ply solve}.
   *
   * @param variant the game's variant options, checked, defaults filled in
   */
  default java.util.Optional<String> whyNot(Game game, Options variant) {
    return whyNot(game);
  }

  /**
   * The {@link GameFeature}s of games this strategy can play: none by default, so a search written
   * for sequential games of perfect information is never seated at a game with dice, hidden cards
   * or simultaneous moves; the host names the feature it lacks. A strategy that lists {@link
   * GameFeature#HIDDEN_INFORMATION} implements {@link Player#chooseMove(View, Limits)}.
   */
  default java.util.Set<GameFeature> handles() {
    return java.util.Set.of();
  }

  /**
   * Whether this strategy uses an {@link Evaluator} when one is configured. A strategy that says
   * {@code false} is never given one.
   */
  default boolean usesEvaluator() {
    return false;
  }

  /**
   * Whether a player of this strategy, given no evaluator, no depth limit and no deadline, searches
   * to the end of the game: then a search that returns having visited fewer nodes than its node
   * limit reports the exact value of the position (a proven win or loss, or 0 for a draw). The host
   * relies on it to adjudicate games by proof and to solve positions. {@code false} by default.
   */
  default boolean solves() {
    return false;
  }

  /**
   * The options with which a player of this strategy searches a position to the end of the game at
   * once, for solving it ({@code ply solve}, {@code ply bench solve}) and for proof adjudication;
   * the user's own options are laid over them. By default the {@link StandardOptions} it declares:
   * iterative deepening off (one search to the end), and a transposition table of {@code tableMb}
   * MiB. A strategy that solves some other way overrides it. Only asked of a strategy that {@link
   * #solves()}.
   *
   * @param tableMb the table size the user asked for (or the command's default)
   */
  default java.util.Map<String, Object> solvingOptions(long tableMb) {
    java.util.Map<String, Object> options = new java.util.LinkedHashMap<>();
    if (StandardOptions.declares(this, StandardOptions.DEEPENING)) {
      options.put(StandardOptions.DEEPENING, false);
    }
    if (StandardOptions.declares(this, StandardOptions.TABLE_MB)) {
      options.put(StandardOptions.TABLE_MB, tableMb);
    }
    return options;
  }

  /**
   * The searches of this strategy that {@code ply bench signature} runs and sums: fixed positions,
   * options and depths whose node counts change only when what the search does changes. None by
   * default; a strategy that offers some lets a cluster tell a worker whose copy of it differs.
   */
  default java.util.List<SignatureCase> signatureCases() {
    return java.util.List.of();
  }

  /**
   * A new player bound to one game and variant.
   *
   * @param context the game, its variant, this strategy's options (checked against {@link
   *     #options()}, defaults filled in), the evaluator if any, and a seed; never null
   * @return a new player; never null and never shared with another call
   * @throws IllegalArgumentException when the options cannot work together; the message says why
   */
  Player newPlayer(PlayerContext context);
}
