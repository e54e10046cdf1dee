package dev.ply.host.tournament;

/** {@link Seeds} for the tests of other packages. */
public final class SeedsForTests {

  private SeedsForTests() {}

  /** As {@link Seeds#of(long, long)}. */
  public static long of(long base, long index) {
    return Seeds.of(base, index);
  }
}
