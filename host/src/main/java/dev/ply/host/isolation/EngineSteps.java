package dev.ply.host.isolation;

/**
 * The steps of an engine's conversation that {@code ply engine check} takes one at a time, besides
 * those of every {@link dev.ply.api.Player} ({@code newGame}, {@code chooseMove}). Implemented by
 * the player of each engine protocol; called from one thread at a time.
 */
interface EngineSteps {

  /**
   * Starts the engine and shakes hands with it.
   *
   * @return what the engine said about itself: its name, or the answer that ended the handshake
   * @throws IllegalStateException when it cannot start or does not answer in time
   */
  String handshake();

  /**
   * Sends the configured options and waits until the engine has taken them.
   *
   * @throws IllegalStateException when the engine fails or does not answer in time
   */
  void sendOptions();

  /**
   * Asks the engine to quit, and makes sure it has.
   *
   * @return true when it ended by itself within a moment
   */
  boolean quit();
}
