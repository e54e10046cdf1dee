package dev.ply.host.referee;

/**
 * A player that runs outside the host's JVM and can be stopped for good: the referee kills it when
 * its move cap passes, instead of abandoning a thread. The next call on the player starts it
 * afresh.
 */
public interface Killable {

  /** Ends the player's process now; safe from any thread, and when it has already ended. */
  void kill();
}
