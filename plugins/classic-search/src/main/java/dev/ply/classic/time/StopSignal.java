package dev.ply.classic.time;

/**
 * A flag that the threads of one parallel search raise to stop each other: the main thread when it
 * has its result (the helpers stop), a helper when it completes its search first (the main thread
 * takes its result). Raised from any thread, read by every thread at every node: a volatile read, a
 * plain load on x86.
 *
 * <p>Since every thread reads it at every node, the flag must not share a cache line with anything
 * a thread writes (false sharing: each write would take the line from the other cores). It is
 * padded with 56 bytes on each side, the hierarchy trick of the LMAX Disruptor's {@code Sequence}
 * (the JVM lays out a superclass's fields before a subclass's).
 */
public final class StopSignal extends StopSignalPadding.Value {

  @SuppressWarnings("unused")
  private long q1, q2, q3, q4, q5, q6, q7;

  /** Asks every search polling this signal to stop. */
  public void raise() {
    raised = true;
  }

  /** Whether {@link #raise()} was called. */
  public boolean raised() {
    return raised;
  }
}
