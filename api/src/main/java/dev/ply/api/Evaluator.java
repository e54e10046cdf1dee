package dev.ply.api;

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
}
