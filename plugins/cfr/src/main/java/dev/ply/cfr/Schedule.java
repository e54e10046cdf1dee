package dev.ply.cfr;

/** The iterations worth reporting: 1, 2, 5, 10, 20, 50, 100 … (log-spaced), and the last. */
final class Schedule {

  private Schedule() {}

  static boolean reports(long t, long last) {
    if (t == last) {
      return true;
    }
    long decade = 1;
    while (decade * 10 <= t) {
      decade *= 10;
    }
    return t == decade || t == 2 * decade || t == 5 * decade;
  }
}
