package dev.ply.host.store;

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
    if (counters.isEmpty()) {
      return null;
    }
    StringBuilder json = new StringBuilder("{");
    new TreeMap<>(counters)
        .forEach(
            (key, value) -> {
              if (json.length() > 1) {
                json.append(',');
              }
              appendString(json, key);
              json.append(':').append(value.longValue());
            });
    return json.append('}').toString();
  }

  /** Keys are plain names in practice; escaping keeps the text valid JSON whatever they are. */
  private static void appendString(StringBuilder json, String s) {
    json.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> json.append("\\\"");
        case '\\' -> json.append("\\\\");
        case '\n' -> json.append("\\n");
        case '\r' -> json.append("\\r");
        case '\t' -> json.append("\\t");
        default -> {
          if (c < 0x20) {
            json.append(String.format("\\u%04x", (int) c));
          } else {
            json.append(c);
          }
        }
      }
    }
    json.append('"');
  }
}
