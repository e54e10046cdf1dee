package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Clocks written as cutechess's and fastchess's {@code tc=}, and read from a config. */
class ClockTextTest {

  @Test
  void readsMovesPerPeriodBaseAndIncrementInSecondsOrMinutesAndSeconds() {
    assertEquals(
        new EntrantSpec.Clock(Duration.ofSeconds(60), Duration.ofMillis(600), 40),
        ClockText.parse("40/60+0.6"));
    assertEquals(
        new EntrantSpec.Clock(Duration.ofSeconds(10), Duration.ofMillis(100), 0),
        ClockText.parse("10+0.1"));
    assertEquals(
        new EntrantSpec.Clock(Duration.ofSeconds(150), Duration.ZERO, 0), ClockText.parse("2:30"));
    assertEquals(
        new EntrantSpec.Clock(Duration.ofMillis(500), Duration.ZERO, 1), ClockText.parse("1/.5"));
  }

  @Test
  void refusesWhatIsNoClock() {
    for (String bad : List.of("", "inf", "40/", "0/60", "0+1", "1:60", "10s+1", "-5")) {
      assertThrows(IllegalArgumentException.class, () -> ClockText.parse(bad), bad);
    }
  }

  @Test
  void aClockInAConfigIsTheTextFormOrAMappingWithMovesAndABadOneSaysHowToWriteIt()
      throws ConfigException {
    RunConfig config =
        TournamentLoading.load(
            """
            name: clocks
            game: connect-four
            format: round-robin
            entrants:
              - {name: a, strategy: random, clock: 40/60+0.6}
              - {name: b, strategy: random, clock: {base: 1m, increment: 600ms, moves: 40}}
            """);
    assertEquals(config.entrants().get(0).clock(), config.entrants().get(1).clock());
    assertEquals(
        "test.yaml:5:40: 'clock': not a clock: '40/60s'\n  " + ClockText.EXAMPLES,
        TournamentLoading.problem(
            """
            name: clocks
            game: connect-four
            format: round-robin
            entrants:
              - {name: a, strategy: random, clock: 40/60s}
              - {name: b, strategy: random}
            """));
  }
}
