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
 * <p>A program whose protocol opens with a greeting ({@code uci}, {@code xboard}, {@code
 * protocol_version}) is sent it, and the wait ends with its protocol's answer ({@code uciok}, a
 * {@code feature} line, {@code = 2}), as the program then plainly runs and speaks it (a usage
 * message before an exit is no answer), or with its exit: there is no fixed wait, so Stockfish
 * costs the milliseconds it takes to answer, and a program that fails after a slow start (a script
 * whose interpreter takes a second to load on a busy machine, then stops at an error) is still
 * caught. A program that neither answers nor ends within {@value #GREETING_MILLIS} ms is let be:
 * its games will say what it does (each loses on its handshake's own timeout). A program of Ply's
 * line protocol, or of gnubg's, is given {@value #SETTLE_MILLIS} ms to fail: its handshake is not
 * sent here, as a program may count its handshakes (a player started for each game does).
 *
 * <p>The program's standard error goes to its log through {@link CappedLog}, as in a game: one that
 * floods it while it is checked fills no disk. It is ended with every process it started ({@link
 * ProcessTree#kill}).
 */
final class StartCheck {

  /** How long a program that is about to fail at once is given to do so. */
  private static final long SETTLE_MILLIS = 500;

  /**
   * The longest wait for a greeting's answer or a failure: ten times the half second this check
   * waited before, half a game's handshake time (an engine that never answers costs this much once,
   * before the run, besides its forfeits).
   */
  static final long GREETING_MILLIS = 5_000;

  /** How long the log is given to be written out once the program has been ended. */
  private static final long LOG_MILLIS = 2000;

  private StartCheck() {}

  /**
   * Waits up to {@value #SETTLE_MILLIS} ms for {@code process} to end, or, with a {@code greeting},
   * sends it and waits up to {@value #GREETING_MILLIS} ms for its answer or the end.
   *
   * @return whether it ended
   */
  private static boolean ended(Process process, Greeting greeting) throws InterruptedException {
    if (greeting == null) {
      return process.waitFor(SETTLE_MILLIS, TimeUnit.MILLISECONDS);
    }
    java.util.concurrent.CountDownLatch over = new java.util.concurrent.CountDownLatch(1);
    Thread reading =
        new Thread(
            () -> {
              try {
                BoundedLineReader out =
                    new BoundedLineReader(
                        new java.io.InputStreamReader(
                            process.getInputStream(), java.nio.charset.StandardCharsets.UTF_8));
                for (String line; (line = out.readLine()) != null; ) {
                  if (greeting.answer().test(line)) {
                    over.countDown();
                    return;
                  }
                }
              } catch (IOException | RuntimeException e) {
                // no more lines: the wait ends with the process, or at its limit
              }
            },
            "ply-start-check-output");
    reading.setDaemon(true);
    reading.start();
    process.onExit().thenRun(over::countDown);
    try {
      java.io.OutputStream in = process.getOutputStream();
      in.write((greeting.lines() + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
      in.flush();
    } catch (IOException e) {
      // it reads nothing: it may have ended already, which the wait tells
    }
    over.await(GREETING_MILLIS, TimeUnit.MILLISECONDS);
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
   * As {@link #check(List, Path, Path)}, sending {@code greeting} (or null for none) once the
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
