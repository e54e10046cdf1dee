package dev.ply.host.config;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game clock written as engine testers write it, in cutechess's and fastchess's {@code tc=} form:
 * {@code [MOVES/]BASE[+INCREMENT]}, BASE in seconds or minutes:seconds, INCREMENT in seconds.
 * {@code 40/60+0.6} is 60 s for each 40 moves plus 0.6 s a move; {@code 10+0.1} 10 s for the game
 * plus 0.1 s a move; {@code 2:30} two and a half minutes for the game. Stateless.
 */
final class ClockText {

  private static final Pattern FORM =
      Pattern.compile(
          "(?:(\\d+)/)?(?:(\\d+):)?(\\d+(?:\\.\\d+)?|\\.\\d+)(?:\\+(\\d+(?:\\.\\d+)?|\\.\\d+))?");

  /** What the hint of a clock that cannot be read shows. */
  static final String EXAMPLES =
      "write MOVES/BASE+INCREMENT in seconds, such as 40/60+0.6, 10+0.1 or 2:30, or a mapping"
          + " such as {base: 10s, increment: 100ms}";

  private ClockText() {}

  /**
   * Reads {@code text}.
   *
   * @throws IllegalArgumentException when it is not of the form, or gives no time
   */
  static EntrantSpec.Clock parse(String text) {
    Matcher m = FORM.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("not a clock");
    }
    int moves = 0;
    if (m.group(1) != null) {
      try {
        moves = Integer.parseInt(m.group(1));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("too many moves in a period");
      }
      if (moves == 0) {
        throw new IllegalArgumentException("a period has at least one move");
      }
    }
    BigDecimal seconds = new BigDecimal(m.group(3));
    if (m.group(2) != null) {
      if (seconds.compareTo(BigDecimal.valueOf(60)) >= 0) {
        throw new IllegalArgumentException("the seconds of minutes:seconds must be below 60");
      }
      seconds = seconds.add(BigDecimal.valueOf(60).multiply(new BigDecimal(m.group(2))));
    }
    Duration base = nanos(seconds);
    if (base.isZero()) {
      throw new IllegalArgumentException("the base time must be more than zero");
    }
    Duration increment = m.group(4) == null ? Duration.ZERO : nanos(new BigDecimal(m.group(4)));
    return new EntrantSpec.Clock(base, increment, moves);
  }

  private static Duration nanos(BigDecimal seconds) {
    if (seconds.compareTo(BigDecimal.valueOf(1_000_000_000L)) > 0) {
      throw new IllegalArgumentException("too long");
    }
    return Duration.ofNanos(
        seconds.movePointRight(9).setScale(0, java.math.RoundingMode.HALF_UP).longValueExact());
  }
}
