package dev.ply.mcts;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One position of the search tree and the statistics of the playouts that went through it.
 *
 * <pre>
 *   field        meaning
 *   move         the move that leads here from the parent (any value for the root)
 *   visits       iterations that went through this node
 *   rewardSums   per seat s: the sum of s's rewards, each in [0, 1], over those iterations
 *   mover        the seat to move here; -1 until initialized, at a chance node and in a finished game
 *   moves        the legal moves; null until initialized (a leaf the search reached only once)
 *   chances      at a chance node, chances[i] is the probability of moves[i]; null elsewhere
 *   children     children[i] plays moves[i]; the first childCount are made, the rest untried
 * </pre>
 *
 * <p>A chance node (a roll of the dice, a deal) is a node like the others whose children are the
 * outcomes drawn so far; the search draws among all its outcomes by their probabilities ({@link
 * #drawOutcome}), never by a bandit rule, and makes an outcome's child the first time it is drawn.
 *
 * <p>A node is initialized the second time the search reaches it (the first time, it was made and a
 * playout ran from it), so that most leaves of a large tree hold no move list. The rewards of every
 * seat are kept, not only those of the player who moved into the node, because selection at the
 * parent reads the parent's mover's rewards and players need not alternate.
 *
 * <p>Not thread-safe: a tree belongs to one player, which searches on one thread at a time.
 */
final class Node {

  private static final int[] NO_MOVES = new int[0];
  private static final Node[] NO_CHILDREN = new Node[0];

  private final int move;
  private final double[] rewardSums;
  private long visits;
  private int mover = -1;
  private int[] moves;
  private double[] chances;
  private Node[] children;
  private int childCount;

  /**
   * @param move the move that leads here from the parent
   * @param players the number of seats of the game
   */
  Node(int move, int players) {
    this.move = move;
    this.rewardSums = new double[players];
  }

  int move() {
    return move;
  }

  long visits() {
    return visits;
  }

  /** The seat to move here; only defined once {@link #isInitialized()} and not terminal. */
  int mover() {
    return mover;
  }

  /** The mean reward of {@code seat} over the iterations through this node, which has visits. */
  double meanReward(int seat) {
    return rewardSums[seat] / visits;
  }

  /** Whether the legal moves of this node are known. */
  boolean isInitialized() {
    return moves != null;
  }

  /**
   * Reads the legal moves and the mover of this node's position.
   *
   * @param state the position of this node
   * @param buffer at least {@code state.maxMoves()} long
   */
  void initialize(GameState state, int[] buffer) {
    int n = state.legalMoves(buffer);
    if (n == 0) {
      moves = NO_MOVES;
      children = NO_CHILDREN;
    } else {
      moves = Arrays.copyOf(buffer, n);
      children = new Node[n];
      mover = state.playerToMove();
      if (mover == GameState.CHANCE) {
        chances = probabilities(state.chanceOutcomes(), moves);
      }
    }
  }

  /** The probability of each move of a chance node, checked against its legal moves. */
  private static double[] probabilities(List<ChanceOutcome> outcomes, int[] moves) {
    if (outcomes.size() != moves.length) {
      throw new IllegalStateException(
          "a chance node lists "
              + moves.length
              + " legal moves but "
              + outcomes.size()
              + " chance outcomes");
    }
    double[] p = new double[moves.length];
    for (int i = 0; i < moves.length; i++) {
      ChanceOutcome outcome = outcomes.get(i);
      if (outcome.move() != moves[i]) {
        throw new IllegalStateException(
            "chance outcome " + i + " is move " + outcome.move() + ", legal move " + moves[i]);
      }
      p[i] = outcome.probability();
    }
    return p;
  }

  /** Whether this initialized node is a chance node, whose moves the dice or the deck choose. */
  boolean isChance() {
    return chances != null;
  }

  /**
   * Draws one outcome of this chance node by its probability.
   *
   * @return its index: a made child when below {@link #childCount()}, else an untried outcome
   */
  int drawOutcome(SplittableRandom random) {
    double r = random.nextDouble();
    int last = moves.length - 1;
    for (int i = 0; i < last; i++) {
      r -= chances[i];
      if (r < 0) {
        return i;
      }
    }
    return last; // what rounding leaves over belongs to the last outcome
  }

  /** The move of index {@code i}: a child's for {@code i < childCount()}, else an untried one. */
  int moveAt(int i) {
    return moves[i];
  }

  /** Whether the game is over here; only defined once {@link #isInitialized()}. */
  boolean isTerminal() {
    return moves.length == 0;
  }

  /** Whether some legal move has no child yet; only defined once {@link #isInitialized()}. */
  boolean hasUntriedMoves() {
    return childCount < moves.length;
  }

  int childCount() {
    return childCount;
  }

  Node child(int i) {
    return children[i];
  }

  /** A legal move of this initialized, non-terminal node, for a search that made no child. */
  int anyMove() {
    return moves[0];
  }

  /**
   * Makes the child of an untried move chosen uniformly at random (so that a small budget does not
   * favour the game's first moves) and returns it, without visits.
   */
  Node expand(SplittableRandom random, int players) {
    if (!hasUntriedMoves()) {
      throw new IllegalStateException("every move of this node has a child");
    }
    return expandAt(childCount + random.nextInt(moves.length - childCount), players);
  }

  /**
   * Makes the child of the untried move of index {@code i} (at least {@link #childCount()}) and
   * returns it, without visits; the move takes the next child's place among the moves.
   */
  Node expandAt(int i, int players) {
    if (i < childCount || i >= moves.length) {
      throw new IllegalArgumentException("no untried move at index " + i);
    }
    int chosen = moves[i];
    moves[i] = moves[childCount];
    moves[childCount] = chosen;
    if (chances != null) {
      double p = chances[i];
      chances[i] = chances[childCount];
      chances[childCount] = p;
    }
    Node child = new Node(chosen, players);
    children[childCount++] = child;
    return child;
  }

  /** Adds one iteration's rewards, one per seat. */
  void update(double[] rewards) {
    visits++;
    for (int s = 0; s < rewardSums.length; s++) {
      rewardSums[s] += rewards[s];
    }
  }
}
