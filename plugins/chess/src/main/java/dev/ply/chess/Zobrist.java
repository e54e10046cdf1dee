package dev.ply.chess;

import java.util.SplittableRandom;

/**
 * Zobrist keys (Zobrist 1970): one random 64-bit key per piece on each square, one for Black to
 * move, one per castling right and one per en-passant file; a position's hash is the xor of the
 * keys of what it has. The keys come from a fixed seed, so hashes are the same in every run.
 */
final class Zobrist {

  static final long[][] PIECE = new long[15][64];
  static final long BLACK_TO_MOVE;

  /** By the 4-bit castling rights (white short, white long, black short, black long). */
  static final long[] CASTLING = new long[16];

  static final long[] EN_PASSANT_FILE = new long[8];

  static {
    SplittableRandom random = new SplittableRandom(0x5EED_C4E55L);
    for (long[] squares : PIECE) {
      for (int sq = 0; sq < 64; sq++) {
        squares[sq] = random.nextLong();
      }
    }
    BLACK_TO_MOVE = random.nextLong();
    long[] rights = new long[4];
    for (int i = 0; i < 4; i++) {
      rights[i] = random.nextLong();
    }
    for (int mask = 0; mask < 16; mask++) {
      long key = 0;
      for (int i = 0; i < 4; i++) {
        if ((mask & 1 << i) != 0) {
          key ^= rights[i];
        }
      }
      CASTLING[mask] = key;
    }
    for (int f = 0; f < 8; f++) {
      EN_PASSANT_FILE[f] = random.nextLong();
    }
  }

  private Zobrist() {}
}
