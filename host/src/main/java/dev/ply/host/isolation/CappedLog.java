package dev.ply.host.isolation;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Copies a player's standard error to its log file, keeping at most the first
 * {@value #HEAD_BYTES} and the last {@value #TAIL_BYTES} bytes of each process's output, with a
 * line that says how much was cut between them: a player flooding its standard error fills no
 * disk. Runs on a daemon thread of its own until the stream ends.
 */
final class CappedLog implements Runnable {

  /** Bytes kept from the start of a process's standard error. */
  static final int HEAD_BYTES = 1 << 20;
  /** Bytes kept from its end. */
  static final int TAIL_BYTES = 1 << 20;

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

  @Override
  public void run() {
    byte[] ring = new byte[TAIL_BYTES];
    long ringWritten = 0;
    long total = 0;
    byte[] buffer = new byte[8192];
    try (OutputStream out = Files.newOutputStream(log, StandardOpenOption.CREATE,
        StandardOpenOption.APPEND)) {
      for (int n; (n = in.read(buffer)) > 0; ) {
        int head = (int) Math.max(0, Math.min(n, HEAD_BYTES - total));
        if (head > 0) {
          out.write(buffer, 0, head);
          out.flush();
        }
        for (int i = head; i < n; i++) {
          ring[(int) (ringWritten++ % TAIL_BYTES)] = buffer[i];
        }
        total += n;
      }
      if (ringWritten > 0) {
        long cut = Math.max(0, ringWritten - TAIL_BYTES);
        if (cut > 0) {
          out.write(("\n[... " + cut + " bytes of standard error cut here: the log keeps the first"
              + " and the last MiB ...]\n").getBytes(StandardCharsets.UTF_8));
        }
        long from = Math.max(0, ringWritten - TAIL_BYTES);
        for (long i = from; i < ringWritten; i++) {
          out.write(ring[(int) (i % TAIL_BYTES)]);
        }
      }
    } catch (IOException e) {
      // the log is a courtesy: losing it loses nothing of the game
    }
  }
}
