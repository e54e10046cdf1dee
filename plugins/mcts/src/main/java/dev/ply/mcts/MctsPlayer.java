package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import java.util.SplittableRandom;

/**
 * A UCT player: one {@link UctSearch} per move on a {@link SearchTree} it keeps from move to move
 * (when {@code reuse-tree} is on) and clears at every new game.
 *
 * <p><b>Determinism:</b> all randomness (which untried move is expanded, the playouts) comes from
 * one {@link SplittableRandom} seeded by {@link #newGame(int, long)}, and ties are broken by order,
 * so under the same seed a player limited by iterations or nodes plays the same moves and reports
 * the same figures. A deadline or a stop signal makes the number of iterations, and so possibly the
 * move, depend on the machine.
 */
final class MctsPlayer implements Player {

  private final MctsSettings settings;
  private final SearchTree tree;
  private final Uct uct;
  private final UctSearch search;
  private SplittableRandom random;

  /** The root of the last search's tree, kept until the next search (for {@link #grownTree}). */
  private Node lastRoot;

  private TreeListener listener;

  /**
   * @param seed seeds the random numbers until the first {@link #newGame(int, long)}
   */
  MctsPlayer(Game game, MctsSettings settings, Playout playout, long seed) {
    this.settings = settings;
    this.tree = new SearchTree(game.players(), settings.maxNodes());
    this.uct = new Uct(settings.exploration());
    this.search = new UctSearch(uct, playout, game.players());
    this.random = new SplittableRandom(seed);
  }

  @Override
  public void newGame(int seat, long seed) {
    random = new SplittableRandom(seed);
    tree.clear();
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    long start = System.nanoTime();
    lastRoot = null;
    long reusedVisits = tree.rootAt(state, settings.reuseTree());
    SearchStats stats =
        search.run(tree, state, limits, new SearchBudget(limits, settings.iterations()), random);
    SearchReport report =
        TreeReport.of(tree.root(), stats, reusedVisits, tree.size(), System.nanoTime() - start);
    if (listener != null) {
      TreeTrace.report(tree.root(), uct, listener);
    }
    lastRoot = tree.root(); // for grownTree: at most one tree is kept, as with reuse-tree
    if (!settings.reuseTree()) {
      tree.clear(); // nothing to reuse: the next search starts afresh
    }
    return report;
  }

  /**
   * Reports the tree of every later search to {@code listener}, after the search (the player side
   * of {@code ply trace}; see {@link TreeListener}).
   *
   * @return true
   */
  boolean traceTree(TreeListener listener) {
    this.listener = java.util.Objects.requireNonNull(listener);
    return true;
  }

  /** The tree of the last search, for {@code ply trace}: the most visited nodes first. */
  @Override
  public java.util.Optional<dev.ply.api.GrownNode> grownTree(int maxNodes) {
    if (lastRoot == null || !lastRoot.isInitialized()) {
      return java.util.Optional.empty();
    }
    GrownTrees collected = new GrownTrees();
    TreeTrace.report(lastRoot, uct, collected);
    return java.util.Optional.of(collected.tree(maxNodes));
  }
}
