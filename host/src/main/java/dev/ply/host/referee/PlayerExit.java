package dev.ply.host.referee;

import java.util.Map;
import java.util.Optional;

/**
 * Which in-process player ended the JVM with {@code System.exit}, asked from a shutdown hook: a
 * strategy on a host thread that calls it ends Ply with it (a child process is the only defence:
 * {@code isolation: process}), and the user should learn which entrant did, not read "Interrupted".
 *
 * <p>While the hooks run, the thread that called {@code System.exit} waits inside it for them, so
 * its stack still shows the call. The referee runs each seat's calls on a thread named {@value
 * #SEAT_THREAD}{@code NAME-N} (NAME the entrant's, N a counter): such a thread with {@code
 * System.exit} or {@code Runtime.exit} on its stack names the culprit. An exit from another thread
 * of the player (one it started itself), or {@code Runtime.halt}, which runs no hooks, is not
 * found.
 */
public final class PlayerExit {

  /** The start of the name of a thread the referee runs a seat's calls on. */
  static final String SEAT_THREAD = "ply-player-";

  private PlayerExit() {}

  /**
   * A sentence that names the entrant whose seat thread is inside {@code System.exit} now, and the
   * method that called it; empty when no seat thread is.
   */
  public static Optional<String> culprit() {
    for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
      String thread = e.getKey().getName();
      if (!thread.startsWith(SEAT_THREAD)) {
        continue;
      }
      StackTraceElement[] stack = e.getValue();
      for (int i = stack.length - 1; i >= 0; i--) {
        if (isExit(stack[i])) {
          String caller =
              i + 1 < stack.length
                  ? " (from "
                      + stack[i + 1].getClassName()
                      + "."
                      + stack[i + 1].getMethodName()
                      + ")"
                  : "";
          return Optional.of(
              entrant(thread)
                  + " called System.exit"
                  + caller
                  + " while it was"
                  + " playing in Ply's own JVM, which ended Ply with it; the game in progress is not"
                  + " recorded. Give it isolation: process, where an exit loses only its game.");
        }
      }
    }
    return Optional.empty();
  }

  private static boolean isExit(StackTraceElement frame) {
    return frame.getMethodName().equals("exit")
        && (frame.getClassName().equals("java.lang.System")
            || frame.getClassName().equals("java.lang.Runtime"));
  }

  /** The entrant's name in a seat thread's name, {@code ply-player-NAME-N}. */
  static String entrant(String thread) {
    String name = thread.substring(SEAT_THREAD.length());
    int dash = name.lastIndexOf('-');
    return dash > 0 && name.substring(dash + 1).matches("\\d+") ? name.substring(0, dash) : name;
  }
}
