package dev.ply.dp.solve;

import dev.ply.dp.graph.PositionGraph;

/**
 * Value iteration (Bellman, "Dynamic Programming", 1957), for games as Shapley set it out
 * ("Stochastic Games", PNAS 39, 1953) and as Neller and Presser solved Pig with it ("Optimal Play
 * of the Dice Game Pig", The UMAP Journal 25(1), 2004): every position's value is replaced, again
 * and again, by its Bellman backup
 *
 * <pre>
 *   V(p) = V(best child of p for its mover)      at a decision position (the mover's own
 *                                                utility highest; in a two-player zero-sum game
 *                                                seat 0 maximizes and seat 1 minimizes V)
 *   V(p) = sum over outcomes o of P(o) V(p o)    at a chance position
 *   V(p) = the utilities of p                    where the game is over (never changed)
 * </pre>
 *
 * until a whole sweep changes no value by {@code tolerance} or more. Values start at 0. A sweep
 * updates in place (Gauss-Seidel) in the graph's order, children before parents ({@link
 * PositionGraph}), so a game without cycles is solved exactly in one sweep and Pig, whose cycles
 * are the turns that end in a 1, in a few dozen.
 *
 * <p>Convergence: where every policy ends the game with probability 1 (Pig: each turn rolls, and a
 * hold raises a score), the backup is a contraction over some number of sweeps, and the values
 * converge to the game's, the optimal ones (for two players zero-sum, the minimax values; for more
 * seats, those of the policies that each maximize their own utility, ties to the first move). Where
 * a policy could play for ever, play that never ends counts 0.
 *
 * <p>Ties: the greedy move is the first of the best in the game's move order, so the policy is
 * deterministic.
 */
public final class ValueIteration {

  private ValueIteration() {}

  /** What the sweeps came to. */
  public record Result(double[] values, long sweeps, double maxChange) {}

  /**
   * Sweeps until the largest change of a sweep is below {@code tolerance} or {@code maxSweeps}
   * sweeps are done.
   *
   * @param graph the positions
   * @param tolerance the change below which a sweep ends the iteration, above 0
   * @param maxSweeps the most sweeps, at least 1
   * @param sweeps told of each sweep
   * @return the values ({@link PositionGraph#width()} per position), the sweeps done and the last
   *     sweep's largest change
   */
  public static Result solve(PositionGraph graph, double tolerance, long maxSweeps, Sweeps sweeps) {
    if (!(tolerance > 0)) {
      throw new IllegalArgumentException("tolerance " + tolerance + " is not above 0");
    }
    if (maxSweeps < 1) {
      throw new IllegalArgumentException("maxSweeps " + maxSweeps + " is below 1");
    }
    double[] values = graph.initialValues();
    int from = graph.firstInner();
    int start = graph.start();
    long sweep = 0;
    double change;
    do {
      sweep++;
      change = 0;
      for (int p = from; p <= start; p++) {
        change = Math.max(change, backup(graph, values, p));
      }
      sweeps.swept(sweep, change, values[start * graph.width()]);
    } while (change >= tolerance && sweep < maxSweeps);
    return new Result(values, sweep, change);
  }

  /**
   * Replaces the value of position {@code p} (not terminal) by its Bellman backup and returns the
   * largest change of one of its numbers.
   */
  static double backup(PositionGraph graph, double[] values, int p) {
    int mover = graph.mover(p);
    int from = graph.firstEdge(p);
    int to = graph.endEdge(p);
    int width = graph.width();
    if (mover == PositionGraph.CHANCE) {
      double change = 0;
      for (int s = 0; s < width; s++) {
        double sum = 0;
        for (int e = from; e < to; e++) {
          sum += graph.probability(e) * values[graph.target(e) * width + s];
        }
        change = Math.max(change, Math.abs(sum - values[p * width + s]));
        values[p * width + s] = sum;
      }
      return change;
    }
    int child = graph.target(bestEdge(graph, values, p));
    double change = 0;
    for (int s = 0; s < width; s++) {
      double v = values[child * width + s];
      change = Math.max(change, Math.abs(v - values[p * width + s]));
      values[p * width + s] = v;
    }
    return change;
  }

  /**
   * The edge of decision position {@code p} whose child is best for the mover under {@code values}:
   * the first of the best, in the order of the game's moves.
   */
  public static int bestEdge(PositionGraph graph, double[] values, int p) {
    int mover = graph.mover(p);
    if (mover < 0) {
      throw new IllegalArgumentException("position " + p + " is not a decision position");
    }
    int width = graph.width();
    // With one number per position, seat 1's utility is its negation: seat 1 minimizes it.
    int seat = width == 1 ? 0 : mover;
    double sign = width == 1 && mover == 1 ? -1 : 1;
    int best = graph.firstEdge(p);
    double bestValue = sign * values[graph.target(best) * width + seat];
    for (int e = best + 1; e < graph.endEdge(p); e++) {
      double v = sign * values[graph.target(e) * width + seat];
      if (v > bestValue) {
        bestValue = v;
        best = e;
      }
    }
    return best;
  }
}
