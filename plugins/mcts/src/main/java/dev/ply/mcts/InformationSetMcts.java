package dev.ply.mcts;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.api.View;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS) of Cowling, Powley and
 * Whitehouse, "Information Set Monte Carlo Tree Search", IEEE Transactions on Computational
 * Intelligence and AI in Games 4(2), 2012.
 *
 * <p>One tree whose nodes are the searching seat's information sets, each reached by a sequence of
 * moves from the root (the paper's nodes, keyed by the moves that lead to them). Every iteration
 * deals a new determinization, a full position consistent with what the seat has seen ({@link
 * View#sample}), and walks the tree restricted to the moves legal in that determinization:
 *
 * <ol>
 *   <li>Selection: while every legal move of the node has a child, take the legal child {@code c}
 *       that maximizes, for the seat {@code p} to move in the determinization, {@code X_c(p) + C
 *       sqrt(ln n'_c / n_c)}, where {@code n'_c} is c's availability: how many iterations found c's
 *       move legal when they passed the node (the paper's answer to the subset-armed bandit: a move
 *       legal in few determinizations is not measured against all the parent's visits). The
 *       availability of every legal child is counted as the node is passed.
 *   <li>Expansion: a legal move without a child, uniformly at random, gets one.
 *   <li>Simulation: the determinization is played out at random to the end.
 *   <li>Backpropagation: every node on the path adds the rewards of every seat.
 * </ol>
 *
 * <p>Chance nodes that come after the root (a board card) are drawn by their probabilities, their
 * outcomes children like moves. As in the single-observer algorithm, the other seats' moves are
 * treated as seen (true of the poker games, whose bets are public) and a chance outcome after the
 * root as if the searching seat saw it. The searching seat's rewards pick its moves and each other
 * seat's its own, so the search plays any number of seats. Not thread-safe: one search belongs to
 * one player.
 */
final class InformationSetMcts {

  private final double exploration;
  private final Playout playout;
  private final int players;
  private final int maxNodes;
  private final double[] rewards;
  private int[] buffer = new int[0];
  private InfoSetNode[] legal = new InfoSetNode[0];
  private InfoSetNode[] path = new InfoSetNode[64];
  private int size;
  private TreeListener listener;

  /** The last search's tree and its seat, for {@link #reportLast}; kept until the next search. */
  private InfoSetNode lastRoot;

  private int lastSeat;

  /**
   * @param exploration the constant C, at least 0
   * @param playout the simulation
   * @param players the number of seats of the game
   * @param maxNodes the largest tree, at least 1
   */
  InformationSetMcts(double exploration, Playout playout, int players, int maxNodes) {
    if (!(exploration >= 0) || maxNodes < 1) {
      throw new IllegalArgumentException(
          "exploration must be at least 0 and maxNodes at least 1: "
              + exploration
              + ", "
              + maxNodes);
    }
    this.exploration = exploration;
    this.playout = playout;
    this.players = players;
    this.maxNodes = maxNodes;
    this.rewards = new double[players];
  }

  /**
   * Searches the seat's information set until the budget is spent and reports the root move visited
   * most.
   *
   * @param view the searching seat's view, with the seat to move
   */
  SearchReport search(View view, Limits limits, SearchBudget budget, SplittableRandom random) {
    long start = System.nanoTime();
    int seat = view.seat();
    if (buffer.length < view.maxMoves()) {
      buffer = new int[view.maxMoves()];
      legal = new InfoSetNode[view.maxMoves()];
    }
    if (view.legalMoves(buffer) == 0) {
      throw new IllegalStateException("asked to move where seat " + seat + " has no move");
    }
    int anyMove = buffer[0];
    InfoSetNode root = new InfoSetNode(0, seat, players);
    size = 1;
    SearchStats stats = new SearchStats();
    while (!budget.isSpent(stats.iterations())) {
      iterate(root, view, limits.maxDepth(), random, stats);
    }
    lastRoot = root;
    lastSeat = seat;
    if (listener != null) {
      trace(root, seat, listener);
    }
    return report(root, seat, anyMove, stats, System.nanoTime() - start);
  }

  /** Reports the tree of every later search to {@code listener} (see {@link TreeListener}). */
  void traceTree(TreeListener listener) {
    this.listener = java.util.Objects.requireNonNull(listener);
  }

  /** Tells {@code to} the tree of the last search; false before any search. */
  boolean reportLast(TreeListener to) {
    if (lastRoot == null) {
      return false;
    }
    trace(lastRoot, lastSeat, to);
    return true;
  }

  /**
   * Tells the listener every node, as {@link TreeTrace} does for UCT: a node's children together,
   * their bound the one {@link #select} maximizes, with availability.
   */
  private void trace(InfoSetNode root, int seat, TreeListener listener) {
    listener.node(0, -1, -1, seat, root.visits(), mean(root, seat), Double.NaN);
    java.util.ArrayDeque<InfoSetNode> nodes = new java.util.ArrayDeque<>();
    java.util.ArrayDeque<Integer> ids = new java.util.ArrayDeque<>();
    nodes.push(root);
    ids.push(0);
    int next = 1;
    while (!nodes.isEmpty()) {
      InfoSetNode node = nodes.pop();
      int id = ids.pop();
      int first = next;
      next += node.childCount();
      for (int i = 0; i < node.childCount(); i++) {
        InfoSetNode c = node.child(i);
        boolean chance = c.chooser() == GameState.CHANCE;
        double value = mean(c, chance ? seat : c.chooser());
        double bound =
            chance || c.visits() == 0
                ? Double.NaN
                : value + exploration * Math.sqrt(Math.log(c.availability()) / c.visits());
        listener.node(first + i, id, c.move(), c.chooser(), c.visits(), value, bound);
      }
      for (int i = node.childCount() - 1; i >= 0; i--) {
        nodes.push(node.child(i));
        ids.push(first + i);
      }
    }
  }

  private static double mean(InfoSetNode node, int seat) {
    return node.visits() > 0 ? node.meanReward(seat) : Double.NaN;
  }

  private void iterate(
      InfoSetNode root, View view, int maxDepth, SplittableRandom random, SearchStats stats) {
    GameState d = view.sample(random);
    if (buffer.length < d.maxMoves()) {
      buffer = new int[d.maxMoves()];
      legal = new InfoSetNode[d.maxMoves()];
    }
    InfoSetNode node = root;
    int depth = 0;
    path[0] = root;
    boolean grew = false;
    // Step 1. Selection, among the children legal in this determinization.
    while (depth < maxDepth && !d.isTerminal()) {
      if (d.playerToMove() == GameState.CHANCE) {
        int outcome = Playout.drawChance(d, random);
        InfoSetNode child = node.childOf(outcome);
        if (child == null) {
          if (size < maxNodes) {
            node = add(node, outcome, GameState.CHANCE);
            d.play(outcome);
            push(++depth, node);
            grew = true;
          }
          break;
        }
        node = child;
        d.play(outcome);
        push(++depth, node);
        continue;
      }
      int n = d.legalMoves(buffer);
      int untried = 0;
      for (int i = 0; i < n; i++) {
        InfoSetNode child = node.childOf(buffer[i]);
        if (child == null) {
          buffer[untried++] = buffer[i]; // untried moves gather at the front, in order
        } else {
          child.countAvailable();
          legal[i - untried] = child;
        }
      }
      if (untried > 0) {
        // Step 2. Expansion: an untried legal move, uniformly at random, while the tree may grow.
        if (size < maxNodes) {
          int move = buffer[random.nextInt(untried)];
          node = add(node, move, d.playerToMove());
          node.countAvailable();
          d.play(move);
          push(++depth, node);
          grew = true;
        }
        break;
      }
      node = select(legal, n, d.playerToMove());
      d.play(node.move());
      push(++depth, node);
    }

    // Step 3. Simulation on the determinization.
    int plies = playout.run(d, random, rewards);

    // Step 4. Backpropagation.
    for (int k = depth; k >= 0; k--) {
      path[k].update(rewards);
    }
    stats.countIteration(depth, plies, grew);
  }

  /** The child of the largest bound for {@code seat}, with availability in place of N. */
  private InfoSetNode select(InfoSetNode[] children, int count, int seat) {
    InfoSetNode best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < count; i++) {
      InfoSetNode c = children[i];
      double score =
          c.meanReward(seat) + exploration * Math.sqrt(Math.log(c.availability()) / c.visits());
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    }
    return best;
  }

  private InfoSetNode add(InfoSetNode node, int move, int chooser) {
    size++;
    return node.add(move, chooser, players);
  }

  private void push(int depth, InfoSetNode node) {
    if (depth == path.length) {
      path = Arrays.copyOf(path, 2 * depth);
    }
    path[depth] = node;
  }

  /** As {@link TreeReport}: the most-visited root move, its mean reward, the figures. */
  private SearchReport report(
      InfoSetNode root, int seat, int anyMove, SearchStats stats, long timeNanos) {
    InfoSetNode best = mostVisitedChild(root, seat);
    SearchReport.Builder report = SearchReport.builder(best != null ? best.move() : anyMove);
    if (best != null) {
      List<Integer> pv = new ArrayList<>();
      for (InfoSetNode n = best; n != null; n = mostVisitedChild(n, -1)) {
        pv.add(n.move());
      }
      report
          .value(Rewards.toValue(best.meanReward(seat)))
          .principalVariation(pv.stream().mapToInt(Integer::intValue).toArray());
    }
    return report
        .depth(stats.depth())
        .nodes(stats.iterations())
        .timeNanos(timeNanos)
        .counter("iterations", stats.iterations())
        .counter("playout-plies", stats.playoutPlies())
        .counter("tree-nodes", size)
        .build();
  }

  /**
   * The child with the most visits, ties to the higher mean reward of {@code seat} (none when
   * {@code seat} is -1), then to the earlier; null when no child has visits.
   */
  private static InfoSetNode mostVisitedChild(InfoSetNode node, int seat) {
    InfoSetNode best = null;
    for (int i = 0; i < node.childCount(); i++) {
      InfoSetNode c = node.child(i);
      if (c.visits() > 0
          && (best == null
              || c.visits() > best.visits()
              || c.visits() == best.visits()
                  && seat >= 0
                  && c.meanReward(seat) > best.meanReward(seat))) {
        best = c;
      }
    }
    return best;
  }
}
