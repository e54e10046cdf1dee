package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DurationsTest {

  @Test
  void readsMillisecondsSecondsAndMinutes() {
    assertEquals(Duration.ofMillis(500), Durations.parse("500ms"));
    assertEquals(Duration.ofSeconds(2), Durations.parse("2s"));
    assertEquals(Duration.ofMillis(1500), Durations.parse("1.5s"));
    assertEquals(Duration.ofMinutes(1), Durations.parse("1m"));
    assertEquals(Duration.ofNanos(250_000), Durations.parse("0.25ms"));
    assertEquals(Duration.ofMillis(500), Durations.parse(".5s"));
    assertEquals(Duration.ZERO, Durations.parse("0s"));
  }

  @Test
  void allowsOneSpaceBeforeTheUnitAndSpacesAround() {
    assertEquals(Duration.ofSeconds(3), Durations.parse(" 3 s "));
  }

  @Test
  void refusesABareNumberAndSuggestsAddingAUnit() {
    assertEquals(
        "add a unit, such as 2s (units: ms, s, m)",
        assertThrows(IllegalArgumentException.class, () -> Durations.parse("2")).getMessage());
    assertEquals(
        "add a unit, such as 1.5s (units: ms, s, m)",
        assertThrows(IllegalArgumentException.class, () -> Durations.parse("1.5")).getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"250us", "2h", "1S", "3sec", "5µs"})
  void refusesAnyUnitButMsSAndM(String text) {
    String unit = text.replaceAll("[0-9.]", "");
    assertEquals(
        "unknown unit '" + unit + "'; use ms, s or m",
        assertThrows(IllegalArgumentException.class, () -> Durations.parse(text)).getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "s", "fast", "1.2.3s", "1 000ms", "PT2S"})
  void refusesTextThatIsNoDuration(String text) {
    assertEquals(
        "write a number and a unit, such as 500ms, 2s, 1.5s or 1m",
        assertThrows(IllegalArgumentException.class, () -> Durations.parse(text)).getMessage());
  }

  @Test
  void refusesANegativeOrAnEndlessDuration() {
    assertEquals(
        "a duration cannot be negative",
        assertThrows(IllegalArgumentException.class, () -> Durations.parse("-2s")).getMessage());
    assertEquals(
        "too long; a duration is at most about 292 years",
        assertThrows(IllegalArgumentException.class, () -> Durations.parse("99999999999m"))
            .getMessage());
  }

  @Test
  void formatsInTheLargestUnitThatReadsNaturally() {
    assertEquals("1.5s", Durations.format(Duration.ofMillis(1500)));
    assertEquals("500ms", Durations.format(Duration.ofMillis(500)));
    assertEquals("0.25ms", Durations.format(Duration.ofNanos(250_000)));
    assertEquals("2s", Durations.format(Duration.ofSeconds(2)));
    assertEquals("90s", Durations.format(Duration.ofSeconds(90)));
    assertEquals("2m", Durations.format(Duration.ofMinutes(2)));
    assertEquals("0s", Durations.format(Duration.ZERO));
    assertEquals("-1.5s", Durations.format(Duration.ofMillis(-1500)));
  }

  @Test
  void readsBackWhatItFormats() {
    for (long nanos :
        new long[] {
          1,
          999,
          1_000_000,
          1_234_567_891,
          59_999_999_999L,
          60_000_000_000L,
          61_500_000_000L,
          3_600_000_000_000L,
          Long.MAX_VALUE
        }) {
      Duration d = Duration.ofNanos(nanos);
      assertEquals(d, Durations.parse(Durations.format(d)), () -> Durations.format(d));
    }
  }
}
