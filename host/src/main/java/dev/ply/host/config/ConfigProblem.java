package dev.ply.host.config;

import dev.ply.host.PrintableText;
import dev.ply.host.store.Redaction;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One thing wrong with a config file, at a place a user can find in an editor.
 *
 * @param file the file as the user named it (or the display name given for a text)
 * @param line the 1-based line, or 0 when the problem concerns the whole file (it cannot be read)
 * @param column the 1-based column, or 0 with line 0
 * @param message what is wrong, in one line, such as {@code unknown key 'strategi'}
 * @param hint what to do about it, such as {@code did you mean 'strategy'?}; may span several
 *     lines; empty when there is nothing useful to add
 */
public record ConfigProblem(Path file, int line, int column, String message, String hint) {

  /** Checks that nothing is null and that the position is 1-based (or 0:0). */
  public ConfigProblem {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(hint, "hint");
    if (line < 0 || column < 0 || (line == 0) != (column == 0)) {
      throw new IllegalArgumentException("bad position " + line + ":" + column);
    }
  }

  /** Whether the problem has a line and column. */
  public boolean hasPosition() {
    return line > 0;
  }

  /**
   * {@code file:line:column: message}, the form compilers use and editors link, followed by each
   * line of the hint indented by two spaces; {@code file: message} when there is no position.
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder().append(file);
    if (hasPosition()) {
      sb.append(':').append(line).append(':').append(column);
    }
    // A problem may quote what the file says, such as a database URL: never its password.
    // It may quote a book's line or a player's output: never a terminal's control characters.
    sb.append(": ").append(PrintableText.clean(Redaction.credentials(message), false));
    if (!hint.isEmpty()) {
      for (String hintLine :
          PrintableText.clean(Redaction.credentials(hint), true).split("\n", -1)) {
        sb.append("\n  ").append(hintLine);
      }
    }
    return sb.toString();
  }
}
