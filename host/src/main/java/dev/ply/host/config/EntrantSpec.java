package dev.ply.host.config;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * One entry of {@code entrants} in a tournament file, resolved: a player as in a match file, and an
 * optional game clock.
 *
 * @param player the entrant's name, strategy, evaluator, options and per-move limits; its name is
 *     unique in the tournament
 * @param clock the entrant's game clock ({@code clock}), if any; never together with a {@linkplain
 *     PlayerSpec#time() time per move}
 */
public record EntrantSpec(PlayerSpec player, Optional<Clock> clock) {

  /** Checks that nothing is null and that a clock does not come with a time per move. */
  public EntrantSpec {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(clock, "clock");
    if (clock.isPresent() && player.time().isPresent()) {
      throw new IllegalArgumentException("an entrant has a time per move or a clock, not both");
    }
  }

  /** The entrant's name: {@link PlayerSpec#name()}. */
  public String name() {
    return player.name();
  }

  /**
   * A game clock ({@code clock: {base: 10s, increment: 100ms}}): {@code base} for the whole game,
   * plus {@code increment} after each move.
   *
   * @param base more than zero
   * @param increment zero or more (default 0s)
   */
  public record Clock(Duration base, Duration increment) {

    /** Checks that {@code base > 0} and {@code increment >= 0}. */
    public Clock {
      Objects.requireNonNull(base, "base");
      Objects.requireNonNull(increment, "increment");
      if (base.isNegative() || base.isZero() || increment.isNegative()) {
        throw new IllegalArgumentException(
            "a clock needs base > 0 and increment >= 0, got " + base + " and " + increment);
      }
    }
  }
}
