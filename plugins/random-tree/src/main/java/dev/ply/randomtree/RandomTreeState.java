package dev.ply.randomtree;

import dev.ply.api.GameState;

/**
 * A node of a random tree, found by its path from the root. Each node has a 64-bit key mixed from
 * its parent's key and the move (SplitMix64's finaliser), which is also its hash: a tree has no
 * transpositions. For ordered trees each node also carries its negamax value, from the point of
 * view of the player to move there, fixed from the root down:
 *
 * <pre>
 *   perfect:  child 0 gets -v; child i > 0 gets -v + 1 + r(i)   (worse for the parent)
 * </pre>
 *
 * where r(i) is a small seeded number, so the parent's value max(-child) is v exactly.
 *
 * <p>A worst-ordered tree gives each node an interval instead, [lo, lo + 2·b^(d−ply)) for the
 * player to move there, and cuts it into b equal parts, child i getting part i (negated for the
 * child): every move is better for the mover than all before it, and every value below a node lies
 * inside the window alpha-beta searches that node with, so no bound can ever cut (Knuth and Moore's
 * worst case).
 */
final class RandomTreeState implements GameState {

  private final RandomTree.Shape shape;
  private final long[] keys;
  private final int[] values;
  private final int[] path;
  private int plies;

  RandomTreeState(RandomTree.Shape shape) {
    this.shape = shape;
    this.keys = new long[shape.depth() + 1];
    this.values = new int[shape.depth() + 1];
    this.path = new int[shape.depth()];
    keys[0] = mix(shape.seed() ^ 0x5DEECE66DL);
    values[0] =
        shape.ordering() == RandomTree.Ordering.WORST
            ? -(int) width(0) / 2
            : (int) Math.floorMod(mix(keys[0] + 11), 2001L) - 1000;
  }

  /** The width of a worst-ordered node's interval at {@code ply}: 2·b^(depth − ply). */
  private long width(int ply) {
    long w = 2;
    for (int i = ply; i < shape.depth(); i++) {
      w *= shape.branching();
    }
    return w;
  }

  private RandomTreeState(RandomTreeState other) {
    this.shape = other.shape;
    this.keys = other.keys.clone();
    this.values = other.values.clone();
    this.path = other.path.clone();
    this.plies = other.plies;
  }

  /** SplitMix64's finaliser. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  @Override
  public int playerToMove() {
    return plies & 1;
  }

  @Override
  public int maxMoves() {
    return shape.branching();
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (plies == shape.depth()) {
      return 0;
    }
    for (int i = 0; i < shape.branching(); i++) {
      buffer[i] = i;
    }
    return shape.branching();
  }

  @Override
  public boolean isLegal(int move) {
    return plies < shape.depth() && move >= 0 && move < shape.branching();
  }

  @Override
  public void play(int move) {
    long key = mix(keys[plies] * 31 + move + 7);
    int b = shape.branching();
    int v = values[plies];
    int r = (int) Math.floorMod(mix(key + 3), 4L);
    int child =
        switch (shape.ordering()) {
          case PERFECT -> move == 0 ? -v : -v + 1 + r;
          case WORST -> (int) -(v + (move + 1) * width(plies + 1)) + 1;
          case RANDOM -> 0;
        };
    path[plies] = move;
    plies++;
    keys[plies] = key;
    values[plies] = child;
  }

  @Override
  public void undo() {
    if (plies == 0) {
      throw new IllegalStateException("no move to undo at the root");
    }
    plies--;
  }

  @Override
  public int plies() {
    return plies;
  }

  @Override
  public boolean isTerminal() {
    return plies == shape.depth();
  }

  /**
   * The leaf's value for {@code player}: for ordered trees the value built from the root, for
   * random trees a seeded draw in [-values, values] (for the player to move at the leaf).
   */
  @Override
  public int utility(int player) {
    if (player < 0 || player > 1) {
      throw new IllegalArgumentException("no seat " + player);
    }
    if (!isTerminal()) {
      throw new IllegalStateException("not a leaf");
    }
    int forMover =
        switch (shape.ordering()) {
          case RANDOM ->
              (int) Math.floorMod(mix(keys[plies] + 5), 2L * shape.values() + 1) - shape.values();
          case PERFECT -> values[plies];
          case WORST ->
              values[plies] + (int) Math.floorMod(mix(keys[plies] + 9), 2L); // its interval
        };
    return player == playerToMove() ? forMover : -forMover;
  }

  /**
   * The negamax value of this node for the player to move, as built (perfect ordering), or the low
   * end of its interval (worst ordering).
   */
  int builtValue() {
    return values[plies];
  }

  @Override
  public long hash() {
    return keys[plies];
  }

  @Override
  public GameState copy() {
    return new RandomTreeState(this);
  }

  @Override
  public String moveToText(int move) {
    return Integer.toString(move + 1);
  }

  @Override
  public int textToMove(String text) {
    try {
      int m = Integer.parseInt(text.trim()) - 1;
      if (m >= 0 && m < shape.branching()) {
        return m;
      }
    } catch (NumberFormatException e) {
      // the message below says what a move looks like
    }
    throw new IllegalArgumentException(
        "a move is a number from 1 to " + shape.branching() + "; got '" + text + "'");
  }

  /** The node's Dewey path, such as {@code 1.2.1} ({@code root} at the root), and the mover. */
  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < plies; i++) {
      sb.append(i == 0 ? "" : ".").append(path[i] + 1);
    }
    return "node "
        + (plies == 0 ? "root" : sb)
        + (isTerminal()
            ? " (leaf, value " + utility(0) + " for the first player)"
            : ", player " + (playerToMove() + 1) + " to move");
  }
}
