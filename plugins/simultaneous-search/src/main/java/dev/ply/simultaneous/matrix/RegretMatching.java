package dev.ply.simultaneous.matrix;

import java.util.Arrays;

/**
 * Regret matching in self-play on a zero-sum matrix game: Hart and Mas-Colell, "A Simple Adaptive
 * Procedure Leading to Correlated Equilibrium" (Econometrica 2000). Each player keeps, for each of
 * its actions, the regret of not having always played it, and plays each action with probability
 * proportional to its positive regret (uniformly when none is positive). Both players update at
 * once, every iteration, with their expected payoffs against the other's current strategy (the
 * unsampled form in which counterfactual regret minimisation applies it at each information set).
 *
 * <p>What it guarantees: regret grows at most like {@code sqrt(T)}, so in a two-player zero-sum
 * game the players' average strategies form an {@code O(1/sqrt T)}-equilibrium: {@link
 * #exploitability()} falls to 0 and {@link #averageValue()} tends to the game's value. The current
 * strategies need not converge (in rock-paper-scissors from a pure start they cycle).
 *
 * <p>One object per run; not thread-safe.
 */
public final class RegretMatching {

  private final double[][] payoff; // for the row player
  private final int m;
  private final int n;
  private final double[] rowRegret;
  private final double[] columnRegret;
  private final double[] rowSum;
  private final double[] columnSum;
  private final double[] rowNow;
  private final double[] columnNow;
  private final double[] rowPayoff;
  private final double[] columnPayoff;
  private long iterations;

  /** Starts from zero regrets: both players' first strategies are uniform. */
  public RegretMatching(double[][] payoff) {
    this(payoff, null, null);
  }

  /**
   * Starts from the given first strategies (any; regret matching's first move is arbitrary), or
   * uniform ones where null.
   */
  public RegretMatching(double[][] payoff, double[] firstRows, double[] firstColumns) {
    this.payoff = payoff;
    this.m = payoff.length;
    this.n = payoff[0].length;
    this.rowRegret = new double[m];
    this.columnRegret = new double[n];
    this.rowSum = new double[m];
    this.columnSum = new double[n];
    this.rowNow = firstRows == null ? uniform(m) : firstRows.clone();
    this.columnNow = firstColumns == null ? uniform(n) : firstColumns.clone();
    this.rowPayoff = new double[m];
    this.columnPayoff = new double[n];
  }

  /** The payoffs of whole numbers, as doubles. */
  public static double[][] toDoubles(int[][] payoff) {
    double[][] d = new double[payoff.length][];
    for (int i = 0; i < payoff.length; i++) {
      d[i] = Arrays.stream(payoff[i]).asDoubleStream().toArray();
    }
    return d;
  }

  private static double[] uniform(int k) {
    double[] p = new double[k];
    Arrays.fill(p, 1.0 / k);
    return p;
  }

  /** One iteration: both players add their current strategies to the averages and their regrets. */
  public void iterate() {
    for (int i = 0; i < m; i++) {
      rowSum[i] += rowNow[i];
    }
    for (int j = 0; j < n; j++) {
      columnSum[j] += columnNow[j];
    }
    payoffs(rowNow, columnNow, rowPayoff, columnPayoff);
    double value = dot(rowNow, rowPayoff); // the row player's expected payoff now
    for (int i = 0; i < m; i++) {
      rowRegret[i] += rowPayoff[i] - value;
    }
    for (int j = 0; j < n; j++) {
      columnRegret[j] += value - columnPayoff[j]; // the column player's payoff is -A
    }
    match(rowRegret, rowNow);
    match(columnRegret, columnNow);
    iterations++;
  }

  /**
   * The row payoffs against {@code y} and the column payoffs (to the row player) against {@code x}.
   */
  private void payoffs(double[] x, double[] y, double[] byRow, double[] byColumn) {
    Arrays.fill(byColumn, 0);
    for (int i = 0; i < m; i++) {
      double r = 0;
      for (int j = 0; j < n; j++) {
        r += payoff[i][j] * y[j];
        byColumn[j] += x[i] * payoff[i][j];
      }
      byRow[i] = r;
    }
  }

  /** The strategy proportional to the positive regrets, or uniform when none is positive. */
  private static void match(double[] regret, double[] strategy) {
    double positive = 0;
    for (double r : regret) {
      positive += Math.max(0, r);
    }
    for (int a = 0; a < regret.length; a++) {
      strategy[a] = positive > 0 ? Math.max(0, regret[a]) / positive : 1.0 / regret.length;
    }
  }

  private static double dot(double[] a, double[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  public long iterations() {
    return iterations;
  }

  /** The average strategy of seat 0 (rows) or seat 1 (columns) over the iterations so far. */
  public double[] average(int seat) {
    double[] sum = seat == 0 ? rowSum : columnSum;
    double total = Arrays.stream(sum).sum();
    double[] p = new double[sum.length];
    for (int a = 0; a < p.length; a++) {
      p[a] = total > 0 ? sum[a] / total : 1.0 / p.length;
    }
    return p;
  }

  /** The row player's expected payoff when both play their average strategies. */
  public double averageValue() {
    double[] x = average(0);
    double[] byRow = new double[m];
    double[] byColumn = new double[n];
    payoffs(x, average(1), byRow, byColumn);
    return dot(x, byRow);
  }

  /**
   * How much the average strategies can be exploited: half the sum of what each player would gain
   * by a best response to the other's average (half of NashConv, as OpenSpiel's {@code
   * exploitability} counts it): {@code (max_i (A y)_i - min_j (x A)_j) / 2}, 0 exactly at an
   * equilibrium.
   */
  public double exploitability() {
    return exploitability(payoff, average(0), average(1));
  }

  /** The exploitability of the strategy pair {@code (x, y)} in the game {@code payoff}. */
  public static double exploitability(double[][] payoff, double[] x, double[] y) {
    double best = Double.NEGATIVE_INFINITY;
    double worst = Double.POSITIVE_INFINITY;
    for (double[] row : payoff) {
      best = Math.max(best, dot(row, y));
    }
    for (int j = 0; j < payoff[0].length; j++) {
      double c = 0;
      for (int i = 0; i < payoff.length; i++) {
        c += x[i] * payoff[i][j];
      }
      worst = Math.min(worst, c);
    }
    return (best - worst) / 2;
  }
}
