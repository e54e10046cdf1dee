package dev.ply.host.isolation;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The player processes this JVM has started and not yet ended. When the JVM shuts down (Ctrl-C,
 * SIGTERM, the end of a run) a hook asks each to end, waits briefly, then kills what is left with
 * its own children, so that an external player that ignores SIGTERM is not left running, adopted
 * by init.
 */
final class LiveProcesses {

  private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();
  private static final long GRACE_MILLIS = 300;

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(LiveProcesses::endAll, "ply-end-players"));
  }

  private LiveProcesses() {}

  static void add(Process p) {
    LIVE.add(p);
  }

  static void remove(Process p) {
    LIVE.remove(p);
  }

  private static void endAll() {
    for (Process p : LIVE) {
      p.destroy();
    }
    long deadline = System.nanoTime() + GRACE_MILLIS * 1_000_000L;
    for (Process p : LIVE) {
      try {
        p.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
  }
}
