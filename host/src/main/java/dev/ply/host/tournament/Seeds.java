package dev.ply.host.tournament;

/** Derives independent seeds from a run's seed, so that game n always gets the same one. */
final class Seeds {

  private Seeds() {}

  /** The seed of stream {@code index} of {@code base}: SplitMix64's finaliser of their mix. */
  static long of(long base, long index) {
    long z = base + 0x9E3779B97F4A7C15L * (index + 1);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
