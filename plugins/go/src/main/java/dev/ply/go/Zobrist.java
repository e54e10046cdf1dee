package dev.ply.go;

import java.util.SplittableRandom;

/**
 * The random keys of the position hash (Zobrist 1970), one set for every board size: a key per cell
 * for a black stone and one for a white stone, a key per cell for a simple-ko point, keys for one
 * and two consecutive passes, and one for White to move.
 *
 * <pre>
 *   board hash = EMPTY_BOARD ^ stone keys of the stones          (what positional superko compares)
 *   hash       = board hash ^ WHITE_TO_MOVE if White is to move
 *                           ^ KO[cell] while a simple-ko point is forbidden
 *                           ^ PASSES[n] after n consecutive passes (n = 1, 2)
 * </pre>
 */
final class Zobrist {

  /** {@code STONE[colour][cell]}, colour {@link GoState#BLACK} or {@link GoState#WHITE}. */
  static final long[][] STONE = new long[3][Geometry.MAX_CELLS];

  static final long[] KO = new long[Geometry.MAX_CELLS];
  static final long[] PASSES = new long[3];
  static final long WHITE_TO_MOVE;
  static final long EMPTY_BOARD;

  static {
    SplittableRandom random = new SplittableRandom(0x60_60_60L);
    for (int colour = 1; colour <= 2; colour++) {
      for (int cell = 0; cell < Geometry.MAX_CELLS; cell++) {
        STONE[colour][cell] = random.nextLong();
      }
    }
    for (int cell = 0; cell < Geometry.MAX_CELLS; cell++) {
      KO[cell] = random.nextLong();
    }
    PASSES[1] = random.nextLong();
    PASSES[2] = random.nextLong();
    WHITE_TO_MOVE = random.nextLong();
    EMPTY_BOARD = random.nextLong();
  }

  private Zobrist() {}
}
