package dev.ply.host.isolation;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads a player's output a line at a time, like {@link java.io.BufferedReader#readLine}, but
 * refuses a line longer than {@value #MAX_LINE} characters instead of holding it all in memory: a
 * player that writes gigabytes without a newline loses its game, and the referee lives on.
 */
final class BoundedLineReader {

  /** The longest line a player may write. */
  static final int MAX_LINE = 1 << 20;

  private final Reader in;
  private final char[] buffer = new char[8192];
  private int start;
  private int end;

  BoundedLineReader(Reader in) {
    this.in = in;
  }

  /** Whether a character can be read without blocking. */
  boolean ready() throws IOException {
    return start < end || in.ready();
  }

  /**
   * The next line without its end, or null at the end of the output.
   *
   * @throws IllegalStateException for a line longer than {@value #MAX_LINE}
   */
  String readLine() throws IOException {
    StringBuilder line = new StringBuilder();
    while (true) {
      if (start == end) {
        end = in.read(buffer);
        start = 0;
        if (end <= 0) {
          end = 0;
          return line.length() == 0 ? null : line.toString();
        }
      }
      for (int i = start; i < end; i++) {
        if (buffer[i] == '\n') {
          line.append(buffer, start, i - start);
          start = i + 1;
          int n = line.length();
          return n > 0 && line.charAt(n - 1) == '\r' ? line.substring(0, n - 1) : line.toString();
        }
      }
      line.append(buffer, start, end - start);
      start = end;
      if (line.length() > MAX_LINE) {
        throw new IllegalStateException(
            "protocol error: a line longer than " + MAX_LINE + " characters");
      }
    }
  }
}
