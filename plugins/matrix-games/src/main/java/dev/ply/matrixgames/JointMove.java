package dev.ply.matrixgames;

/**
 * The joint move of a two-seat simultaneous position as one {@code int}: what {@code legalMoves}
 * lists there, so that a tool that walks a game through {@code legalMoves} and {@code play} (perft,
 * the referee's audit, an exhaustive enumeration) sees every pair of choices, as OpenSpiel's "flat
 * joint actions" do. Each seat's own choices stay small numbers (below {@link #SEAT_LIMIT}) and
 * come from {@code legalMovesOf}.
 *
 * <p>Layout: {@code BASE + first * SEAT_LIMIT + second}; its text is the two choices' texts joined
 * by a slash, the first seat's first ({@code rock/paper}).
 */
final class JointMove {

  /** Every seat's own move is below this. */
  static final int SEAT_LIMIT = 64;

  /** The smallest joint move; above every seat's and every chance move. */
  static final int BASE = 1 << 16;

  private JointMove() {}

  static int of(int first, int second) {
    return BASE + first * SEAT_LIMIT + second;
  }

  static boolean isJoint(int move) {
    return move >= BASE && move < BASE + SEAT_LIMIT * SEAT_LIMIT;
  }

  static int first(int joint) {
    return (joint - BASE) / SEAT_LIMIT;
  }

  static int second(int joint) {
    return (joint - BASE) % SEAT_LIMIT;
  }

  /**
   * A 64-bit key for a hash, from any long: SplitMix64's finaliser (Steele, Lea and Flood 2014), so
   * that a position's hash can be the XOR of keys of what has happened in it without a table.
   */
  static long key(long x) {
    long z = x * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
