package dev.ply.host.cli;

import dev.ply.host.PrintableText;

/**
 * Text from players and plugins made safe for a terminal, by the rule of {@link PrintableText}: a
 * player cannot move the cursor, ring the bell, clear the screen or reorder the line of whoever
 * watches a match.
 */
final class ConsoleText {

  private ConsoleText() {}

  /** {@code text} with its control characters escaped; {@code \n} kept when {@code lines}. */
  static String clean(String text, boolean lines) {
    return PrintableText.clean(text, lines);
  }
}
