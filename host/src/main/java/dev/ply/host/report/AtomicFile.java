package dev.ply.host.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a UTF-8 text file under a temporary name in the same directory, then moves it over the
 * target, so that readers never see a half-written file and a failure leaves the old file (or
 * none). The file gets the permissions of any new file (the umask), not a temporary file's.
 */
public final class AtomicFile {

  /** Writes the content; may throw IOException, or UncheckedIOException wrapping one. */
  public interface Content<T> {
    T writeTo(Writer out) throws IOException;
  }

  private AtomicFile() {}

  /** Writes {@code target} (creating its directory) and returns what {@code content} returned. */
  public static <T> T write(Path target, Content<T> content) throws IOException {
    Path absolute = target.toAbsolutePath();
    Files.createDirectories(absolute.getParent());
    Path temporary =
        absolute.resolveSibling(
            "."
                + absolute.getFileName()
                + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE)
                + ".tmp");
    try {
      T result;
      try (Writer out =
          new BufferedWriter(
              Files.newBufferedWriter(
                  temporary,
                  StandardCharsets.UTF_8,
                  StandardOpenOption.CREATE_NEW,
                  StandardOpenOption.WRITE),
              1 << 16)) {
        result = content.writeTo(out);
      } catch (UncheckedIOException e) {
        throw e.getCause();
      }
      try {
        Files.move(
            temporary,
            absolute,
            StandardCopyOption.REPLACE_EXISTING,
            StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
      }
      return result;
    } finally {
      Files.deleteIfExists(temporary);
    }
  }
}
