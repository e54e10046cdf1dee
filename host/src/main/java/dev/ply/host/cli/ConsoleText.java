package dev.ply.host.cli;

/**
 * Text from players and plugins made safe for a terminal: every control character (ESC, BEL,
 * NUL, …) but the line breaks a board needs is written as {@code \xNN}, so that a player cannot
 * move the cursor, ring the bell or clear the screen of whoever watches a match.
 */
final class ConsoleText {

  private ConsoleText() {}

  /** {@code text} with its control characters escaped; {@code \n} kept when {@code lines}. */
  static String clean(String text, boolean lines) {
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = Character.isISOControl(c) && !(lines && c == '\n');
      if (control && sb == null) {
        sb = new StringBuilder(text.substring(0, i));
      }
      if (sb != null) {
        if (control) {
          sb.append(String.format("\\x%02x", (int) c));
        } else {
          sb.append(c);
        }
      }
    }
    return sb == null ? text : sb.toString();
  }
}
