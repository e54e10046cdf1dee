package dev.ply.simultaneous.smmcts;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The iterations of simultaneous-move Monte Carlo tree search (SM-MCTS), after Lanctot, Lisý and
 * Winands, "Monte Carlo Tree Search in Simultaneous Move Games with Applications to Goofspiel"
 * (Computer Games Workshop at IJCAI 2013), Algorithm 1. Each iteration walks down the tree from the
 * root:
 *
 * <ol>
 *   <li>at a joint node every acting seat selects its own move by its own statistics ({@link
 *       Selection}), and the joint move of their choices is played; at a sequential node the one
 *       seat to move selects the same way; at a chance node an outcome is drawn with its
 *       probability;
 *   <li>the first time a node is reached it is added to the tree (one new node per iteration, at
 *       most {@code maxNodes} in all), and the game is played out from it at random ({@link
 *       Playout});
 *   <li>on the way back every node adds each seat's reward to its sums, and every acting seat
 *       updates its statistics of the move it chose with its own reward.
 * </ol>
 *
 * <p>Nothing assumes two players or zero sum: each seat's reward is its own. A depth limit bounds
 * the tree: no node deeper than {@link Limits#maxDepth()} plies below the root is made, and the
 * game is played out from there.
 *
 * <p>One search object per player; not thread-safe.
 */
final class SmMctsSearch {

  /** The iterations of a search that nothing else would end, as the {@code mcts} plugin's. */
  static final long DEFAULT_ITERATIONS = 10_000;

  private final Selection selection;
  private final Playout playout;
  private final int players;
  private final int maxUtility;
  private final long maxNodes;
  private final double[] rewards;
  private final int[] joint;
  private int[] buffer = new int[0];
  private Node root;
  private long nodes;
  private int maxDepth;
  private int deepest;
  private long playoutPlies;
  private SplittableRandom random;

  SmMctsSearch(Selection selection, int players, int maxUtility, long maxNodes) {
    this.selection = selection;
    this.playout = new Playout(players, maxUtility);
    this.players = players;
    this.maxUtility = maxUtility;
    this.maxNodes = maxNodes;
    this.rewards = new double[players];
    this.joint = new int[players];
  }

  /**
   * Searches {@code state} until the budget is spent and returns the root.
   *
   * @param state the root position, not finished; changed during the search and restored after
   * @param iterations the {@code iterations} option: at most this many, or 0 for no such limit
   */
  Node run(GameState state, Limits limits, long iterations, SplittableRandom random) {
    if (state.isTerminal()) {
      throw new IllegalStateException("asked to move in a finished game");
    }
    if (buffer.length < state.maxMoves()) {
      buffer = new int[state.maxMoves()];
    }
    this.random = random;
    this.maxDepth = limits.maxDepth();
    this.root = new Node(players);
    root.initialize(state, buffer);
    this.nodes = 1;
    this.deepest = 0;
    this.playoutPlies = 0;
    long budget =
        iterations == 0 && limits.maxNodes() == Limits.NO_NODE_LIMIT && !limits.hasDeadline()
            ? DEFAULT_ITERATIONS
            : iterations;
    long done = 0;
    while (!(budget > 0 && done >= budget) && !limits.shouldStop(done)) {
      iterate(root, state, 0);
      done++;
    }
    return root;
  }

  Selection selection() {
    return selection;
  }

  /** Tree nodes made by the last search. */
  long nodes() {
    return nodes;
  }

  /** The deepest ply below the root that the last search's tree reached. */
  int deepest() {
    return deepest;
  }

  /** Plies played out at random by the last search. */
  long playoutPlies() {
    return playoutPlies;
  }

  /** One iteration through {@code node}, the node of {@code state}; leaves {@link #rewards}. */
  private void iterate(Node node, GameState state, int depth) {
    deepest = Math.max(deepest, depth);
    node.visits++;
    if (state.isTerminal()) {
      Playout.rewardsOf(state, maxUtility, rewards);
    } else if (node.visits == 1 && depth > 0 || depth >= maxDepth) {
      playoutPlies += playout.run(state, random, rewards); // Step 2: a new leaf is played out
    } else {
      if (!node.isInitialized()) {
        node.initialize(state, buffer);
      }
      // Step 1: selection, or a chance outcome.
      int child;
      if (node.isChance()) {
        child = node.outcomeOf(random.nextDouble());
        state.play(node.moves[0][child]);
      } else {
        for (SeatStats s : node.stats) {
          selection.select(s, random);
        }
        child = node.jointIndex();
        play(node, state);
      }
      Node next = node.children[child];
      if (next == null && nodes < maxNodes) {
        next = node.children[child] = new Node(players);
        nodes++;
      }
      if (next != null) {
        iterate(next, state, depth + 1);
      } else {
        playoutPlies += playout.run(state, random, rewards); // the tree is full
      }
      state.undo();
      // Step 3: each acting seat learns its own reward.
      for (int k = 0; k < node.seats.length; k++) {
        selection.update(node.stats[k], rewards[node.seats[k]]);
      }
    }
    for (int s = 0; s < players; s++) {
      node.rewardSums[s] += rewards[s];
    }
  }

  /** Plays the acting seats' last choices at {@code node}: a joint move, or one seat's move. */
  private void play(Node node, GameState state) {
    if (!node.simultaneous) {
      state.play(node.moves[0][node.stats[0].chosen]);
      return;
    }
    Arrays.fill(joint, GameState.NO_MOVE);
    for (int k = 0; k < node.seats.length; k++) {
      joint[node.seats[k]] = node.moves[k][node.stats[k].chosen];
    }
    state.playJoint(joint);
  }
}
