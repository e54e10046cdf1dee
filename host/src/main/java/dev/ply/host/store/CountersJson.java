package dev.ply.host.store;

import dev.ply.host.json.Json;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes a search's named counters as a JSON object, such as {@code {"cutoffs":12,"tt-hits":3}},
 * for the {@code moves.counters} column. Keys are sorted so equal maps give equal text; SQLite's
 * {@code json_extract(counters, '$.cutoffs')} reads a value back.
 */
final class CountersJson {

  private CountersJson() {}

  /** The counters as a JSON object, or null when there are none (stored as NULL). */
  static String of(Map<String, Long> counters) {
    return counters.isEmpty() ? null : Json.of(new TreeMap<>(counters));
  }
}
