package dev.ply.host.referee;

/**
 * A player that keeps the referee's deadline itself, so the referee asks it for its move on the
 * referee's own thread instead of handing the position to a thread of the seat's and waiting for
 * the answer to come back: each of those two hand-overs wakes a thread, and a profile of 40 games
 * of Stockfish at 2,000 nodes a move found the host's threads spending much of their processor time
 * switching to each other. A UCI engine's player is one: it waits for its engine's lines with a
 * timeout already.
 *
 * <p>The contract, for a move at a sequential position: before asking, the referee calls {@link
 * #deadline}; the player then raises its own stop at {@code stopAtNanos} (as the referee raises a
 * move's stop signal, {@link dev.ply.api.Limits#stop}, for any other player) and, if no move has
 * come by {@code stopAtNanos + graceNanos}, kills its program and throws {@link MoveOverdue}: the
 * move is lost on time, as when the referee gives up on a seat's thread. A move it returns after
 * that is lost on time as well. A player asked without a {@link #deadline} first (a simultaneous
 * position, asked on the seat's thread) keeps none of its own.
 */
public interface Punctual extends Killable {

  /**
   * The hard deadline of the next move the player is asked for, as {@link System#nanoTime()}, and
   * the grace after it; used by that move only.
   */
  void deadline(long stopAtNanos, long graceNanos);
}
