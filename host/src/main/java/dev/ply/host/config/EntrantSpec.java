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
 * @param timeMargin how long past its deadline the entrant may take before it loses on time ({@code
 *     time-margin}, cutechess's {@code timemargin}), if it has its own; else the run's {@code
 *     grace}
 */
public record EntrantSpec(PlayerSpec player, Optional<Clock> clock, Optional<Duration> timeMargin) {

  /** Checks that nothing is null and that a clock does not come with a time per move. */
  public EntrantSpec {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(clock, "clock");
    Objects.requireNonNull(timeMargin, "timeMargin");
    if (clock.isPresent() && player.time().isPresent()) {
      throw new IllegalArgumentException("an entrant has a time per move or a clock, not both");
    }
  }

  /** An entrant with the run's grace as its time margin. */
  public EntrantSpec(PlayerSpec player, Optional<Clock> clock) {
    this(player, clock, Optional.empty());
  }

  /** The entrant's name: {@link PlayerSpec#name()}. */
  public String name() {
    return player.name();
  }

  /**
   * A game clock ({@code clock: {base: 10s, increment: 100ms}}, or as engine testers write it,
   * {@code clock: 40/60+0.6}): {@code base} for each period of {@code moves} moves (the whole game
   * when {@code moves} is 0), plus {@code increment} after each move. At the end of a period its
   * {@code base} is added to what is left, as cutechess and fastchess do.
   *
   * @param base more than zero
   * @param increment zero or more (default 0s)
   * @param moves the moves of a period, or 0 for one period that lasts the whole game
   */
  public record Clock(Duration base, Duration increment, int moves) {

    /** Checks that {@code base > 0}, {@code increment >= 0} and {@code moves >= 0}. */
    public Clock {
      Objects.requireNonNull(base, "base");
      Objects.requireNonNull(increment, "increment");
      if (base.isNegative() || base.isZero() || increment.isNegative() || moves < 0) {
        throw new IllegalArgumentException(
            "a clock needs base > 0, increment >= 0 and moves >= 0, got "
                + base
                + ", "
                + increment
                + " and "
                + moves);
      }
    }

    /** A clock for the whole game. */
    public Clock(Duration base, Duration increment) {
      this(base, increment, 0);
    }
  }
}
