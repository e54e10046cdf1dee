package dev.ply.host.referee;

/**
 * Thrown by a player that resigns instead of moving (an xboard engine's {@code resign}): the
 * referee ends the game as a loss for it, recorded as {@link Termination#RESIGNATION} with the
 * reason "NAME resigned". A resignation is no violation: it costs no strike.
 */
public final class Resignation extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * @param message what the player said, for the log
   */
  public Resignation(String message) {
    super(message);
  }
}
