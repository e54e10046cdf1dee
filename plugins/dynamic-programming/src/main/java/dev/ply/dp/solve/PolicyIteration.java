package dev.ply.dp.solve;

import dev.ply.dp.graph.PositionGraph;

/**
 * Policy iteration: Howard's for one seat ("Dynamic Programming and Markov Processes", 1960) and
 * Hoffman and Karp's for two seats of a zero-sum game ("On Nonterminating Stochastic Games",
 * Management Science 12(5), 1966). Seat 0 holds a policy, one move per position where it chooses,
 * at first the first legal move; then, until the policy stays the same:
 *
 * <ol>
 *   <li><b>Evaluate</b> the policy: the values of every position with seat 0 held to it and seat 1
 *       (if any) replying best, by Gauss-Seidel sweeps of the Bellman backup in which seat 0's
 *       positions take the value of the move the policy names, until a sweep changes no value by
 *       {@code tolerance}. Each evaluation starts from the previous values.
 *   <li><b>Improve</b> it: at each of seat 0's positions, switch to a move whose value is higher
 *       than the current move's by more than {@code tolerance} (the first of the best); keep the
 *       move where none is.
 * </ol>
 *
 * <p>Each improvement is a better policy against a best reply (Hoffman and Karp's theorem), so a
 * finite game's policies cannot repeat, and the loop ends, in Pig after a handful of improvements,
 * with the game's value and an optimal policy for seat 0; seat 1's greedy replies to those values
 * are optimal too. Why not for more seats: with three or more, each improving its own policy in
 * turn need not settle.
 */
public final class PolicyIteration {

  private PolicyIteration() {}

  /** Told of each improvement as it ends; called on the solving thread. */
  @FunctionalInterface
  public interface Improvements {

    /**
     * @param iteration the improvement just done, from 1
     * @param changes the positions whose move it changed (0: the policy is optimal)
     * @param sweeps the evaluation sweeps so far, all improvements together
     * @param startValue seat 0's value of the start under the policy evaluated
     */
    void improved(long iteration, int changes, long sweeps, double startValue);
  }

  /** What the improvements came to. */
  public record Result(double[] values, long iterations, long sweeps, boolean stable) {}

  /**
   * Improves seat 0's policy until no position changes its move, {@code maxIterations} improvements
   * are done, or {@code maxSweeps} evaluation sweeps are spent.
   *
   * @param graph the positions of a game of one seat, or of two in a zero-sum game (one value per
   *     position, {@link PositionGraph#width()} 1)
   * @throws IllegalArgumentException for a graph of more seats
   */
  public static Result solve(
      PositionGraph graph,
      double tolerance,
      long maxIterations,
      long maxSweeps,
      Improvements improvements) {
    if (graph.width() != 1) {
      throw new IllegalArgumentException(
          "policy iteration solves games of one seat, or two in a zero-sum game, not of "
              + graph.players());
    }
    if (!(tolerance > 0) || maxIterations < 1 || maxSweeps < 1) {
      throw new IllegalArgumentException(
          "tolerance " + tolerance + ", iterations " + maxIterations + ", sweeps " + maxSweeps);
    }
    int[] policy = new int[graph.size()];
    for (int p = 0; p < graph.size(); p++) {
      policy[p] = graph.mover(p) == 0 ? graph.firstEdge(p) : -1;
    }
    double[] values = graph.initialValues();
    long sweeps = 0;
    long iteration = 0;
    while (true) {
      iteration++;
      sweeps += evaluate(graph, values, policy, tolerance, maxSweeps - sweeps);
      int changes = improve(graph, values, policy, tolerance);
      improvements.improved(iteration, changes, sweeps, values[graph.start()]);
      if (changes == 0 || iteration == maxIterations || sweeps >= maxSweeps) {
        return new Result(values, iteration, sweeps, changes == 0);
      }
    }
  }

  /** Step 1: sweeps until the values of the policy settle; returns the sweeps it took. */
  private static long evaluate(
      PositionGraph graph, double[] values, int[] policy, double tolerance, long sweepsLeft) {
    int from = graph.firstInner();
    int start = graph.start();
    long sweeps = 0;
    double change;
    do {
      sweeps++;
      change = 0;
      for (int p = from; p <= start; p++) {
        if (policy[p] >= 0) {
          double v = values[graph.target(policy[p])];
          change = Math.max(change, Math.abs(v - values[p]));
          values[p] = v;
        } else {
          change = Math.max(change, ValueIteration.backup(graph, values, p));
        }
      }
    } while (change >= tolerance && sweeps < sweepsLeft);
    return sweeps;
  }

  /** Step 2: a strictly better move wherever seat 0 has one; returns how many changed. */
  private static int improve(PositionGraph graph, double[] values, int[] policy, double tolerance) {
    int changes = 0;
    for (int p = graph.firstInner(); p <= graph.start(); p++) {
      if (policy[p] >= 0) {
        int best = ValueIteration.bestEdge(graph, values, p);
        if (values[graph.target(best)] > values[graph.target(policy[p])] + tolerance) {
          policy[p] = best;
          changes++;
        }
      }
    }
    return changes;
  }
}
