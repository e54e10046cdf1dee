package dev.ply.classic.ordering;

import dev.ply.api.GameState;

/**
 * The principal variation of the previous iteration of a deepening search, to be searched first
 * (Slate and Atkin 1977): along it, the best move of the shallower search is the likeliest best
 * move of the deeper one. Each position of the line is recognised by its hash, so the search need
 * not track the path it is on.
 */
public final class PrincipalVariation {

  private int[] moves = new int[0];
  private long[] hashes = new long[0];
  private int length;

  /** Remembers {@code line}, played from {@code root}, which is left as it was. */
  public void follow(GameState root, int[] line) {
    if (moves.length < line.length) {
      moves = new int[line.length];
      hashes = new long[line.length];
    }
    length = 0;
    try {
      for (int move : line) {
        if (root.isTerminal() || !root.isLegal(move)) {
          break;
        }
        hashes[length] = root.hash();
        moves[length] = move;
        length++;
        root.play(move);
      }
    } finally {
      for (int i = 0; i < length; i++) {
        root.undo();
      }
    }
  }

  /** Forgets the line. */
  public void clear() {
    length = 0;
  }

  /**
   * Moves the line's move to the front of {@code buffer} when the position {@code ply} plies down,
   * of hash {@code hash}, is the line's position at that ply.
   */
  public void promote(int[] buffer, int n, int ply, long hash) {
    if (ply < length && hashes[ply] == hash) {
      MoveLists.moveToFront(buffer, n, moves[ply]);
    }
  }
}
