package dev.ply.host.referee;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The per-move budget of one player, as the config gave it.
 *
 * @param depth the depth limit, if any
 * @param nodes the node limit, if any
 * @param time the time per move, if any
 * @param clock a game clock, if any (not together with {@code time})
 * @param timeMargin how long past its deadline this player may take before it loses on time, if it
 *     has a margin of its own ({@code time-margin}, cutechess's {@code timemargin}); else the
 *     referee's grace
 */
public record SeatLimits(
    OptionalInt depth,
    OptionalLong nodes,
    Optional<Duration> time,
    Optional<GameClock> clock,
    Optional<Duration> timeMargin) {

  public SeatLimits {
    Objects.requireNonNull(depth, "depth");
    Objects.requireNonNull(nodes, "nodes");
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(clock, "clock");
    Objects.requireNonNull(timeMargin, "timeMargin");
    if (time.isPresent() && clock.isPresent()) {
      throw new IllegalArgumentException("a time per move and a game clock exclude each other");
    }
    if (timeMargin.isPresent() && timeMargin.get().isNegative()) {
      throw new IllegalArgumentException("a time margin is zero or more, not " + timeMargin.get());
    }
  }

  /** Limits with the referee's grace. */
  public SeatLimits(
      OptionalInt depth, OptionalLong nodes, Optional<Duration> time, Optional<GameClock> clock) {
    this(depth, nodes, time, clock, Optional.empty());
  }

  /** Limits without a game clock. */
  public SeatLimits(OptionalInt depth, OptionalLong nodes, Optional<Duration> time) {
    this(depth, nodes, time, Optional.empty());
  }

  /** No limit but the referee's move cap. */
  public static SeatLimits none() {
    return new SeatLimits(
        OptionalInt.empty(), OptionalLong.empty(), Optional.empty(), Optional.empty());
  }
}
