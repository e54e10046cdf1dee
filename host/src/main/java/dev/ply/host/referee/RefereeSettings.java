package dev.ply.host.referee;

import java.time.Duration;
import java.util.Objects;

/**
 * The rules the referee enforces beyond the game's own.
 *
 * @param plyCap a game still running after this many plies is adjudicated a draw
 * @param grace how long past its deadline a player may take before it loses on time
 * @param moveCap the deadline of a move for a player with no time limit of its own, so that every
 *     move has a hard wall-clock cap (the cap is deadline + grace)
 */
public record RefereeSettings(int plyCap, Duration grace, Duration moveCap) {

  public RefereeSettings {
    if (plyCap < 1) {
      throw new IllegalArgumentException("plyCap must be at least 1, was " + plyCap);
    }
    Objects.requireNonNull(grace, "grace");
    Objects.requireNonNull(moveCap, "moveCap");
    if (grace.isNegative() || moveCap.isNegative() || moveCap.isZero()) {
      throw new IllegalArgumentException("grace must be >= 0 and moveCap > 0");
    }
  }
}
