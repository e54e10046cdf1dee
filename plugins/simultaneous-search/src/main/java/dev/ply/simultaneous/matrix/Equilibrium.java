package dev.ply.simultaneous.matrix;

import java.util.Arrays;

/**
 * An exact solution of a zero-sum matrix game: its value for the row player and one optimal mixed
 * strategy for each side (probabilities by row and by column, each summing to exactly 1).
 *
 * @param value the most the row player can guarantee, and the least the column player can hold it
 *     to (von Neumann's minimax theorem, 1928)
 * @param rows the row player's optimal strategy
 * @param columns the column player's optimal strategy
 */
public record Equilibrium(Fraction value, Fraction[] rows, Fraction[] columns) {

  public Equilibrium {
    rows = rows.clone();
    columns = columns.clone();
  }

  @Override
  public Fraction[] rows() {
    return rows.clone();
  }

  @Override
  public Fraction[] columns() {
    return columns.clone();
  }

  /** The strategy of seat 0 (rows) or seat 1 (columns) as doubles, for sampling. */
  public double[] strategyOf(int seat) {
    Fraction[] p = seat == 0 ? rows : columns;
    double[] d = new double[p.length];
    for (int i = 0; i < p.length; i++) {
      d[i] = p[i].doubleValue();
    }
    return d;
  }

  @Override
  public String toString() {
    return "Equilibrium[value="
        + value
        + ", rows="
        + Arrays.toString(rows)
        + ", columns="
        + Arrays.toString(columns)
        + "]";
  }
}
