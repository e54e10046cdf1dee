package dev.ply.poker;

import dev.ply.api.GameState;
import dev.ply.api.View;
import java.util.Arrays;

/**
 * What the poker games share: a position is the sequence of moves played since the deal began
 * (chance deals included), with the rules' derived state rebuilt from it. {@link #undo()} replays
 * the moves but the last (a hand is a dozen moves), {@link #copy()} replays them all, and the hash
 * is a hash of the sequence: in poker two different sequences are two different positions.
 */
abstract class PokerState implements GameState {

  /** What {@link #shownTo(int, int)} returns for a move every seat sees. */
  static final int EVERYONE = -1;

  private int[] moves = new int[16];
  private long[] hashes = new long[17];
  private int plies;

  /** Clears the derived state back to the start of the hand. */
  protected abstract void reset();

  /** Updates the derived state with a legal move. */
  protected abstract void apply(int move);

  /** A new start position of the same game and variant. */
  protected final PokerState fresh() {
    return hands().get();
  }

  /**
   * Where new start positions of the same game and variant come from: a supplier that captures the
   * variant only, never this position, so that a view may keep it.
   */
  protected abstract java.util.function.Supplier<PokerState> hands();

  /** The seat a move played at {@code ply} is shown to alone (a private deal), or EVERYONE. */
  abstract int shownTo(int move, int ply);

  /** The card a chance move deals. */
  abstract int cardOf(int move);

  /** The card {@code seat} showed down, once the game is over with a showdown; -1 otherwise. */
  abstract int shownDown(int seat);

  /** How many seats play. */
  abstract int seats();

  /** The move played at a ply, for views and tests. */
  final int moveAt(int ply) {
    return moves[ply];
  }

  @Override
  public final void play(int move) {
    if (plies == moves.length) {
      moves = Arrays.copyOf(moves, plies * 2);
      hashes = Arrays.copyOf(hashes, plies * 2 + 1);
    }
    moves[plies] = move;
    hashes[plies + 1] = mix(hashes[plies] * 0x9E3779B97F4A7C15L + move + 1);
    plies++;
    apply(move);
  }

  @Override
  public final void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start of the hand");
    }
    plies--;
    reset();
    for (int i = 0; i < plies; i++) {
      apply(moves[i]);
    }
  }

  @Override
  public final int plies() {
    return plies;
  }

  @Override
  public final long hash() {
    return hashes[plies];
  }

  @Override
  public final GameState copy() {
    PokerState copy = fresh();
    for (int i = 0; i < plies; i++) {
      copy.play(moves[i]);
    }
    return copy;
  }

  @Override
  public final View view(int seat) {
    if (seat < 0 || seat >= seats()) {
      throw new IllegalArgumentException("no seat " + seat);
    }
    return new PokerView(this, seat);
  }

  /** splitmix64's finalizer. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
