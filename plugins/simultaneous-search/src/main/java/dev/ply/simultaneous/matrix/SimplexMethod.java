package dev.ply.simultaneous.matrix;

/**
 * Solves a two-player zero-sum matrix game exactly by linear programming: Dantzig's simplex method
 * (1947) on the linear program that Dantzig, "A Proof of the Equivalence of the Programming Problem
 * and the Game Problem" (1951), and von Neumann showed to be the game, with Bland's rule, "New
 * finite pivoting rules for the simplex method" (1977), so that it never cycles. The arithmetic is
 * exact ({@link Fraction}), so a game with whole-number payoffs gets its exact value.
 *
 * <p>The program. Shift the payoffs {@code A} (row player maximises) by {@code s = 1 - min A}, so
 * that every entry of {@code B = A + s} is at least 1 and the game's value is positive. The column
 * player's problem is then
 *
 * <pre>
 *   maximise  q_1 + ... + q_n   subject to   B q &lt;= 1 (each row),  q &gt;= 0
 * </pre>
 *
 * whose optimum {@code z} is {@code 1 / value(B)}: a column strategy {@code y} holds every row to
 * at most {@code v} exactly when {@code q = y / v} is feasible. Its dual (minimise {@code sum p}
 * with {@code p B >= 1}) is the row player's problem, and its solution is read off the final
 * tableau without solving it again: {@code p_i} is the objective row's entry under the slack of row
 * {@code i}. So {@code y = q / z}, {@code x = p / z} and {@code value(A) = 1 / z - s}. The origin
 * {@code q = 0} is feasible (the right-hand sides are 1), so no first phase is needed, and the
 * program is bounded (every column of {@code B} is positive), so the method ends at an optimum.
 *
 * <p>Not thread-safe but stateless: every call builds its own tableau.
 */
public final class SimplexMethod {

  private SimplexMethod() {}

  /** Solves the game of whole-number payoffs {@code payoff[row][column]} for the row player. */
  public static Equilibrium solve(int[][] payoff) {
    Fraction[][] a = new Fraction[payoff.length][];
    for (int i = 0; i < payoff.length; i++) {
      a[i] = new Fraction[payoff[i].length];
      for (int j = 0; j < payoff[i].length; j++) {
        a[i][j] = Fraction.of(payoff[i][j]);
      }
    }
    return solve(a);
  }

  /**
   * Solves the game of exact payoffs {@code payoff[row][column]} for the row player.
   *
   * @param payoff at least one row and one column, every row as long as the first
   * @throws IllegalArgumentException for an empty or ragged matrix
   */
  public static Equilibrium solve(Fraction[][] payoff) {
    int m = payoff.length;
    int n = m == 0 ? 0 : payoff[0].length;
    if (m == 0 || n == 0) {
      throw new IllegalArgumentException("a matrix game needs a row and a column");
    }
    Fraction min = payoff[0][0];
    for (Fraction[] row : payoff) {
      if (row.length != n) {
        throw new IllegalArgumentException("every row of a matrix game has " + n + " columns");
      }
      for (Fraction f : row) {
        min = f.compareTo(min) < 0 ? f : min;
      }
    }
    Fraction shift = Fraction.ONE.subtract(min);

    // Step 1. The tableau: m constraint rows over n game columns, m slacks and the right-hand
    // side; the last row is the objective, z - sum q = 0. basis[i] is row i's basic variable.
    int width = n + m + 1;
    Fraction[][] t = new Fraction[m + 1][width];
    int[] basis = new int[m];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < width; j++) {
        t[i][j] = Fraction.ZERO;
      }
      for (int j = 0; j < n; j++) {
        t[i][j] = payoff[i][j].add(shift);
      }
      t[i][n + i] = Fraction.ONE;
      t[i][width - 1] = Fraction.ONE;
      basis[i] = n + i;
    }
    for (int j = 0; j < width; j++) {
      t[m][j] = j < n ? Fraction.ONE.negate() : Fraction.ZERO;
    }

    // Step 2. Pivot until no objective entry is negative. Bland: the entering variable is the
    // lowest-numbered one with a negative entry, the leaving one the lowest-numbered basic
    // variable among the rows of least ratio.
    while (true) {
      int enter = -1;
      for (int j = 0; j < width - 1 && enter < 0; j++) {
        if (t[m][j].signum() < 0) {
          enter = j;
        }
      }
      if (enter < 0) {
        break;
      }
      int leave = -1;
      Fraction best = null;
      for (int i = 0; i < m; i++) {
        if (t[i][enter].signum() > 0) {
          Fraction ratio = t[i][width - 1].divide(t[i][enter]);
          int c = best == null ? -1 : ratio.compareTo(best);
          if (c < 0 || c == 0 && basis[i] < basis[leave]) {
            best = ratio;
            leave = i;
          }
        }
      }
      pivot(t, leave, enter);
      basis[leave] = enter;
    }

    // Step 3. Read both strategies and the value off the optimal tableau.
    Fraction z = t[m][width - 1];
    Fraction[] columns = new Fraction[n];
    java.util.Arrays.fill(columns, Fraction.ZERO);
    for (int i = 0; i < m; i++) {
      if (basis[i] < n) {
        columns[basis[i]] = t[i][width - 1].divide(z);
      }
    }
    Fraction[] rows = new Fraction[m];
    for (int i = 0; i < m; i++) {
      rows[i] = t[m][n + i].divide(z);
    }
    return new Equilibrium(Fraction.ONE.divide(z).subtract(shift), rows, columns);
  }

  /** Makes column {@code col} a unit column with its 1 in row {@code row}. */
  private static void pivot(Fraction[][] t, int row, int col) {
    Fraction p = t[row][col];
    for (int j = 0; j < t[row].length; j++) {
      t[row][j] = t[row][j].divide(p);
    }
    for (int i = 0; i < t.length; i++) {
      Fraction factor = t[i][col];
      if (i != row && factor.signum() != 0) {
        for (int j = 0; j < t[i].length; j++) {
          t[i][j] = t[i][j].subtract(factor.multiply(t[row][j]));
        }
      }
    }
  }
}
