package dev.ply.host.referee;

/**
 * Thrown by a player that reads its move from outside the JVM (a child process) when the move's
 * text names no move of the game: the referee counts it as an illegal move, not as a crash.
 */
public final class IllegalMoveException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String moveText;

  public IllegalMoveException(String moveText, String message) {
    super(message);
    this.moveText = moveText;
  }

  /** The text the player sent. */
  public String moveText() {
    return moveText;
  }
}
