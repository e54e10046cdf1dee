package dev.ply.host.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader for tests (RFC 8259): objects become LinkedHashMaps, arrays Lists, numbers
 * Long or Double, and it refuses anything that is not JSON, trailing text included.
 */
final class TinyJson {

  private final String s;
  private int i;

  private TinyJson(String s) {
    this.s = s;
  }

  static Object parse(String text) {
    TinyJson p = new TinyJson(text);
    p.space();
    Object value = p.value();
    p.space();
    if (p.i != text.length()) {
      throw p.error("text after the value");
    }
    return value;
  }

  private Object value() {
    if (i >= s.length()) {
      throw error("unexpected end");
    }
    char c = s.charAt(i);
    switch (c) {
      case '{':
        return object();
      case '[':
        return array();
      case '"':
        return string();
      case 't':
        return literal("true", Boolean.TRUE);
      case 'f':
        return literal("false", Boolean.FALSE);
      case 'n':
        return literal("null", null);
      default:
        return number();
    }
  }

  private Map<String, Object> object() {
    Map<String, Object> map = new LinkedHashMap<>();
    i++;
    space();
    if (peek('}')) {
      i++;
      return map;
    }
    while (true) {
      space();
      String key = string();
      space();
      expect(':');
      space();
      if (map.containsKey(key)) {
        throw error("duplicate key " + key);
      }
      map.put(key, value());
      space();
      if (peek(',')) {
        i++;
        continue;
      }
      expect('}');
      return map;
    }
  }

  private List<Object> array() {
    List<Object> list = new ArrayList<>();
    i++;
    space();
    if (peek(']')) {
      i++;
      return list;
    }
    while (true) {
      space();
      list.add(value());
      space();
      if (peek(',')) {
        i++;
        continue;
      }
      expect(']');
      return list;
    }
  }

  private String string() {
    expect('"');
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (i >= s.length()) {
        throw error("unterminated string");
      }
      char c = s.charAt(i++);
      if (c == '"') {
        return sb.toString();
      }
      if (c < 0x20) {
        throw error("raw control character in a string");
      }
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      char e = s.charAt(i++);
      switch (e) {
        case '"', '\\', '/' -> sb.append(e);
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'n' -> sb.append('\n');
        case 'r' -> sb.append('\r');
        case 't' -> sb.append('\t');
        case 'u' -> {
          sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
          i += 4;
        }
        default -> throw error("bad escape \\" + e);
      }
    }
  }

  private Object number() {
    int start = i;
    if (peek('-')) {
      i++;
    }
    boolean fraction = false;
    while (i < s.length() && "0123456789.eE+-".indexOf(s.charAt(i)) >= 0) {
      fraction |= ".eE".indexOf(s.charAt(i)) >= 0;
      i++;
    }
    String text = s.substring(start, i);
    if (!text.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
      throw error("not a number: '" + text + "'");
    }
    return fraction ? (Object) Double.parseDouble(text) : (Object) Long.parseLong(text);
  }

  private Object literal(String word, Object value) {
    if (!s.startsWith(word, i)) {
      throw error("expected " + word);
    }
    i += word.length();
    return value;
  }

  private void space() {
    while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) {
      i++;
    }
  }

  private boolean peek(char c) {
    return i < s.length() && s.charAt(i) == c;
  }

  private void expect(char c) {
    if (!peek(c)) {
      throw error("expected '" + c + "'");
    }
    i++;
  }

  private IllegalArgumentException error(String what) {
    return new IllegalArgumentException(
        what
            + " at "
            + i
            + " in: "
            + s.substring(Math.max(0, i - 40), Math.min(s.length(), i + 40)));
  }
}
