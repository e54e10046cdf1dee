package dev.ply.host.json;

import java.util.List;
import java.util.Map;

/**
 * Writes JSON values: strings with every character JSON requires escaped, numbers, null, lists and
 * maps (in their iteration order). The one JSON writer of the host: the report, the export, the
 * store's move counters and the referee's adjudication evidence all write through it. No library:
 * they need only this much.
 *
 * <p>Script-safe mode, for JSON embedded in an HTML {@code <script>} element, also writes {@code
 * <}, {@code >} and {@code &} as {@code \u003c}, {@code \u003e} and {@code \u0026}, so that no
 * {@code </script>} or {@code <!--} can appear in the data whatever a string holds, and the line
 * separators U+2028 and U+2029 as escapes. Both modes write lone surrogates as escapes, so the
 * output is always valid UTF-8.
 */
public final class Json {

  private Json() {}

  /** A value (as {@link #appendValue} takes it) as JSON text. */
  public static String of(Object value) {
    StringBuilder sb = new StringBuilder();
    appendValue(sb, value, false);
    return sb.toString();
  }

  /** The string as a JSON string literal. */
  public static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2);
    appendString(sb, s, false);
    return sb.toString();
  }

  /** The string as a JSON string literal that is safe inside an HTML script element. */
  public static String quoteForScript(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2);
    appendString(sb, s, true);
    return sb.toString();
  }

  /**
   * Appends a value: null, a String, a Boolean, a whole number (Long, Integer), a Double (null if
   * it is not finite, since JSON has no NaN), a List or a Map with String keys.
   */
  public static void appendValue(StringBuilder sb, Object value, boolean scriptSafe) {
    if (value == null) {
      sb.append("null");
    } else if (value instanceof String s) {
      appendString(sb, s, scriptSafe);
    } else if (value instanceof Boolean b) {
      sb.append(b.booleanValue());
    } else if (value instanceof Long || value instanceof Integer) {
      sb.append(value);
    } else if (value instanceof Double d) {
      appendNumber(sb, d);
    } else if (value instanceof List<?> list) {
      sb.append('[');
      for (int i = 0; i < list.size(); i++) {
        if (i > 0) {
          sb.append(',');
        }
        appendValue(sb, list.get(i), scriptSafe);
      }
      sb.append(']');
    } else if (value instanceof Map<?, ?> map) {
      sb.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        appendString(sb, (String) e.getKey(), scriptSafe);
        sb.append(':');
        appendValue(sb, e.getValue(), scriptSafe);
      }
      sb.append('}');
    } else {
      throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
    }
  }

  /** A finite double as the shortest text that reads back to it; null otherwise. */
  public static void appendNumber(StringBuilder sb, double d) {
    if (!Double.isFinite(d)) {
      sb.append("null");
    } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
      sb.append((long) d).append(".0");
    } else {
      sb.append(d);
    }
  }

  public static void appendString(StringBuilder sb, String s, boolean scriptSafe) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          boolean loneSurrogate =
              Character.isHighSurrogate(c)
                  ? i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1))
                  : Character.isLowSurrogate(c)
                      && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)));
          boolean scriptSpecial =
              scriptSafe && (c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029');
          if (c < 0x20 || c == 0x7f || loneSurrogate || scriptSpecial) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append('"');
  }
}
