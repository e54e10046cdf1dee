package dev.ply.host.isolation;

import dev.ply.api.Limits;
import dev.ply.host.referee.MoveOverdue;
import dev.ply.host.referee.Punctual;

/**
 * The hard deadline a {@link Punctual} engine player keeps for one move: at {@code stopAt} (a
 * {@link System#nanoTime()}) it tells its engine to stop, as the referee's stop signal would; at
 * {@code stopAt + grace} it gives up, kills the engine and throws {@link MoveOverdue}. {@link
 * #NONE} keeps no deadline of its own (the referee keeps it, on the seat's thread).
 */
record MoveDeadline(long stopAt, long grace, boolean kept) {

  static final MoveDeadline NONE = new MoveDeadline(0, 0, false);

  static MoveDeadline of(long stopAtNanos, long graceNanos) {
    return new MoveDeadline(stopAtNanos, graceNanos, true);
  }

  /** Whether the engine must be told to stop now: the move's stop signal, or this deadline. */
  boolean stopNow(Limits limits) {
    return limits.stopRequested() || (kept && System.nanoTime() - stopAt >= 0);
  }

  /**
   * How long to wait for the engine's next line: as {@link EnginePlayer#nextWait}, but no later
   * than the next moment this deadline acts.
   */
  long waitNanos(Limits limits, boolean stopSent) {
    long wait = EnginePlayer.nextWait(limits, stopSent);
    if (!kept) {
      return wait;
    }
    long next = (stopSent ? stopAt + grace : stopAt) - System.nanoTime();
    return Math.max(0, Math.min(wait, next));
  }

  /**
   * Kills {@code engine} and throws {@link MoveOverdue} once the grace has passed too.
   *
   * @param what what the engine has not sent, for the message
   */
  void giveUpIfOverdue(EngineProcess engine, String what) {
    if (kept && System.nanoTime() - (stopAt + grace) >= 0) {
      engine.kill();
      throw new MoveOverdue("the engine did not send " + what + " by its deadline and grace");
    }
  }
}
