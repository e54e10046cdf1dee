package dev.ply.host.isolation;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The line protocol between the host and a player in a child process: UTF-8 text, one message a
 * line, the host writing to the child's standard input and reading its standard output (the child's
 * standard error goes to a log file). See docs/line-protocol.md.
 *
 * <pre>
 *   host → child                                 child → host
 *   ply 1                                        ready NAME
 *   newgame GAME SEAT SEED VARIANT               ok
 *   position M1 M2 ...     (every move so far)
 *   legal M1 M2 ...        (the legal moves now)
 *   limits depth=D nodes=N time-ms=T   (each a number or "none")
 *   go                                           move M [depth=D] [nodes=N] [value=V] [pv=M1,M2]
 *                                                     [counters=NAME:N,NAME:N]
 *   stop                   (the deadline passed: answer now)
 *   quit                                         (exits)
 * </pre>
 *
 * <p>A child may also write {@code info TEXT} lines (ignored), and instead of a move {@code nomove}
 * (the player has none) or {@code error TEXT} (the player failed). Anything else is a protocol
 * violation. {@code VARIANT} is {@code -} or {@code name=value} pairs separated by commas.
 */
public final class Protocol {

  /** The protocol version the host speaks. */
  public static final int VERSION = 1;

  private Protocol() {}

  /** {@code width=7,height=6}, or {@code -} for none. */
  static String variant(Map<String, Object> values) {
    if (values.isEmpty()) {
      return "-";
    }
    StringBuilder sb = new StringBuilder();
    values.forEach(
        (k, v) -> sb.append(sb.length() == 0 ? "" : ",").append(k).append('=').append(v));
    return sb.toString();
  }

  /**
   * A text as one line of the protocol: a backslash written as two, a line break as {@code \n}, a
   * carriage return as {@code \r}.
   */
  static String oneLine(String text) {
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
  }

  /** Reads {@code name=value} words after the first word of a line. */
  static Map<String, String> fields(String[] words, int from) {
    Map<String, String> fields = new LinkedHashMap<>();
    for (int i = from; i < words.length; i++) {
      int eq = words[i].indexOf('=');
      if (eq > 0) {
        fields.put(words[i].substring(0, eq), words[i].substring(eq + 1));
      }
    }
    return fields;
  }
}
