package dev.ply.host.isolation;

/**
 * The game clocks as the referee told them before one move ({@link
 * dev.ply.host.referee.OutOfProcess#clocks}): each seat's remaining time and increment. A seat that
 * plays without a clock has a remaining time below zero. Immutable.
 */
final class EngineClocks {

  private final long[] remainingNanos;
  private final long[] incrementNanos;

  EngineClocks(long[] remainingNanos, long[] incrementNanos) {
    this.remainingNanos = remainingNanos.clone();
    this.incrementNanos = incrementNanos.clone();
  }

  /** Whether {@code seat} plays on a clock. */
  boolean has(int seat) {
    return seat >= 0 && seat < remainingNanos.length && remainingNanos[seat] >= 0;
  }

  /** Its remaining time in whole milliseconds. */
  long remainingMillis(int seat) {
    return remainingNanos[seat] / 1_000_000;
  }

  /** Its increment in whole milliseconds. */
  long incrementMillis(int seat) {
    return incrementNanos[seat] / 1_000_000;
  }
}
