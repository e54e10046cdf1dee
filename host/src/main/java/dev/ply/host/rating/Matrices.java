package dev.ply.host.rating;

/**
 * Dense linear algebra on small square matrices (at most a few hundred rows): Gauss–Jordan
 * elimination with partial pivoting. Inputs are copied, never changed. Deterministic.
 */
final class Matrices {

  private Matrices() {}

  /**
   * x with a·x = b.
   *
   * @throws ArithmeticException if {@code a} is singular
   */
  static double[] solve(double[][] a, double[] b) {
    int n = b.length;
    double[][] augmented = new double[n][n + 1];
    for (int i = 0; i < n; i++) {
      System.arraycopy(a[i], 0, augmented[i], 0, n);
      augmented[i][n] = b[i];
    }
    eliminate(augmented, n);
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = augmented[i][n];
    }
    return x;
  }

  /**
   * The inverse of {@code a}.
   *
   * @throws ArithmeticException if {@code a} is singular
   */
  static double[][] inverse(double[][] a) {
    int n = a.length;
    double[][] augmented = new double[n][2 * n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(a[i], 0, augmented[i], 0, n);
      augmented[i][n + i] = 1;
    }
    eliminate(augmented, n);
    double[][] inverse = new double[n][n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(augmented[i], n, inverse[i], 0, n);
    }
    return inverse;
  }

  /** Reduces the left n columns of {@code m} to the identity, carrying the other columns along. */
  private static void eliminate(double[][] m, int n) {
    int width = m[0].length;
    double scale = 0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        scale = Math.max(scale, Math.abs(m[i][j]));
      }
    }
    for (int column = 0; column < n; column++) {
      int pivot = column;
      for (int row = column + 1; row < n; row++) {
        if (Math.abs(m[row][column]) > Math.abs(m[pivot][column])) {
          pivot = row;
        }
      }
      if (!(Math.abs(m[pivot][column]) > 1e-13 * scale)) {
        throw new ArithmeticException("singular matrix");
      }
      double[] swap = m[pivot];
      m[pivot] = m[column];
      m[column] = swap;
      double divisor = m[column][column];
      for (int j = 0; j < width; j++) {
        m[column][j] /= divisor;
      }
      for (int row = 0; row < n; row++) {
        double factor = m[row][column];
        if (row != column && factor != 0) {
          for (int j = 0; j < width; j++) {
            m[row][j] -= factor * m[column][j];
          }
        }
      }
    }
  }
}
