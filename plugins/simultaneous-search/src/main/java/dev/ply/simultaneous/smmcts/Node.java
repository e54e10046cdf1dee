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
 *   <li>a <b>terminal</b> node.
 * </ul>
 *
 * Children are made when first reached. Every node keeps the sum of every seat's rewards over its
 * visits, from which the report's value comes.
 */
final class Node {

  /** The product of the acting seats' move counts above which a node is refused. */
  static final int MAX_JOINT_MOVES = 1 << 20;

  final boolean terminal;
  final boolean simultaneous;
  final int[] seats; // the acting seats; empty at chance and terminal nodes
  final int[][] moves; // moves[k]: the moves of seats[k]; at a chance node moves[0], the outcomes
  final SeatStats[] stats; // stats[k]: of seats[k]
  final double[] chance; // the outcomes' cumulative probabilities, at a chance node; else null
  final Node[] children;
  final double[] rewardSums; // by seat
  long visits;

  private Node(
      boolean terminal,
      boolean simultaneous,
      int[] seats,
      int[][] moves,
      double[] chance,
      int children,
      int players) {
    this.terminal = terminal;
    this.simultaneous = simultaneous;
    this.seats = seats;
    this.moves = moves;
    this.chance = chance;
    this.stats = new SeatStats[seats.length];
    for (int k = 0; k < seats.length; k++) {
      stats[k] = new SeatStats(moves[k].length);
    }
    this.children = new Node[children];
    this.rewardSums = new double[players];
  }

  /** The node of {@code state}, with no visits; {@code buffer} holds {@code maxMoves} moves. */
  static Node of(GameState state, int players, int[] buffer) {
    if (state.isTerminal()) {
      return new Node(true, false, new int[0], new int[0][], null, 0, players);
    }
    int toMove = state.playerToMove();
    if (toMove == GameState.CHANCE) {
      List<ChanceOutcome> outcomes = state.chanceOutcomes();
      int[] moves = new int[outcomes.size()];
      double[] cumulative = new double[outcomes.size()];
      double sum = 0;
      for (int i = 0; i < moves.length; i++) {
        moves[i] = outcomes.get(i).move();
        sum += outcomes.get(i).probability();
        cumulative[i] = sum;
      }
      return new Node(
          false, false, new int[0], new int[][] {moves}, cumulative, moves.length, players);
    }
    if (toMove != GameState.SIMULTANEOUS) {
      int[] moves = Arrays.copyOf(buffer, state.legalMoves(buffer));
      return new Node(
          false, false, new int[] {toMove}, new int[][] {moves}, null, moves.length, players);
    }
    int[] seats = new int[players];
    int[][] moves = new int[players][];
    int acting = 0;
    long joint = 1;
    for (int seat = 0; seat < players; seat++) {
      int n = state.legalMovesOf(seat, buffer);
      if (n > 0) {
        seats[acting] = seat;
        moves[acting++] = Arrays.copyOf(buffer, n);
        joint *= n;
        if (joint > MAX_JOINT_MOVES) {
          throw new IllegalStateException(
              "a simultaneous position with more than " + MAX_JOINT_MOVES + " joint moves");
        }
      }
    }
    return new Node(
        false,
        true,
        Arrays.copyOf(seats, acting),
        Arrays.copyOf(moves, acting),
        null,
        (int) joint,
        players);
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
