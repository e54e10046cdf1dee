package dev.ply.host.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Whether a player's program can start at all, checked before a run's first game: a program that is
 * not installed, or a child JVM that refuses its {@code jvm-options}, is a config error that names
 * the entrant, rather than a forfeit in every one of its games. What the program does once it runs
 * (a handshake it gets wrong, a crash later) is the referee's business, game by game.
 *
 * <p>The program's standard error goes to its log through {@link CappedLog}, as in a game: one that
 * floods it while it is checked fills no disk. It is ended with every process it started ({@link
 * ProcessTree#kill}).
 */
final class StartCheck {

  /** How long a program that is about to fail at once is given to do so. */
  private static final long SETTLE_MILLIS = 500;

  /** How long the log is given to be written out once the program has been ended. */
  private static final long LOG_MILLIS = 2000;

  private StartCheck() {}

  /** What the program wrote to its standard error, its last few lines, as {@code : ...}. */
  private static String said(Path log) {
    try {
      java.util.List<String> lines =
          Files.readAllLines(log).stream().filter(line -> !line.isBlank()).toList();
      if (lines.isEmpty()) {
        return "";
      }
      String last = String.join(" / ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
      return ": " + (last.length() > 400 ? last.substring(0, 400) + "…" : last);
    } catch (IOException | java.io.UncheckedIOException e) {
      return " (its log: " + log + ")";
    }
  }

  /**
   * Starts {@code command} and ends it again.
   *
   * @throws IllegalStateException if it cannot be started, or exits with an error at once
   */
  static void check(List<String> command, Path log) {
    check(command, log, null);
  }

  /** As {@link #check(List, Path)}, the program run in {@code directory} unless it is null. */
  static void check(List<String> command, Path log, Path directory) {
    ProcessTree tree;
    try {
      // Started before its log's folder is made: a program that is not there leaves nothing.
      ProcessBuilder builder = new ProcessBuilder(command);
      if (directory != null) {
        builder.directory(directory.toFile());
      }
      tree = ProcessTree.start(builder);
      Files.createDirectories(log.toAbsolutePath().getParent());
    } catch (IOException e) {
      throw new IllegalStateException("cannot start " + command + ": " + e.getMessage(), e);
    }
    Process process = tree.process();
    Thread copying = CappedLog.start(process, log);
    LiveProcesses.add(tree);
    try {
      if (process.waitFor(SETTLE_MILLIS, TimeUnit.MILLISECONDS) && process.exitValue() != 0) {
        int code = process.exitValue();
        try {
          copying.join(LOG_MILLIS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        throw new IllegalStateException(
            command.get(0) + " exited at once with exit code " + code + said(log));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      tree.kill();
      LiveProcesses.remove(tree);
      try {
        copying.join(LOG_MILLIS); // the log whole before a game appends to it
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
