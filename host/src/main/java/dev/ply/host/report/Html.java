package dev.ply.host.report;

/**
 * Escaping for HTML text and attribute values. Every string that comes from a plugin, a config or
 * the database goes through {@link #escape} before it reaches the page; nothing else may be
 * concatenated into markup.
 */
final class Html {

  private Html() {}

  /**
   * The text with {@code & < > " '} replaced by entities, safe both as element content and inside a
   * quoted attribute value. Control characters other than tab, line feed and carriage return, which
   * HTML forbids, become U+FFFD.
   */
  static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        case '\t', '\n', '\r' -> sb.append(c);
        default -> sb.append(c < 0x20 || c == 0x7f ? '\uFFFD' : c);
      }
    }
    return sb.toString();
  }
}
