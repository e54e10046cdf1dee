package dev.ply.nim;

import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.SplittableRandom;

/** A Nim position: the heaps, the moves played (for undo), and a Zobrist hash. */
final class NimState implements GameState {

  /** Zobrist keys: one per heap and size, and one for the side to move. */
  private static final long[][] ZOBRIST = new long[Nim.MAX_HEAPS][Nim.MAX_HEAP + 1];

  private static final long SIDE;

  static {
    SplittableRandom random = new SplittableRandom(0x5A1AL);
    for (long[] row : ZOBRIST) {
      for (int i = 0; i < row.length; i++) {
        row[i] = random.nextLong();
      }
    }
    SIDE = random.nextLong();
  }

  private final int[] heaps;
  private int[] history = new int[64];
  private int plies;
  private long hash;

  NimState(int[] heaps) {
    this.heaps = heaps.clone();
    for (int h = 0; h < heaps.length; h++) {
      hash ^= ZOBRIST[h][heaps[h]];
    }
  }

  private NimState(NimState other) {
    this.heaps = other.heaps.clone();
    this.history = other.history.clone();
    this.plies = other.plies;
    this.hash = other.hash;
  }

  /** The nim-sum: the XOR of the heap sizes. */
  int nimSum() {
    int x = 0;
    for (int h : heaps) {
      x ^= h;
    }
    return x;
  }

  @Override
  public int playerToMove() {
    return plies & 1;
  }

  @Override
  public int maxMoves() {
    return heaps.length * Nim.MAX_HEAP;
  }

  @Override
  public int legalMoves(int[] buffer) {
    int n = 0;
    for (int h = 0; h < heaps.length; h++) {
      for (int take = heaps[h]; take >= 1; take--) { // big takes first: they end games sooner
        buffer[n++] = h * 64 + take;
      }
    }
    return n;
  }

  @Override
  public boolean isLegal(int move) {
    int h = move / 64;
    int take = move % 64;
    return move >= 0 && h < heaps.length && take >= 1 && take <= heaps[h];
  }

  @Override
  public void play(int move) {
    int h = move / 64;
    hash ^= ZOBRIST[h][heaps[h]] ^ SIDE;
    heaps[h] -= move % 64;
    hash ^= ZOBRIST[h][heaps[h]];
    if (plies == history.length) {
      history = Arrays.copyOf(history, plies * 2);
    }
    history[plies++] = move;
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the start position");
    }
    int move = history[--plies];
    int h = move / 64;
    hash ^= ZOBRIST[h][heaps[h]] ^ SIDE;
    heaps[h] += move % 64;
    hash ^= ZOBRIST[h][heaps[h]];
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    for (int h : heaps) {
      if (h > 0) {
        return false;
      }
    }
    return true;
  }

  /** +1 for the player who took the last object, -1 for the other. */
  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player);
    }
    if (!isTerminal()) {
      throw new IllegalStateException("the game is not over");
    }
    int winner = (plies - 1) & 1;
    return player == winner ? 1 : -1;
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public GameState copy() {
    return new NimState(this);
  }

  @Override
  public String moveToText(int move) {
    return (move / 64 + 1) + ":" + (move % 64);
  }

  @Override
  public int textToMove(String text) {
    String[] parts = text.trim().split(":");
    if (parts.length == 2) {
      try {
        int h = Integer.parseInt(parts[0].trim()) - 1;
        int take = Integer.parseInt(parts[1].trim());
        if (h >= 0 && h < Nim.MAX_HEAPS && take >= 1 && take <= Nim.MAX_HEAP) {
          return h * 64 + take;
        }
      } catch (NumberFormatException e) {
        // the message below says what a move looks like
      }
    }
    throw new IllegalArgumentException(
        "a move is heap:count, such as 2:3 (take 3 from heap 2);" + " got '" + text + "'");
  }

  /** The heaps drawn with the api's kit: {@link NimDrawing}. */
  @Override
  public java.util.Optional<String> svg() {
    int last = plies > 0 ? history[plies - 1] : -1;
    String caption =
        isTerminal()
            ? "player " + (2 - (plies & 1)) + " took the last object and wins"
            : "player " + (playerToMove() + 1) + " to move";
    return java.util.Optional.of(
        NimDrawing.draw(heaps, last >= 0 ? last / 64 : -1, last >= 0 ? last % 64 : 0, caption));
  }

  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    for (int h = 0; h < heaps.length; h++) {
      sb.append("heap ")
          .append(h + 1)
          .append(": ")
          .append("|".repeat(heaps[h]))
          .append(' ')
          .append(heaps[h])
          .append('\n');
    }
    sb.append(
        isTerminal()
            ? "player " + (2 - (plies & 1)) + " took the last object and wins"
            : "player " + (playerToMove() + 1) + " to move (nim-sum " + nimSum() + ")");
    return sb.toString();
  }
}
