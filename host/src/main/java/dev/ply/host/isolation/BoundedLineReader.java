package dev.ply.host.isolation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads a player's output a line at a time, like {@link java.io.BufferedReader#readLine}, but
 * refuses a line longer than {@value #MAX_LINE} characters instead of holding it all in memory: a
 * player that writes gigabytes without a newline loses its game, and the referee lives on.
 *
 * <p>It reads bytes and splits them at {@code \n} (a byte UTF-8 never uses inside a character),
 * each line decoded as UTF-8 (a malformed byte read as U+FFFD). A {@link java.io.InputStreamReader}
 * asks the pipe whether more is ready after every read, two system calls more for each of the dozen
 * lines an engine writes a move; this asks nothing.
 */
final class BoundedLineReader {

  /**
   * The longest line a player may write, in bytes of UTF-8 (characters, for the ASCII of engines).
   */
  static final int MAX_LINE = 1 << 20;

  private final InputStream in;
  private final byte[] buffer = new byte[8192];
  private int start;
  private int end;

  /** The line being read, when it spans more than one read. */
  private byte[] line = new byte[256];

  BoundedLineReader(InputStream in) {
    this.in = in;
  }

  /**
   * The next line without its end, or null at the end of the output.
   *
   * @throws IllegalStateException for a line longer than {@value #MAX_LINE}
   */
  String readLine() throws IOException {
    int length = 0;
    while (true) {
      if (start == end) {
        int n = in.read(buffer);
        if (n <= 0) {
          start = end = 0;
          return length == 0 ? null : decode(line, 0, length);
        }
        start = 0;
        end = n;
      }
      for (int i = start; i < end; i++) {
        if (buffer[i] == '\n') {
          if (length + i - start > MAX_LINE) {
            throw tooLong();
          }
          String text;
          if (length == 0) {
            text = decode(buffer, start, i - start);
          } else {
            line = append(line, length, buffer, start, i - start);
            text = decode(line, 0, length + i - start);
          }
          start = i + 1;
          return text;
        }
      }
      line = append(line, length, buffer, start, end - start);
      length += end - start;
      start = end;
      if (length > MAX_LINE) {
        throw tooLong();
      }
    }
  }

  /**
   * Whether a whole line is already read and waiting in the buffer: the next {@link #readLine}
   * returns it without reading the pipe. Lines the program wrote in one write arrive in one read,
   * so its reader can hand them over together.
   */
  boolean lineBuffered() {
    for (int i = start; i < end; i++) {
      if (buffer[i] == '\n') {
        return true;
      }
    }
    return false;
  }

  private static IllegalStateException tooLong() {
    return new IllegalStateException(
        "protocol error: a line longer than " + MAX_LINE + " characters");
  }

  /** {@code to} with {@code count} bytes of {@code from} after its first {@code length}. */
  private static byte[] append(byte[] to, int length, byte[] from, int offset, int count) {
    byte[] room = length + count <= to.length ? to : Arrays.copyOf(to, 2 * (length + count));
    System.arraycopy(from, offset, room, length, count);
    return room;
  }

  /** The bytes as text, without a {@code \r} at the end. */
  private static String decode(byte[] bytes, int offset, int count) {
    int n = count > 0 && bytes[offset + count - 1] == '\r' ? count - 1 : count;
    return new String(bytes, offset, n, StandardCharsets.UTF_8);
  }
}
