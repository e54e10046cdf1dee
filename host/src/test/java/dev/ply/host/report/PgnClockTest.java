package dev.ply.host.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The {@code %clk} of a PGN move comment, as Lichess writes it. */
class PgnClockTest {

  @Test
  void writesHoursMinutesSecondsAndTenthsWithTheTenthsCut() {
    assertEquals("0:00:59.4", PgnWriter.clock(59_499));
    assertEquals("0:00:00.0", PgnWriter.clock(99));
    assertEquals("0:01:00.0", PgnWriter.clock(60_000));
    assertEquals("1:02:03.4", PgnWriter.clock(3_723_456));
    assertEquals("0:00:00.0", PgnWriter.clock(-5));
  }
}
