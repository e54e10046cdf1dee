package dev.ply.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OptionsTest {

  private static final List<OptionSpec> SPECS =
      List.of(
          OptionSpec.integer("width", 7, 4, 16, "board width"),
          OptionSpec.bool("fast", false, "go fast"),
          OptionSpec.decimal("c", 1.4, 0, 10, "exploration"),
          OptionSpec.text("mode", "random", "ordering mode"));

  @Test
  void fillsInDefaultsForOptionsNotGiven() {
    Options o = Options.resolve(SPECS, Map.of("width", 9));
    assertEquals(9, o.getInt("width"));
    assertEquals(false, o.getBoolean("fast"));
    assertEquals(1.4, o.getDouble("c"));
    assertEquals("random", o.getString("mode"));
    assertEquals("c=1.4, fast=false, mode=random, width=9", o.toString());
  }

  @Test
  void rejectsUnknownNamesWrongTypesAndValuesOutOfRange() {
    IllegalArgumentException unknown =
        assertThrows(
            IllegalArgumentException.class, () -> Options.resolve(SPECS, Map.of("widht", 9)));
    assertEquals("unknown option 'widht'; known: width, fast, c, mode", unknown.getMessage());
    IllegalArgumentException type =
        assertThrows(
            IllegalArgumentException.class, () -> Options.resolve(SPECS, Map.of("fast", "no")));
    assertEquals("option 'fast': expected true or false, got 'no'", type.getMessage());
    IllegalArgumentException range =
        assertThrows(
            IllegalArgumentException.class, () -> Options.resolve(SPECS, Map.of("width", 99L)));
    assertEquals(
        "option 'width': expected a whole number from 4 to 16, got 99", range.getMessage());
  }

  @Test
  void decimalOptionsAcceptWholeNumbers() {
    assertEquals(2.0, Options.resolve(SPECS, Map.of("c", 2)).getDouble("c"));
  }
}
