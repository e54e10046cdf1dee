package dev.ply.host.referee;

import dev.ply.api.GameState;

/**
 * Hears a game as the referee plays it: for showing the board move by move. Called on the referee's
 * thread; the state must not be changed. The state {@link #moved} gets is the referee's own, valid
 * during the call only (the next move changes it): a listener that keeps a position keeps a {@link
 * GameState#copy()}.
 */
public interface GameListener {

  /** A listener that does nothing. */
  GameListener NONE = new GameListener() {};

  /** The game is about to start from {@code start}. */
  default void started(GameState start) {}

  /** {@code move} was played; {@code after} is the position it led to. */
  default void moved(MoveRecord move, GameState after) {}
}
