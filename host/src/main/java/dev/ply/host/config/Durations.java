package dev.ply.host.config;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes the durations of config files and reports: a decimal number and a unit, such as
 * {@code 500ms}, {@code 2s}, {@code 1.5s} or {@code 1m}.
 *
 * <p>The units are {@code ms} (milliseconds), {@code s} (seconds) and {@code m} (minutes); a space
 * between number and unit is allowed. A bare number is refused, because {@code time: 2} could mean
 * two seconds or two milliseconds. Durations are never negative. {@link #format(Duration)} writes a
 * text that {@link #parse(String)} reads back to the same duration.
 *
 * <p>Stateless and thread-safe.
 */
public final class Durations {

  private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d*)?|\\.\\d+) ?(\\p{L}*)");
  private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(?:\\.\\d*)?|\\.\\d+)");
  private static final BigDecimal NANOS_PER_MS = BigDecimal.valueOf(1_000_000L);
  private static final BigDecimal NANOS_PER_S = BigDecimal.valueOf(1_000_000_000L);
  private static final BigDecimal NANOS_PER_M = BigDecimal.valueOf(60_000_000_000L);
  private static final long NANOS_PER_MINUTE = 60_000_000_000L;
  private static final long NANOS_PER_SECOND = 1_000_000_000L;

  private Durations() {}

  /**
   * Reads a duration such as {@code 500ms}, {@code 2s}, {@code 1.5s} or {@code 1m}. Fractions finer
   * than a nanosecond are rounded to the nearest nanosecond.
   *
   * @param text the text, surrounding spaces ignored
   * @return the duration, never negative
   * @throws IllegalArgumentException when the text is no duration; the message tells a user how to
   *     write one (for a bare number: {@code add a unit, such as 2s (units: ms, s, m)})
   */
  public static Duration parse(String text) {
    Objects.requireNonNull(text, "text");
    String t = text.strip();
    if (NUMBER.matcher(t).matches()) {
      if (t.startsWith("-")) {
        throw new IllegalArgumentException("a duration cannot be negative");
      }
      String number = t.startsWith("+") ? t.substring(1) : t;
      throw new IllegalArgumentException("add a unit, such as " + number + "s (units: ms, s, m)");
    }
    if (t.startsWith("-")) {
      throw new IllegalArgumentException("a duration cannot be negative");
    }
    Matcher m = DURATION.matcher(t);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "write a number and a unit, such as 500ms, 2s, 1.5s or 1m");
    }
    BigDecimal unit =
        switch (m.group(2)) {
          case "ms" -> NANOS_PER_MS;
          case "s" -> NANOS_PER_S;
          case "m" -> NANOS_PER_M;
          default ->
              throw new IllegalArgumentException(
                  "unknown unit '" + m.group(2) + "'; use ms, s or m");
        };
    BigDecimal nanos = new BigDecimal(m.group(1)).multiply(unit).setScale(0, RoundingMode.HALF_UP);
    if (nanos.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
      throw new IllegalArgumentException("too long; a duration is at most about 292 years");
    }
    return Duration.ofNanos(nanos.longValueExact());
  }

  /**
   * Writes a duration the way a config would: whole minutes as {@code 2m}, from a second up in
   * seconds ({@code 1.5s}, {@code 90s}), below a second in milliseconds ({@code 500ms}, {@code
   * 0.25ms}), and zero as {@code 0s}. A negative duration gets a leading {@code -} (which {@link
   * #parse(String)} refuses).
   *
   * @param duration a duration of at most {@link Long#MAX_VALUE} nanoseconds either way
   */
  public static String format(Duration duration) {
    Objects.requireNonNull(duration, "duration");
    long nanos = duration.toNanos();
    if (nanos < 0) {
      return "-" + format(duration.negated());
    }
    if (nanos == 0) {
      return "0s";
    }
    if (nanos % NANOS_PER_MINUTE == 0) {
      return nanos / NANOS_PER_MINUTE + "m";
    }
    if (nanos >= NANOS_PER_SECOND) {
      return plain(BigDecimal.valueOf(nanos, 9)) + "s";
    }
    return plain(BigDecimal.valueOf(nanos, 6)) + "ms";
  }

  private static String plain(BigDecimal value) {
    return value.stripTrailingZeros().toPlainString().toLowerCase(Locale.ROOT);
  }
}
