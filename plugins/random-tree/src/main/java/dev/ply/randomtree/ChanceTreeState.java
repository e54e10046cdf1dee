package dev.ply.randomtree;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * A node of a random chance tree, found by its path from the root. Each node has a 64-bit key mixed
 * from its parent's key and the move (SplitMix64's finaliser, as in {@link RandomTreeState}), which
 * is also its hash. From the key come, each with a salt of its own: whether the node is a chance
 * node (for a probability below 1), the weights of its outcomes, and a leaf's value.
 */
final class ChanceTreeState implements GameState {

  private final RandomChanceTree.Shape shape;
  private final long[] keys;

  /** {@code seats[k]}: the seat that makes the next player move at or after ply k. */
  private final int[] seats;

  private final int[] path;
  private int plies;

  ChanceTreeState(RandomChanceTree.Shape shape) {
    this.shape = shape;
    this.keys = new long[shape.depth() + 1];
    this.seats = new int[shape.depth() + 1];
    this.path = new int[shape.depth()];
    keys[0] = RandomTreeState.mix(shape.seed() ^ 0x5DEECE66DL);
  }

  private ChanceTreeState(ChanceTreeState other) {
    this.shape = other.shape;
    this.keys = other.keys.clone();
    this.seats = other.seats.clone();
    this.path = other.path.clone();
    this.plies = other.plies;
  }

  /** Whether the node at the current ply is a chance node. */
  private boolean isChance() {
    if (plies == 0 || plies == shape.depth()) {
      return false;
    }
    if (shape.chance() == RandomChanceTree.Shape.EVERY_OTHER) {
      return (plies & 1) == 1;
    }
    double u = (RandomTreeState.mix(keys[plies] + 13) >>> 11) * 0x1.0p-53;
    return u < shape.chance();
  }

  /** The weight, 1 to 6, of outcome {@code i} of this chance node. */
  private int weight(int i) {
    return 1 + (int) Math.floorMod(RandomTreeState.mix(keys[plies] * 31 + i + 101), 6L);
  }

  @Override
  public int playerToMove() {
    return isChance() ? CHANCE : seats[plies];
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
  public List<ChanceOutcome> chanceOutcomes() {
    if (!isChance()) {
      return List.of();
    }
    int b = shape.branching();
    long total = 0;
    for (int i = 0; i < b; i++) {
      total += weight(i);
    }
    List<ChanceOutcome> outcomes = new ArrayList<>(b);
    for (int i = 0; i < b; i++) {
      outcomes.add(new ChanceOutcome(i, weight(i), total));
    }
    return outcomes;
  }

  @Override
  public void play(int move) {
    boolean chance = isChance();
    long key = RandomTreeState.mix(keys[plies] * 31 + move + 7);
    path[plies] = move;
    int seat = seats[plies];
    plies++;
    keys[plies] = key;
    seats[plies] = chance ? seat : 1 - seat;
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
   * The leaf's value for {@code player}: a seeded draw in [-values, values] for the seat whose turn
   * it would be at the leaf.
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
        (int) Math.floorMod(RandomTreeState.mix(keys[plies] + 5), 2L * shape.values() + 1)
            - shape.values();
    return player == seats[plies] ? forMover : -forMover;
  }

  @Override
  public long hash() {
    return keys[plies];
  }

  @Override
  public GameState copy() {
    return new ChanceTreeState(this);
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

  /** The node's Dewey path, such as {@code 1.2.1} ({@code root} at the root), and who moves. */
  @Override
  public String render() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < plies; i++) {
      sb.append(i == 0 ? "" : ".").append(path[i] + 1);
    }
    String node = "node " + (plies == 0 ? "root" : sb);
    if (isTerminal()) {
      return node + " (leaf, value " + utility(0) + " for the first player)";
    }
    return node + (isChance() ? ", chance" : ", player " + (seats[plies] + 1) + " to move");
  }
}
