package dev.ply.mcts;

import java.util.Arrays;

/**
 * One node of an information-set tree ({@link InformationSetMcts}): the information set of the
 * searching seat reached by a sequence of moves from the root, and the statistics of the iterations
 * that went through it.
 *
 * <pre>
 *   field          meaning
 *   move           the move that leads here from the parent (any value for the root)
 *   chooser        the seat that chose the move at the parent, GameState.CHANCE for a chance
 *                  outcome (the searching seat, for the root)
 *   visits         iterations that went through this node
 *   availability   iterations in which this node's move was legal at its parent when the parent
 *                  was passed (Cowling et al.'s n'), the "parent visits" of its selection bound
 *   rewardSums     per seat s: the sum of s's rewards, each in [0, 1], over the visits
 *   moves          moves[i] is the move of children[i], for the first childCount entries
 * </pre>
 *
 * <p>Unlike a {@link Node}, a node does not hold its legal moves: they differ from one
 * determinization to the next (the opponent's cards decide what it may do in some games), so a
 * child is made for a move the first time an iteration finds it legal and untried, and children are
 * found by their move.
 *
 * <p>Not thread-safe: a tree belongs to one player, which searches on one thread at a time.
 */
final class InfoSetNode {

  private final int move;
  private final int chooser;
  private final double[] rewardSums;
  private long visits;
  private long availability;
  private int[] moves = new int[2];
  private InfoSetNode[] children = new InfoSetNode[2];
  private int childCount;

  /**
   * @param move the move that leads here from the parent
   * @param chooser the seat that chose it, or {@code GameState.CHANCE}
   * @param players the number of seats of the game
   */
  InfoSetNode(int move, int chooser, int players) {
    this.move = move;
    this.chooser = chooser;
    this.rewardSums = new double[players];
  }

  int move() {
    return move;
  }

  int chooser() {
    return chooser;
  }

  long visits() {
    return visits;
  }

  long availability() {
    return availability;
  }

  /** The mean reward of {@code seat} over the visits of this node, which has some. */
  double meanReward(int seat) {
    return rewardSums[seat] / visits;
  }

  int childCount() {
    return childCount;
  }

  InfoSetNode child(int i) {
    return children[i];
  }

  /** The child of {@code move}, or null when no iteration has made it. */
  InfoSetNode childOf(int move) {
    for (int i = 0; i < childCount; i++) {
      if (moves[i] == move) {
        return children[i];
      }
    }
    return null;
  }

  /** Makes the child of {@code move}, which has none yet, and returns it, without visits. */
  InfoSetNode add(int move, int chooser, int players) {
    if (childCount == moves.length) {
      moves = Arrays.copyOf(moves, 2 * childCount);
      children = Arrays.copyOf(children, 2 * childCount);
    }
    InfoSetNode child = new InfoSetNode(move, chooser, players);
    moves[childCount] = move;
    children[childCount++] = child;
    return child;
  }

  /** Counts one iteration in which this node's move was legal at its parent. */
  void countAvailable() {
    availability++;
  }

  /** Adds one iteration's rewards, one per seat. */
  void update(double[] rewards) {
    visits++;
    for (int s = 0; s < rewardSums.length; s++) {
      rewardSums[s] += rewards[s];
    }
  }
}
