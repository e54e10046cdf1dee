package dev.ply.host.isolation;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * A run's engine I/O log: every line Ply writes to an engine and every line an engine writes back,
 * with the time to the microsecond, the game's number and the entrant's name, one line each, as
 * fastchess's {@code -log file=… engine=true} and cutechess's {@code -debug} write them. It is what
 * a time loss or a hang is diagnosed from, and it replays: the moves of a game's last {@code
 * position … moves} line and its last {@code bestmove} are the game's moves.
 *
 * <pre>
 * 2026-11-27T12:34:56.123456Z game 17 stockfish-a &gt; go nodes 2000
 * 2026-11-27T12:34:56.125012Z game 17 stockfish-a &lt; bestmove e2e4 ponder e7e5
 * </pre>
 *
 * <p>{@code >} is a line sent to the engine, {@code <} a line read from it (timed when the reader
 * thread took it from the pipe); game 0 is the check before a run's first game. The file is
 * bounded: once {@code cap} bytes are written, one last line says so and nothing more is written
 * (the run goes on). Lines are buffered and flushed at least every {@value #FLUSH_MILLIS} ms and at
 * {@link #close}, so writing one costs the engine's conversation no system call.
 *
 * <p>Thread: any; every engine's reader thread and every seat's thread write to the one log. {@link
 * #OFF} writes nothing.
 */
public final class EngineLog implements AutoCloseable {

  /** The log that writes nothing. */
  public static final EngineLog OFF = new EngineLog(null, 0);

  /**
   * The size a log stops at unless the run says otherwise: 1 GiB, some 5,000 games of Stockfish at
   * 2,000 nodes a move (about 190 KiB a game, most of it its {@code info} lines).
   */
  public static final long DEFAULT_CAP = 1L << 30;

  /** How often buffered lines reach the file at the latest. */
  static final long FLUSH_MILLIS = 500;

  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'").withZone(ZoneOffset.UTC);

  private final Writer out;
  private final long cap;
  private long written;
  private boolean full;
  private boolean closed;
  private final Thread flusher;

  private EngineLog(Writer out, long cap) {
    this.out = out;
    this.cap = cap;
    if (out == null) {
      flusher = null;
      return;
    }
    flusher = new Thread(this::flushEvery, "ply-engine-log");
    flusher.setDaemon(true);
    flusher.start();
  }

  /**
   * A log into {@code file} (replaced if it is an engine log already, or empty; its folder made),
   * at most {@code cap} bytes. Any other file is left alone: a log pointed by mistake at the run's
   * database or its config would have emptied it.
   *
   * @throws UncheckedIOException when the file cannot be written, or is there and no engine log
   */
  public static EngineLog open(Path file, long cap) {
    if (cap < 1) {
      throw new IllegalArgumentException("an engine log's cap must be at least 1 byte, got " + cap);
    }
    if (Files.isRegularFile(file) && !isLogOrEmpty(file)) {
      throw new UncheckedIOException(
          new IOException(
              file
                  + " is there and is no engine log (a database, a config?): it is left as it is;"
                  + " give the log another file"));
    }
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      return new EngineLog(
          new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 16), cap);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot write the engine log " + file + ": " + e.getMessage(), e);
    }
  }

  /** Whether {@code file} is empty or starts as this log's lines do, with a UTC time. */
  private static boolean isLogOrEmpty(Path file) {
    byte[] head = new byte[11];
    try (java.io.InputStream in = Files.newInputStream(file)) {
      int n = in.readNBytes(head, 0, head.length);
      return n == 0
          || n == head.length
              && new String(head, StandardCharsets.ISO_8859_1).matches("\\d{4}-\\d{2}-\\d{2}T");
    } catch (IOException e) {
      return false;
    }
  }

  /** Whether this log writes anything. */
  public boolean on() {
    return out != null;
  }

  /**
   * Writes one line: {@code sent} true for a line to the engine, false for one from it.
   *
   * @param game the game's number in the run (0 outside a game)
   * @param engine the entrant's name
   */
  void line(int game, String engine, boolean sent, String text) {
    if (out == null) {
      return;
    }
    synchronized (this) {
      if (full || closed) {
        return;
      }
      // Timed under the lock, so that the file's lines are in the order of their times.
      String line =
          TIME.format(Instant.now())
              + " game "
              + game
              + " "
              + engine
              + (sent ? " > " : " < ")
              + text
              + "\n";
      try {
        if (written + line.length() > cap) {
          full = true;
          out.write(
              TIME.format(Instant.now())
                  + " the engine log reached its cap of "
                  + cap
                  + " characters: no more lines are written\n");
        } else {
          out.write(line);
          written += line.length();
        }
      } catch (IOException e) {
        full = true; // a disk that is full: the games go on without their log
      }
    }
  }

  private void flushEvery() {
    while (true) {
      try {
        Thread.sleep(FLUSH_MILLIS);
      } catch (InterruptedException e) {
        return;
      }
      synchronized (this) {
        if (closed) {
          return;
        }
        try {
          out.flush();
        } catch (IOException e) {
          full = true;
        }
      }
    }
  }

  /** Writes what is buffered and closes the file. */
  @Override
  public void close() {
    if (out == null) {
      return;
    }
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
      try {
        out.close();
      } catch (IOException e) {
        // what was written is in the file
      }
    }
    flusher.interrupt();
  }
}
