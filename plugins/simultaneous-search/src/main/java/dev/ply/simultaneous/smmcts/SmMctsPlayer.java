package dev.ply.simultaneous.smmcts;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import java.util.SplittableRandom;

/**
 * An SM-MCTS player: one {@link SmMctsSearch} per move, from a new tree, then the move:
 *
 * <ul>
 *   <li>at a simultaneous position, a move drawn from the seat's recommended mixed policy at the
 *       root ({@link Selection#policy}): in a game of simultaneous moves a pure choice can be
 *       exploited (Lanctot et al. 2013 sample from it too);
 *   <li>where the seat moves alone, the move of highest policy (for {@code ucb} the most visited).
 * </ul>
 *
 * <p><b>Determinism:</b> all randomness (selection, chance outcomes, playouts, the final draw)
 * comes from one {@link SplittableRandom} seeded by {@link #newGame(int, long)}: under the same
 * seed a player limited by iterations, nodes or depth plays the same moves. A deadline or a stop
 * signal makes the number of iterations, and so possibly the move, depend on the machine.
 */
public final class SmMctsPlayer implements Player {

  private final SmMctsSettings settings;
  private final SmMctsSearch search;
  private SplittableRandom random;
  private int seat;
  private double[] lastPolicy = new double[0];

  /**
   * @param seed seeds the random numbers until the first {@link #newGame(int, long)}
   */
  public SmMctsPlayer(Game game, SmMctsSettings settings, long seed) {
    this.settings = settings;
    this.search =
        new SmMctsSearch(
            settings.newSelection(), game.players(), game.maxUtility(), settings.maxNodes());
    this.random = new SplittableRandom(seed);
  }

  @Override
  public void newGame(int seat, long seed) {
    this.seat = seat;
    this.random = new SplittableRandom(seed);
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    long start = System.nanoTime();
    Node root = search.run(state, limits, settings.iterations(), random);
    int k = actingIndex(root);
    SeatStats mine = root.stats[k];
    double[] policy = new double[mine.size()];
    search.selection().policy(mine, policy);
    int chosen = root.simultaneous ? Selection.sample(policy, random) : argmax(policy);
    lastPolicy = policy;
    return SearchReport.builder(root.moves[k][chosen])
        .value(toValue(root.meanReward(seat)))
        .depth(search.deepest())
        .nodes(root.visits)
        .timeNanos(System.nanoTime() - start)
        .counter("iterations", root.visits)
        .counter("tree-nodes", search.nodes())
        .counter("playout-plies", search.playoutPlies())
        .build();
  }

  /** The mixed policy of the seat at the root of the last search, by its moves' order. */
  public double[] lastPolicy() {
    return lastPolicy.clone();
  }

  private int actingIndex(Node root) {
    for (int k = 0; k < root.seats.length; k++) {
      if (root.seats[k] == seat) {
        return k;
      }
    }
    throw new IllegalStateException("asked to move where seat " + (seat + 1) + " does not act");
  }

  private static int argmax(double[] p) {
    int best = 0;
    for (int a = 1; a < p.length; a++) {
      if (p[a] > p[best]) {
        best = a;
      }
    }
    return best;
  }

  /** A mean reward in [0, 1] on the {@link Values} scale, strictly inside the heuristic range. */
  private static int toValue(double meanReward) {
    double r = Math.max(0, Math.min(1, meanReward));
    return (int) Math.round((2 * r - 1) * (Values.EVAL_LIMIT - 1));
  }
}
