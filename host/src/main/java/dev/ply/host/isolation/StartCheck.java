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
 * <p>A program is given {@value #SETTLE_MILLIS} ms to fail, or less: it is sent its protocol's
 * greeting ({@code ply 1}, {@code uci}, {@code xboard}, {@code protocol_version}, GNU Backgammon's
 * {@code hello}), and the protocol's answer ({@code ready}, {@code uciok}, {@code feature}, {@code
 * = 2}) ends the wait, as the program then plainly runs and speaks it (a usage message before an
 * exit is no answer). Stockfish answers in milliseconds, so a run of engines does not wait the
 * settle time before its first game; only a program that neither answers nor ends does.
 *
 * <p>The program's standard error goes to its log through {@link CappedLog}, as in a game: one that
 * floods it while it is checked fills no disk. It is ended with every process it started ({@link
 * ProcessTree#kill}).
 */
final class StartCheck {

  /**
   * How long a program that is about to fail at once is given to do so: room for a child JVM that
   * refuses its options on a busy machine. A program that answers its greeting ends the wait first.
   */
  private static final long SETTLE_MILLIS = 3000;

  /** How long the log is given to be written out once the program has been ended. */
  private static final long LOG_MILLIS = 2000;

  private StartCheck() {}

  /**
   * Waits up to {@value #SETTLE_MILLIS} ms for {@code process} to end, or, when {@code greeting} is
   * sent, for its answer.
   *
   * @return whether it ended
   */
  private static boolean ended(Process process, Greeting greeting) throws InterruptedException {
    if (greeting == null) {
      return process.waitFor(SETTLE_MILLIS, TimeUnit.MILLISECONDS);
    }
    java.util.concurrent.CountDownLatch answered = new java.util.concurrent.CountDownLatch(1);
    Thread reading =
        new Thread(
            () -> {
              try {
                BoundedLineReader out = new BoundedLineReader(process.getInputStream());
                for (String line; (line = out.readLine()) != null; ) {
                  if (greeting.answer().test(line)) {
                    answered.countDown();
                    return;
                  }
                }
              } catch (IOException | IllegalStateException e) {
                // no line: the wait ends with the process, or at the settle time
              }
            },
            "ply-start-check-output");
    reading.setDaemon(true);
    reading.start();
    try {
      java.io.OutputStream in = process.getOutputStream();
      in.write((greeting.lines() + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
      in.flush();
    } catch (IOException e) {
      // it is not reading: it may have ended already, which the wait tells
    }
    process.onExit().thenRun(answered::countDown);
    answered.await(SETTLE_MILLIS, TimeUnit.MILLISECONDS);
    return !process.isAlive();
  }

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
    check(command, log, directory, null);
  }

  /**
   * What a program's protocol opens with, and the line that answers it.
   *
   * @param lines what is sent, one or more lines
   * @param answer whether a line the program writes is its protocol's answer
   */
  record Greeting(String lines, java.util.function.Predicate<String> answer) {}

  /**
   * As {@link #check(List, Path, Path)}, sending {@code greeting} (or null for none) when the
   * program has started: its answer ends the wait.
   */
  static void check(List<String> command, Path log, Path directory, Greeting greeting) {
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
      if (ended(process, greeting) && process.exitValue() != 0) {
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
