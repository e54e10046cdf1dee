package dev.ply.simultaneous.smmcts;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.List;

/**
 * A position in the tree of simultaneous-move MCTS. Four kinds:
 *
 * <ul>
 *   <li>a <b>joint</b> node ({@link GameState#SIMULTANEOUS}): every acting seat has its own moves
 *       and its own {@link SeatStats}; a child per joint move, indexed in mixed radix (the first
 *       acting seat's move index is the most significant digit);
 *   <li>a <b>sequential</b> node: one seat moves; the same with one acting seat;
 *   <li>a <b>chance</b> node: its outcomes with their probabilities, a child per outcome;
 *   <li>a finished game, which is never initialised.
 * </ul>
 *
 * Children are made when first reached. Every node keeps the sum of every seat's rewards over its
 * visits, from which the report's value comes.
 */
final class Node {

  /** The product of the acting seats' move counts above which a node is refused. */
  static final int MAX_JOINT_MOVES = 1 << 20;

  private static final int[] NONE = new int[0];
  private static final SeatStats[] NO_STATS = new SeatStats[0];

  final double[] rewardSums; // by seat
  long visits;
  // What follows is read from the position when the search first goes through the node (its
  // second visit; a new leaf is only played out), so that the many leaves cost little.
  private boolean initialized;
  boolean simultaneous;
  int[] seats = NONE; // the acting seats; empty at chance nodes
  int[][] moves; // moves[k]: the moves of seats[k]; at a chance node moves[0], the outcomes
  SeatStats[] stats = NO_STATS; // stats[k]: of seats[k]
  double[] chance; // the outcomes' cumulative probabilities, at a chance node; else null
  Node[] children;

  /** A node not yet visited, for a game of {@code players} seats. */
  Node(int players) {
    this.rewardSums = new double[players];
  }

  boolean isInitialized() {
    return initialized;
  }

  /**
   * Reads the kind of node, its moves or outcomes, from {@code state}, its position, which is not
   * finished; {@code buffer} holds {@code maxMoves} moves.
   *
   * @throws IllegalStateException for a simultaneous position of more than {@link #MAX_JOINT_MOVES}
   *     joint moves
   */
  void initialize(GameState state, int[] buffer) {
    initialized = true;
    int toMove = state.playerToMove();
    if (toMove == GameState.CHANCE) {
      List<ChanceOutcome> outcomes = state.chanceOutcomes();
      int[] outcomeMoves = new int[outcomes.size()];
      chance = new double[outcomes.size()];
      double sum = 0;
      for (int i = 0; i < outcomeMoves.length; i++) {
        outcomeMoves[i] = outcomes.get(i).move();
        sum += outcomes.get(i).probability();
        chance[i] = sum;
      }
      moves = new int[][] {outcomeMoves};
      children = new Node[outcomeMoves.length];
      return;
    }
    if (toMove != GameState.SIMULTANEOUS) {
      seats = new int[] {toMove};
      moves = new int[][] {Arrays.copyOf(buffer, state.legalMoves(buffer))};
    } else {
      simultaneous = true;
      int players = rewardSums.length;
      seats = new int[players];
      moves = new int[players][];
      int acting = 0;
      for (int seat = 0; seat < players; seat++) {
        int n = state.legalMovesOf(seat, buffer);
        if (n > 0) {
          seats[acting] = seat;
          moves[acting++] = Arrays.copyOf(buffer, n);
        }
      }
      seats = Arrays.copyOf(seats, acting);
      moves = Arrays.copyOf(moves, acting);
    }
    long joint = 1;
    stats = new SeatStats[seats.length];
    for (int k = 0; k < seats.length; k++) {
      stats[k] = new SeatStats(moves[k].length);
      joint *= moves[k].length;
      if (joint > MAX_JOINT_MOVES) {
        throw new IllegalStateException(
            "a simultaneous position with more than " + MAX_JOINT_MOVES + " joint moves");
      }
    }
    children = new Node[(int) joint];
  }

  boolean isChance() {
    return chance != null;
  }

  /** The index of the chance outcome that a uniform draw {@code u} in [0, 1) falls into. */
  int outcomeOf(double u) {
    for (int i = 0; i < chance.length - 1; i++) {
      if (u < chance[i]) {
        return i;
      }
    }
    return chance.length - 1;
  }

  /** The child index of the acting seats' last choices ({@link SeatStats#chosen}). */
  int jointIndex() {
    int index = 0;
    for (int k = 0; k < seats.length; k++) {
      index = index * moves[k].length + stats[k].chosen;
    }
    return index;
  }

  /** The mean reward of {@code seat} over this node's visits, or 1/2 before any. */
  double meanReward(int seat) {
    return visits == 0 ? 0.5 : rewardSums[seat] / visits;
  }
}
