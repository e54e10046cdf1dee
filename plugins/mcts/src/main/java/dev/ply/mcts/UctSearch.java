package dev.ply.mcts;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The iterations of Monte Carlo tree search with UCT (Kocsis and Szepesvári 2006), each in the four
 * steps named by Chaslot et al., "Progressive Strategies for Monte-Carlo Tree Search" (2008):
 * selection, expansion, simulation, backpropagation.
 *
 * <p>Every node keeps the reward sums of every seat, and every iteration adds the rewards of its
 * playout to every node on its path, so that selection at a node can read the rewards of whoever is
 * to move there: the search is the same for two players or more, and for games where a player moves
 * twice in a row.
 *
 * <p>Chance nodes (dice, deals) are nodes of the tree whose child is drawn by the outcomes' exact
 * probabilities rather than chosen by UCT, so that each outcome's subtree is visited in proportion
 * to its probability and a node's mean reward estimates its expected reward; the playouts draw
 * chance outcomes the same way ({@link Playout}).
 *
 * <p>A depth limit bounds the tree, not the playouts: no node deeper than {@link Limits#maxDepth()}
 * plies below the root is selected or made, and playouts start from there. The deepest node reached
 * is the report's depth.
 *
 * <p>Not thread-safe: one search object belongs to one player.
 */
final class UctSearch {

  private final Uct uct;
  private final Playout playout;
  private final double[] rewards;
  private int[] buffer = new int[0];
  private Node[] path = new Node[64];

  /**
   * @param uct the selection rule
   * @param playout the simulation
   * @param players the number of seats of the game
   */
  UctSearch(Uct uct, Playout playout, int players) {
    this.uct = uct;
    this.playout = playout;
    this.rewards = new double[players];
  }

  /**
   * Runs iterations from the tree's root until the budget is spent.
   *
   * @param tree a tree rooted at {@code state}
   * @param state the root position, not finished; changed during the search and restored after
   */
  SearchStats run(
      SearchTree tree,
      GameState state,
      Limits limits,
      SearchBudget budget,
      SplittableRandom random) {
    begin(tree, state);
    SearchStats stats = new SearchStats();
    while (!budget.isSpent(stats.iterations())) {
      iterate(tree, state, limits.maxDepth(), random, stats);
    }
    return stats;
  }

  /**
   * Readies a search of {@code tree}, rooted at {@code state}, for {@link #iterate}: what {@link
   * #run} does before its first iteration, for a caller that interleaves several trees.
   */
  void begin(SearchTree tree, GameState state) {
    if (buffer.length < state.maxMoves()) {
      buffer = new int[state.maxMoves()];
    }
    Node root = tree.root();
    if (!root.isInitialized()) {
      root.initialize(state, buffer);
    }
    if (root.isTerminal()) {
      throw new IllegalStateException("asked to move in a finished game");
    }
  }

  /**
   * One iteration (selection, expansion, simulation, backpropagation) of a search readied by {@link
   * #begin}; {@code state} is the tree's root position and is restored after.
   */
  void iterate(
      SearchTree tree, GameState state, int maxDepth, SplittableRandom random, SearchStats stats) {
    // Step 1. Selection: from the root, follow UCT through nodes whose every move has a child,
    // until a finished game, the depth limit, or a node with an untried move.
    Node node = tree.root();
    int depth = 0;
    path[0] = node;
    boolean grew = false;
    while (depth < maxDepth) {
      if (!node.isInitialized()) {
        node.initialize(state, buffer);
      }
      if (node.isTerminal()) {
        break;
      }
      if (node.isChance()) {
        // At a chance node the dice choose: an outcome drawn by its probability, its child made
        // the first time it is drawn (this iteration's expansion). No bandit here: the mean of
        // the outcomes' rewards, each drawn as often as it falls, estimates their expectation.
        int i = node.drawOutcome(random);
        if (i >= node.childCount()) {
          if (!tree.isFull()) {
            node = tree.expandAt(node, i);
            state.play(node.move());
            push(++depth, node);
            grew = true;
          }
          break;
        }
        node = node.child(i);
        state.play(node.move());
        push(++depth, node);
        continue;
      }
      if (node.hasUntriedMoves()) {
        // Step 2. Expansion: one new child for an untried move, while the tree may grow.
        if (!tree.isFull()) {
          node = tree.expand(node, random);
          state.play(node.move());
          push(++depth, node);
          grew = true;
        }
        break;
      }
      node = uct.select(node);
      state.play(node.move());
      push(++depth, node);
    }

    // Step 3. Simulation: play the game out from the last node and score it for every seat.
    int plies = playout.run(state, random, rewards);

    // Step 4. Backpropagation: every node on the path counts the visit and the rewards of every
    // seat; the moves of the path are taken back.
    for (int d = depth; d >= 0; d--) {
      path[d].update(rewards);
      if (d > 0) {
        state.undo();
      }
    }
    stats.countIteration(depth, plies, grew);
  }

  private void push(int depth, Node node) {
    if (depth == path.length) {
      path = Arrays.copyOf(path, 2 * depth);
    }
    path[depth] = node;
  }
}
