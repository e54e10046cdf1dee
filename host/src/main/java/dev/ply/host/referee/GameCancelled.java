package dev.ply.host.referee;

/**
 * Thrown by the referee when the thread playing a game is itself interrupted (the run is being shut
 * down): the game is not finished, no player is to blame, and nothing of it may be recorded.
 */
public final class GameCancelled extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public GameCancelled() {
    super("the game was cancelled: the run is stopping", null, false, false);
  }
}
