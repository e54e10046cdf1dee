package dev.ply.host.referee;

import java.time.Duration;
import java.util.Objects;

/**
 * A game clock: {@code base} for the whole game, plus {@code increment} after each move.
 *
 * <p>The referee keeps each seat's remaining time. A player on a clock is given, as the deadline of
 * its move, a share of its remaining time ({@code remaining / 20 + increment}, never more than
 * remaining); the stop signal is raised only when its flag falls (its remaining time is used up). A
 * move that arrives within the grace after the flag fell is accepted and the clock restarts from
 * zero plus the increment; a later one loses on time.
 *
 * <p>With {@code moves} above zero the game is played in periods of that many moves (the {@code
 * 40/60+0.6} of cutechess and fastchess): after a seat's {@code moves}-th, {@code 2 × moves}-th …
 * move its clock gets {@code base} again on top of what is left, and a move's budget is its share
 * of the moves left in the period (at most the twentieth).
 *
 * @param base the time for the whole game (for each period), more than zero
 * @param increment the time added after each move, zero or more
 * @param moves the moves of a period, or 0 when the base lasts the whole game
 */
public record GameClock(Duration base, Duration increment, int moves) {

  /** A clock for the whole game. */
  public GameClock(Duration base, Duration increment) {
    this(base, increment, 0);
  }

  /** The share of the remaining time a move is budgeted: one twentieth. */
  static final int MOVES_TO_GO = 20;

  public GameClock {
    Objects.requireNonNull(base, "base");
    Objects.requireNonNull(increment, "increment");
    if (base.isNegative() || base.isZero() || increment.isNegative() || moves < 0) {
      throw new IllegalArgumentException("a clock needs base > 0, increment >= 0, moves >= 0");
    }
  }

  /** The moves left in the period before a seat's move, having made {@code made}; 0 without. */
  public int movesToGo(int made) {
    return moves == 0 ? 0 : moves - made % moves;
  }

  /** {@code 10000ms+100ms}, or {@code 40/60000ms+600ms} with periods. */
  @Override
  public String toString() {
    return (moves == 0 ? "" : moves + "/") + base.toMillis() + "ms+" + increment.toMillis() + "ms";
  }
}
