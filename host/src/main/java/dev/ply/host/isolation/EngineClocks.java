package dev.ply.host.isolation;

/**
 * The game clocks as the referee told them before one move ({@link
 * dev.ply.host.referee.OutOfProcess#clocks}): each seat's remaining time and increment, and for a
 * clock of periods ({@code 40/60+0.6}) the base of a period, its moves and the moves left in it. A
 * seat that plays without a clock has a remaining time below zero. Immutable.
 */
final class EngineClocks {

  private final long[] remainingNanos;
  private final long[] incrementNanos;
  private final long[] baseNanos;
  private final int[] periodMoves;
  private final int[] movesToGo;

  /** Clocks whose base is not known (taken as the remaining time), without periods. */
  EngineClocks(long[] remainingNanos, long[] incrementNanos) {
    this(
        remainingNanos,
        incrementNanos,
        remainingNanos,
        new int[remainingNanos.length],
        new int[remainingNanos.length]);
  }

  EngineClocks(
      long[] remainingNanos,
      long[] incrementNanos,
      long[] baseNanos,
      int[] periodMoves,
      int[] movesToGo) {
    this.remainingNanos = remainingNanos.clone();
    this.incrementNanos = incrementNanos.clone();
    this.baseNanos = baseNanos.clone();
    this.periodMoves = periodMoves.clone();
    this.movesToGo = movesToGo.clone();
  }

  /**
   * The clocks as they will be once {@code mover} has made its move in {@code tookMillis}: its time
   * less that plus its increment (and a new period's base at a period's end), the moves to go
   * counted down. The other seats' clocks as they are.
   */
  EngineClocks afterMove(int mover, long tookMillis) {
    long[] remaining = remainingNanos.clone();
    int[] toGo = movesToGo.clone();
    if (has(mover)) {
      remaining[mover] =
          Math.max(0, remaining[mover] - tookMillis * 1_000_000) + incrementNanos[mover];
      if (periodMoves[mover] > 0) {
        toGo[mover] = toGo[mover] - 1;
        if (toGo[mover] <= 0) {
          toGo[mover] = periodMoves[mover];
          remaining[mover] += baseNanos[mover];
        }
      }
    }
    return new EngineClocks(remaining, incrementNanos, baseNanos, periodMoves, toGo);
  }

  /** The base time of its period (of the game, without periods) in whole milliseconds. */
  long baseMillis(int seat) {
    return baseNanos[seat] / 1_000_000;
  }

  /** The moves of its period, or 0 when the base lasts the whole game. */
  int periodMoves(int seat) {
    return periodMoves[seat];
  }

  /** The moves left in its period, counting the one to make; 0 without periods. */
  int movesToGo(int seat) {
    return movesToGo[seat];
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
