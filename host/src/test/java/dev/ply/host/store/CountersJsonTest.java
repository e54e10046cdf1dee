package dev.ply.host.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import org.junit.jupiter.api.Test;

class CountersJsonTest {

  @Test
  void noCountersAreNull() {
    assertNull(CountersJson.of(Map.of()));
  }

  @Test
  void countersAreAnObjectWithSortedKeys() {
    assertEquals(
        "{\"cutoffs\":12,\"nodes\":-3,\"tt-hits\":9223372036854775807}",
        CountersJson.of(Map.of("tt-hits", Long.MAX_VALUE, "cutoffs", 12L, "nodes", -3L)));
  }

  @Test
  void oddKeysAreEscaped() {
    assertEquals("{\"a\\\"b\\\\c\\n\\u0001\":1}", CountersJson.of(Map.of("a\"b\\c\n\u0001", 1L)));
  }
}
