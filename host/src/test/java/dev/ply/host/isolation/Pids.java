package dev.ply.host.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The processes a test's scripted player wrote down (one pid a line), and whether they still run:
 * for tests that no process of a player outlives it. Reads {@code /proc}, so Linux only.
 */
public final class Pids {

  private Pids() {}

  /** The pids in {@code file}, or none when it does not exist. */
  public static List<Long> in(Path file) throws IOException {
    if (!Files.exists(file)) {
      return List.of();
    }
    return Files.readAllLines(file).stream()
        .map(String::strip)
        .filter(s -> !s.isEmpty())
        .map(Long::parseLong)
        .toList();
  }

  /** Whether {@code pid} runs: it exists and is no zombie (an ended process not yet reaped). */
  public static boolean running(long pid) {
    try {
      String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
      return stat.charAt(stat.lastIndexOf(')') + 2) != 'Z';
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * The pids of {@code pids} still running after up to {@code seconds} of waiting for them to end
   * (a killed process ends a moment after its kill).
   */
  public static List<Long> survivors(List<Long> pids, int seconds) throws InterruptedException {
    long deadline = System.nanoTime() + seconds * 1_000_000_000L;
    List<Long> left = pids.stream().filter(Pids::running).toList();
    while (!left.isEmpty() && System.nanoTime() < deadline) {
      Thread.sleep(50);
      left = left.stream().filter(Pids::running).toList();
    }
    return left;
  }

  /** Kills whatever of {@code pids} still runs: a failed test leaves nothing behind. */
  public static void killAll(List<Long> pids) {
    pids.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
  }
}
