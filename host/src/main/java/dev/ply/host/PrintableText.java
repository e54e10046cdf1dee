package dev.ply.host;

/**
 * Text from players, plugins, books and configs made safe for a terminal and a log: every control
 * character (ESC, BEL, NUL, …) but the line breaks a board needs is written as {@code \xNN}, and
 * every Unicode bidirectional control (U+202A to U+202E, U+2066 to U+2069, U+200E, U+200F, U+061C),
 * the line and paragraph separators (U+2028, U+2029) and the invisible U+FEFF as {@code \}{@code
 * uXXXX}, so that no text can move the cursor, ring the bell, clear the screen, or reorder what a
 * line shows (the "Trojan Source" trick).
 */
public final class PrintableText {

  private PrintableText() {}

  /** {@code text} with its control characters escaped; {@code \n} kept when {@code lines}. */
  public static String clean(String text, boolean lines) {
    return cleanKeeping(text, lines ? "\n" : "");
  }

  /** {@code text} with its control characters escaped but those in {@code keep}. */
  public static String cleanKeeping(String text, String keep) {
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = Character.isISOControl(c) && keep.indexOf(c) < 0;
      boolean bidi = isBidiControl(c);
      if ((control || bidi) && sb == null) {
        sb = new StringBuilder(text.substring(0, i));
      }
      if (sb != null) {
        if (control) {
          sb.append(String.format("\\x%02x", (int) c));
        } else if (bidi) {
          sb.append(String.format("\\u%04X", (int) c));
        } else {
          sb.append(c);
        }
      }
    }
    return sb == null ? text : sb.toString();
  }

  /** Whether {@code c} changes the direction in which the rest of a line is shown. */
  /**
   * Whether {@code c} reorders or hides what a line shows: a bidirectional control, U+2028, U+2029
   * or U+FEFF.
   */
  public static boolean isBidiControl(char c) {
    return c >= '\u202A' && c <= '\u202E'
        || c >= '\u2066' && c <= '\u2069'
        || c == '\u200E'
        || c == '\u200F'
        || c == '\u061C'
        || c == '\u2028'
        || c == '\u2029'
        || c == '\uFEFF';
  }
}
