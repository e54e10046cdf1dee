package dev.ply.host.rating;

import java.util.Arrays;

/**
 * Putting fitted ratings and their covariance on a table's scale: summing to 0, or relative to an
 * anchor entrant; every difference and its variance are left unchanged. {@link BradleyTerry} and
 * {@link PlackettLuce} share them. Inputs are changed in place.
 */
final class RatingScale {

  private RatingScale() {}

  /**
   * The Moore–Penrose pseudo-inverse of a connected graph Laplacian L, whose null space is the
   * constant vector: L⁺ = (L + c·J)⁻¹ − J/(c·m²), J the all-ones matrix, any c &gt; 0. It is the
   * covariance of ratings constrained to sum to 0 when L is their information.
   */
  static double[][] pseudoInverse(double[][] laplacian) {
    int m = laplacian.length;
    double trace = 0;
    for (int a = 0; a < m; a++) {
      trace += laplacian[a][a];
    }
    double c = trace / m / m;
    double[][] shifted = new double[m][m];
    for (int a = 0; a < m; a++) {
      for (int b = 0; b < m; b++) {
        shifted[a][b] = laplacian[a][b] + c;
      }
    }
    double[][] inverse = Matrices.inverse(shifted);
    double correction = 1 / (c * m * m);
    for (int a = 0; a < m; a++) {
      for (int b = 0; b < m; b++) {
        inverse[a][b] -= correction;
      }
    }
    return inverse;
  }

  /** R'ᵢ = Rᵢ − R_k and C'ᵢⱼ = Cᵢⱼ − Cᵢₖ − Cₖⱼ + Cₖₖ: the ratings relative to entrant k. */
  static void reanchor(double[] ratings, double[][] covariance, int k) {
    int m = ratings.length;
    double offset = ratings[k];
    double[][] old = new double[m][];
    for (int a = 0; a < m; a++) {
      ratings[a] -= offset;
      old[a] = covariance[a].clone();
    }
    for (int a = 0; a < m; a++) {
      for (int b = 0; b < m; b++) {
        covariance[a][b] = old[a][b] - old[a][k] - old[k][b] + old[k][k];
      }
    }
  }

  /** Ratings summing to 0: R − mean, and the covariance P·C·P with P = I − J/n. */
  static void center(double[] ratings, double[][] covariance) {
    int n = ratings.length;
    double mean = Arrays.stream(ratings).average().orElse(0);
    double[] rowMean = new double[n];
    double total = 0;
    for (int a = 0; a < n; a++) {
      ratings[a] -= mean;
      rowMean[a] = Arrays.stream(covariance[a]).average().orElse(0);
      total += rowMean[a];
    }
    total /= n;
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        covariance[a][b] = covariance[a][b] - rowMean[a] - rowMean[b] + total;
      }
    }
  }
}
