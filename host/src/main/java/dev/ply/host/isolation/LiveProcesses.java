package dev.ply.host.isolation;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The player processes this JVM has started and not yet ended. When the JVM shuts down (Ctrl-C,
 * SIGTERM, the end of a run) a hook asks each to end, waits briefly, then kills what is left with
 * every process it started ({@link ProcessTree#kill}), so that an external player that ignores
 * SIGTERM is not left running, adopted by init.
 */
public final class LiveProcesses {

  private static final Set<ProcessTree> LIVE = ConcurrentHashMap.newKeySet();
  private static final long GRACE_MILLIS = 300;

  static {
    try {
      Runtime.getRuntime().addShutdownHook(new Thread(LiveProcesses::endAll, "ply-end-players"));
    } catch (IllegalStateException shuttingDown) {
      // first used by a shutdown hook, which ends the processes itself (there are none yet)
    }
  }

  private LiveProcesses() {}

  static void add(ProcessTree p) {
    LIVE.add(p);
  }

  static void remove(ProcessTree p) {
    LIVE.remove(p);
  }

  /** Ends every player's process still running, with its children. */
  public static void endAll() {
    for (ProcessTree p : LIVE) {
      p.remember();
      p.process().destroy();
    }
    long deadline = System.nanoTime() + GRACE_MILLIS * 1_000_000L;
    for (ProcessTree p : LIVE) {
      try {
        p.process().waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      p.kill();
    }
  }
}
