package dev.ply.host.rating;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The ratings of a tournament's entrants with their covariance, as {@link BradleyTerry#fit} (two
 * players a game) and {@link PlackettLuce#fit} (rankings of any number) return them. Immutable.
 */
public final class RatingTable {

  private final List<Rating> ratings;
  private final Map<String, Integer> index = new HashMap<>();
  private final double[][] covariance;
  private final boolean prior;

  RatingTable(List<Rating> ratings, double[][] covariance) {
    this(ratings, covariance, false);
  }

  RatingTable(List<Rating> ratings, double[][] covariance, boolean prior) {
    this.prior = prior;
    this.ratings = List.copyOf(ratings);
    for (int i = 0; i < ratings.size(); i++) {
      index.put(ratings.get(i).name(), i);
    }
    this.covariance = copy(covariance);
  }

  /**
   * Whether the fit used {@link BradleyTerry}'s weak prior (one virtual draw of each entrant
   * against a pool player rated 0), because the games alone left some rating without a finite
   * estimate; false when the ratings are the exact maximum-likelihood fit.
   */
  public boolean prior() {
    return prior;
  }

  /** Every entrant's rating, in the order of the names given to the fit. */
  public List<Rating> ratings() {
    return ratings;
  }

  /** The rating of {@code name}, or empty if it was not among the names given to the fit. */
  public Optional<Rating> rating(String name) {
    Integer i = index.get(name);
    return i == null ? Optional.empty() : Optional.of(ratings.get(i));
  }

  /**
   * The likelihood that {@code a} is stronger than {@code b}: Φ((Ra − Rb)/√(Caa + Cbb − 2Cab)). NaN
   * if either is unbounded, if they are in groups that the results do not link, or if they are the
   * same entrant.
   *
   * @throws IllegalArgumentException if a name is not in the table
   */
  public double los(String a, String b) {
    int i = indexOf(a);
    int j = indexOf(b);
    if (i == j) {
      return Double.NaN;
    }
    double difference = ratings.get(i).elo() - ratings.get(j).elo();
    double variance = covariance[i][i] + covariance[j][j] - 2 * covariance[i][j];
    return Normal.cdf(difference / Math.sqrt(variance));
  }

  /**
   * The covariance of the ratings, indexed in the order of {@link #ratings()} (a copy): the
   * pseudo-inverse of the negative Hessian of the log-likelihood, in Elo². NaN in every row and
   * column of an unbounded entrant and between entrants of groups the results do not link.
   */
  public double[][] covariance() {
    return copy(covariance);
  }

  private int indexOf(String name) {
    Integer i = index.get(name);
    if (i == null) {
      throw new IllegalArgumentException("no rating for " + name);
    }
    return i;
  }

  private static double[][] copy(double[][] matrix) {
    double[][] copy = new double[matrix.length][];
    for (int i = 0; i < matrix.length; i++) {
      copy[i] = matrix[i].clone();
    }
    return copy;
  }
}
