package dev.ply.host.isolation;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

/**
 * Copies a player's standard error to its log file, keeping at most the first {@value #HEAD_BYTES}
 * and the last {@value #TAIL_BYTES} bytes of each process's output, with a line that says how much
 * was cut between them: a player flooding its standard error fills no disk. A line says so as soon
 * as the first MiB is full, so a log read before the program ends (or after Ply itself was killed)
 * shows it is cut. Runs on a daemon thread of its own until the stream ends; a player's {@code
 * close} waits for it a little ({@link #finish}).
 */
final class CappedLog implements Runnable {

  /** Bytes kept from the start of a process's standard error. */
  static final int HEAD_BYTES = 1 << 20;

  /** Bytes kept from its end. */
  static final int TAIL_BYTES = 1 << 20;

  /** The most the two lines it adds to a cut log take: a log is never longer than all three. */
  static final int NOTE_BYTES = 400;

  private final InputStream in;
  private final Path log;

  private CappedLog(InputStream in, Path log) {
    this.in = in;
    this.log = log;
  }

  /** Starts copying {@code process}'s standard error to {@code log} (appended). */
  static Thread start(Process process, Path log) {
    Thread t = new Thread(new CappedLog(process.getErrorStream(), log), "ply-player-log");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /**
   * Waits up to {@code patience} for {@code copying} (a thread {@link #start} returned, or null) to
   * write the rest of a log whose program has ended: its tail and the count of the bytes cut.
   */
  static void finish(Thread copying, Duration patience) {
    if (copying == null) {
      return;
    }
    try {
      copying.join(patience.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void run() {
    byte[] ring = new byte[TAIL_BYTES];
    long ringWritten = 0;
    long total = 0;
    byte[] buffer = new byte[8192];
    try (OutputStream out =
        Files.newOutputStream(log, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
      for (int n; (n = in.read(buffer)) > 0; ) {
        int head = (int) Math.max(0, Math.min(n, HEAD_BYTES - total));
        if (head > 0) {
          out.write(buffer, 0, head);
        }
        if (head < n && total + head == HEAD_BYTES) {
          // Said at once, so that a log read while the program runs (or after Ply was killed)
          // tells that it is cut; the count and the last MiB follow when the output ends.
          out.write(
              ("\n[... standard error goes on past its first MiB: the log keeps the first"
                      + " and the last MiB, which follows when the program ends ...]\n")
                  .getBytes(StandardCharsets.UTF_8));
        }
        out.flush();
        for (int i = head; i < n; ) {
          int at = (int) (ringWritten % TAIL_BYTES);
          int run = Math.min(n - i, TAIL_BYTES - at);
          System.arraycopy(buffer, i, ring, at, run);
          ringWritten += run;
          i += run;
        }
        total += n;
      }
      if (ringWritten > 0) {
        long cut = Math.max(0, ringWritten - TAIL_BYTES);
        if (cut > 0) {
          out.write(
              ("\n[... "
                      + cut
                      + " bytes of standard error cut here: the log keeps the first"
                      + " and the last MiB ...]\n")
                  .getBytes(StandardCharsets.UTF_8));
        }
        // The ring's bytes in order, in two writes at most: one write a byte to an unbuffered
        // file took seconds for a MiB on a busy machine, and the close that waited for it gave up.
        if (ringWritten <= TAIL_BYTES) {
          out.write(ring, 0, (int) ringWritten);
        } else {
          int start = (int) (ringWritten % TAIL_BYTES);
          out.write(ring, start, TAIL_BYTES - start);
          out.write(ring, 0, start);
        }
      }
    } catch (IOException e) {
      // the log is a courtesy: losing it loses nothing of the game
    }
  }
}
