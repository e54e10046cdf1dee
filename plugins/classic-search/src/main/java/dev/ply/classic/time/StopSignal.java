package dev.ply.classic.time;

/**
 * A flag that the threads of one parallel search raise to stop each other: the main thread when
 * it has its result (the helpers stop), a helper when it completes its search first (the main
 * thread takes its result). Raised from any thread, read by every thread at every node: a volatile
 * read, a plain load on x86.
 */
public final class StopSignal {

  private volatile boolean raised;

  /** Asks every search polling this signal to stop. */
  public void raise() {
    raised = true;
  }

  /** Whether {@link #raise()} was called. */
  public boolean raised() {
    return raised;
  }
}
