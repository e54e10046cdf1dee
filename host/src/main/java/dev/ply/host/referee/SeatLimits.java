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
 */
public record SeatLimits(
    OptionalInt depth, OptionalLong nodes, Optional<Duration> time, Optional<GameClock> clock) {

  public SeatLimits {
    Objects.requireNonNull(depth, "depth");
    Objects.requireNonNull(nodes, "nodes");
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(clock, "clock");
    if (time.isPresent() && clock.isPresent()) {
      throw new IllegalArgumentException("a time per move and a game clock exclude each other");
    }
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
