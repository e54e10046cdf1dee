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
 * @param adjudication the rules that end decided games early
 */
public record RefereeSettings(
    int plyCap, Duration grace, Duration moveCap, Adjudication adjudication) {

  /** Settings without adjudication rules. */
  public RefereeSettings(int plyCap, Duration grace, Duration moveCap) {
    this(plyCap, grace, moveCap, Adjudication.NONE);
  }

  public RefereeSettings {
    if (plyCap < 1) {
      throw new IllegalArgumentException("plyCap must be at least 1, was " + plyCap);
    }
    Objects.requireNonNull(grace, "grace");
    Objects.requireNonNull(moveCap, "moveCap");
    Objects.requireNonNull(adjudication, "adjudication");
    if (grace.isNegative() || moveCap.isNegative() || moveCap.isZero()) {
      throw new IllegalArgumentException("grace must be >= 0 and moveCap > 0");
    }
  }
}
