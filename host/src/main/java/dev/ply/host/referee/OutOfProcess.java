package dev.ply.host.referee;

import java.util.List;

/**
 * A player that runs in a process of its own and sees the game only through a line protocol: the
 * referee tells it the moves played so far before each of its turns, and kills it when its move cap
 * passes (the next call starts a fresh process).
 */
public interface OutOfProcess extends Killable {

  /** The moves played since the start position (the opening included), as move texts. */
  void history(List<String> moves);

  /**
   * Starts the player's program once and ends it, to find before a run that it cannot start at
   * all (not installed, a JVM that refuses its options).
   *
   * @throws IllegalStateException saying why it cannot start
   */
  void checkStarts();
}
