package dev.ply.classic.time;

/** The padding below {@link StopSignal}'s flag, and the flag: see {@link StopSignal}. */
abstract class StopSignalPadding {

  @SuppressWarnings("unused")
  private long p1, p2, p3, p4, p5, p6, p7;

  /** The flag itself, after the padding. */
  abstract static class Value extends StopSignalPadding {
    volatile boolean raised;
  }
}
