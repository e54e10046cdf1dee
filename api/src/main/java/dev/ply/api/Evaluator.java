package dev.ply.api;

import java.util.List;
import org.pf4j.ExtensionPoint;

/**
 * A heuristic that scores a non-terminal position of one game: an extension point.
 *
 * <p><b>Who implements it:</b> a game plugin ships evaluators for its game; anyone may add more in
 * a separate plugin that sees the game only through {@link GameState}. <b>Who calls it:</b> a
 * search, at its horizon, from the search's own thread.
 *
 * <p><b>Contract:</b> {@link #evaluate(GameState)} scores the position from the point of view of
 * the player to move (higher is better for that player), returns a value strictly between {@code
 * -}{@link Values#EVAL_LIMIT} and {@code +}{@link Values#EVAL_LIMIT} so that a search can tell a
 * guess from a proven result, is deterministic, and leaves the state as it found it. It is not
 * called on terminal states. One instance is shared by every thread, so it must be stateless (or
 * thread-safe).
 *
 * <p><b>Options:</b> an evaluator may declare numeric (or other) options, such as its weights, in
 * {@link #options()}; a config sets them with an entrant's {@code evaluator-options}, and {@code
 * ply tune} tunes them as {@code evaluator.<name>}. The instance PF4J makes is the evaluator with
 * every option at its default. An evaluator without options keeps both defaults.
 */
public interface Evaluator extends ExtensionPoint {

  /** A stable id, unique among evaluators, such as {@code connect-four-windows}. */
  String id();

  /** The {@link Game#id()} this evaluator understands. */
  String gameId();

  /** One line for people: what the heuristic counts. */
  String description();

  /** The score of a non-terminal position from the side to move's point of view. */
  int evaluate(GameState state);

  /**
   * The score of a non-terminal position from {@code seat}'s point of view, for searches of games
   * of more than two players (max^n, paranoid) that need every seat's score. By default {@link
   * #evaluate(GameState)} for the side to move and its negation for the other seat, which is right
   * for two-player zero-sum games only: an evaluator of a game of three or more players overrides
   * it.
   */
  default int evaluate(GameState state, int seat) {
    int mover = state.playerToMove();
    return seat == mover ? evaluate(state) : -evaluate(state);
  }

  /**
   * The options this evaluator accepts (its weights, say), listed by {@code ply list} and checked
   * by the host before anything runs; empty by default. Called by the host on any thread; the list
   * must not change.
   */
  default List<OptionSpec> options() {
    return List.of();
  }

  /**
   * This evaluator with its options set to {@code values}.
   *
   * <p><b>Who calls it:</b> the host, once for each player it makes (a tournament's entrant, {@code
   * ply play}, {@code ply trace}, a player in a child JVM), on the thread that makes the player,
   * before the player's search calls {@link #evaluate(GameState)}. <b>What it may assume:</b>
   * {@code values} was checked against {@link #options()} with {@link Options#resolve}: every
   * option is there, of its type and within its range, defaults filled in; it is never null.
   * <b>What it must guarantee:</b> the evaluator returned is immutable and thread-safe like this
   * one (a search on several threads shares it), deterministic, and leaves this instance unchanged;
   * with every option at its default it scores exactly as this instance does. It may return {@code
   * this} when the values change nothing.
   *
   * @return {@code this} by default, for an evaluator that has no options
   */
  default Evaluator withOptions(Options values) {
    return this;
  }
}
