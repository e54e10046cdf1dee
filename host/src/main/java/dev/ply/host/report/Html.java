package dev.ply.host.report;

import dev.ply.host.PrintableText;

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
   * HTML forbids, become U+FFFD; a bidirectional control (U+202E …) is written as {@code \}{@code
   * u202E}, so that no recorded text can reorder what the page shows.
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
        default -> {
          if (c < 0x20 || c == 0x7f) {
            sb.append('\uFFFD');
          } else if (PrintableText.isBidiControl(c)) {
            sb.append(String.format("\\u%04X", (int) c)); // shown, not obeyed (Trojan Source)
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }
}
