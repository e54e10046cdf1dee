package dev.ply.backgammon;

import java.util.Arrays;

/**
 * How a move is an {@code int}, and its text.
 *
 * <p>A checker move (a whole turn) is up to four steps, each a checker's start point from the
 * mover's point of view (1..24, 25 the bar) and the die that moves it (1..6), coded {@code (from -
 * 1) * 6 + die}, 1..150. The steps are sorted by code, largest first (so bar entries come first and
 * every step can be played in that order), and packed as the digits of a number in base 151, the
 * first step the most significant, missing steps 0. {@link #PASS} (0) is the turn of a roll that
 * cannot be played. Chance moves are {@link #ROLL} + 10 × high die + low die and {@link #OPEN} + 10
 * × seat 0's die + seat 1's die.
 */
final class Turn {

  /** The move of a roll that cannot be played. */
  static final int PASS = 0;

  /** The base of a roll's move: {@code ROLL + 10 * high + low}. */
  static final int ROLL = 1_000_000_000;

  /** The base of an opening roll's move: {@code OPEN + 10 * die of seat 0 + die of seat 1}. */
  static final int OPEN = 1_100_000_000;

  /** The bar, as a start point. */
  static final int BAR = 25;

  private static final int BASE = 151;

  private Turn() {}

  static int code(int from, int die) {
    return (from - 1) * 6 + die;
  }

  static int from(int code) {
    return (code - 1) / 6 + 1;
  }

  static int die(int code) {
    return (code - 1) % 6 + 1;
  }

  /** Packs step codes (any order, 0 to 4 of them) into a move. */
  static int pack(int[] codes, int count) {
    int[] sorted = Arrays.copyOf(codes, count);
    Arrays.sort(sorted);
    int move = 0;
    for (int i = 0; i < 4; i++) {
      move = move * BASE + (i < count ? sorted[count - 1 - i] : 0);
    }
    return move;
  }

  /** The step codes of a checker move, largest first; as many as the move has. */
  static int[] steps(int move) {
    int[] digits = new int[4];
    int m = move;
    for (int i = 3; i >= 0; i--) {
      digits[i] = m % BASE;
      m /= BASE;
    }
    int n = 0;
    while (n < 4 && digits[n] != 0) {
      n++;
    }
    return Arrays.copyOf(digits, n);
  }

  /** Whether {@code move} could be a checker move at all: a well-formed packing. */
  static boolean isCheckerMove(int move) {
    if (move < 0 || move >= BASE * BASE * BASE * BASE) {
      return false;
    }
    int[] codes = steps(move);
    int m = move;
    for (int i = 0; i < 4 - codes.length; i++) {
      if (m % BASE != 0) {
        return false; // a step after a missing one
      }
      m /= BASE;
    }
    for (int i = 1; i < codes.length; i++) {
      if (codes[i] > codes[i - 1]) {
        return false;
      }
    }
    return true;
  }

  static String point(int p) {
    return p == BAR ? "bar" : p <= 0 ? "off" : Integer.toString(p);
  }

  /** A move's text: {@code 8/5,6/5}, {@code bar/22,6/off}, {@code pass}, {@code roll:6-1}. */
  static String text(int move) {
    if (move >= OPEN && move < OPEN + 100) {
      return "open:" + (move - OPEN) / 10 + "-" + (move - OPEN) % 10;
    }
    if (move >= ROLL && move < ROLL + 100) {
      return "roll:" + (move - ROLL) / 10 + "-" + (move - ROLL) % 10;
    }
    if (move == PASS) {
      return "pass";
    }
    if (!isCheckerMove(move)) {
      return "?" + move;
    }
    StringBuilder sb = new StringBuilder();
    for (int code : steps(move)) {
      int from = from(code);
      // Steps joined by commas: a move text holds no space, so that a protocol line or a record
      // can list moves separated by spaces.
      sb.append(sb.length() == 0 ? "" : ",")
          .append(point(from))
          .append('/')
          .append(point(from - die(code)));
    }
    return sb.toString();
  }
}
