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
 * @param base the time for the whole game, more than zero
 * @param increment the time added after each move, zero or more
 */
public record GameClock(Duration base, Duration increment) {

  /** The share of the remaining time a move is budgeted: one twentieth. */
  static final int MOVES_TO_GO = 20;

  public GameClock {
    Objects.requireNonNull(base, "base");
    Objects.requireNonNull(increment, "increment");
    if (base.isNegative() || base.isZero() || increment.isNegative()) {
      throw new IllegalArgumentException("a clock needs base > 0 and increment >= 0");
    }
  }

  /** {@code 10s+100ms}. */
  @Override
  public String toString() {
    return base.toMillis() + "ms+" + increment.toMillis() + "ms";
  }
}
