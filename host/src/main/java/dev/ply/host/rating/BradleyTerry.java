package dev.ply.host.rating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Ratings of a tournament's entrants by the Bradley–Terry model in Elo units: entrant i scores E_ij
 * = 1/(1 + 10^((R_j − R_i)/400)) against j on average, a draw counting as half a point. The ratings
 * maximize Σ [S_ij ln E_ij + (n_ij − S_ij) ln(1 − E_ij)], S_ij being i's points in its n_ij games
 * against j (D. Hunter (2004), "MM algorithms for generalized Bradley–Terry models", Ann. Statist.
 * 32(1)).
 *
 * <p>The maximum is found by Newton's method with step halving (the log-likelihood is concave, so
 * this converges wherever a maximum exists; Hunter's MM iteration reaches the same point more
 * slowly). The covariance is the pseudo-inverse of the negative Hessian, which is the covariance
 * under the constraint that the ratings sum to 0; with an anchor, ratings and covariance are
 * re-expressed relative to the anchor, which leaves every difference and its variance unchanged.
 *
 * <p>Where the results give every entrant a finite estimate on one scale, the ratings are that
 * exact maximum-likelihood fit. Small tournaments are often lopsided: an entrant that won or lost
 * every game, or groups the results do not link, have no finite estimate ({@link ComparisonGraph}
 * finds them). Then, as BayesElo and Ordo do, the fit adds a weak prior: {@value #PRIOR_DRAWS}
 * virtual draw of every entrant against a pool player rated 0. It decides only what the games leave
 * open (how far ahead an entrant that won everything is), barely moves the others, and makes every
 * rating and every likelihood of superiority finite; the ratings are then the posterior's maximum
 * and ± comes from its curvature. The table says that the prior was used ({@link
 * RatingTable#prior()}), and the note of each entrant whose rating rests mostly on it says so in
 * words. Deterministic.
 */
public final class BradleyTerry {

  /** d E/d R per unit of E(1 − E): ln 10 / 400. */
  private static final double SLOPE = Math.log(10) / 400;

  private static final int MAX_NEWTON_STEPS = 500;
  private static final double CONVERGED_ELO = 1e-10;

  /** The prior's weight: virtual draws of each entrant against a pool player rated 0. */
  static final double PRIOR_DRAWS = 1;

  private BradleyTerry() {}

  /**
   * Fits the ratings of {@code names} to {@code results}.
   *
   * @param names the entrants, each once; the table lists them in this order
   * @param results pair records among those entrants; a pair may appear several times, in either
   *     order, and its records are added up
   * @param anchor the entrant rated 0, or empty for ratings summing to 0 (within each group)
   * @throws IllegalArgumentException for a repeated name, or a result or an anchor naming an
   *     entrant not in {@code names}
   */
  public static RatingTable fit(
      List<String> names, List<PairRecord> results, Optional<String> anchor) {
    // Step 1. Index the names and add up the results of each pair.
    int n = names.size();
    Map<String, Integer> index = new HashMap<>();
    for (String name : names) {
      if (index.putIfAbsent(Objects.requireNonNull(name, "name"), index.size()) != null) {
        throw new IllegalArgumentException("entrant named twice: " + name);
      }
    }
    double[][] games = new double[n][n];
    double[][] score = new double[n][n];
    for (PairRecord record : results) {
      int i = indexOf(index, record.a());
      int j = indexOf(index, record.b());
      games[i][j] += record.games();
      games[j][i] += record.games();
      score[i][j] += record.winsA() + record.draws() / 2.0;
      score[j][i] += record.winsB() + record.draws() / 2.0;
    }
    int anchorIndex = anchor.isPresent() ? indexOf(index, anchor.get()) : -1;

    // Step 2. Set aside entrants without a finite estimate; split the rest into linked groups.
    // Where that leaves anyone out, fit everyone with the prior instead.
    ComparisonGraph graph = ComparisonGraph.of(games, score);
    boolean exact = graph.groups().size() == 1 && graph.groups().get(0).length == n;
    if (!exact && n >= 2) {
      return withPrior(names, games, score, anchorIndex, graph);
    }

    // Step 3. Fit each group and take its covariance; re-express the anchor's group.
    double[] elo = new double[n];
    double[][] covariance = new double[n][n];
    for (double[] row : covariance) {
      Arrays.fill(row, Double.NaN);
    }
    for (int[] group : graph.groups()) {
      double[] ratings = maximumLikelihood(group, games, score);
      double[][] groupCovariance = RatingScale.pseudoInverse(information(group, ratings, games));
      int anchorInGroup = positionOf(group, anchorIndex);
      if (anchorInGroup >= 0) {
        RatingScale.reanchor(ratings, groupCovariance, anchorInGroup);
      }
      for (int a = 0; a < group.length; a++) {
        elo[group[a]] = ratings[a];
        for (int b = 0; b < group.length; b++) {
          covariance[group[a]][group[b]] = groupCovariance[a][b];
        }
      }
    }

    // Step 4. Assemble the ratings with their notes.
    List<Rating> table = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String name = names.get(i);
      if (!graph.rated(i)) {
        table.add(
            new Rating(
                name, graph.exclusionElo(i), Double.NaN, Double.NaN, true, graph.exclusionNote(i)));
      } else {
        double standardError = Math.sqrt(Math.max(0, covariance[i][i]));
        table.add(
            new Rating(
                name,
                elo[i],
                standardError,
                ScoreDistribution.Z_95 * standardError,
                false,
                note(i, names, graph, anchorIndex)));
      }
    }
    return new RatingTable(table, covariance);
  }

  /**
   * The fit with the prior: every entrant's rating is free, and each has {@value #PRIOR_DRAWS}
   * virtual draw against a pool player fixed at 0, so that the posterior is strictly concave with
   * its maximum at finite ratings; Newton's method with step halving finds it. The covariance is
   * the inverse of the posterior's negative Hessian, then re-expressed to sum to 0 (or relative to
   * the anchor).
   */
  private static RatingTable withPrior(
      List<String> names,
      double[][] games,
      double[][] score,
      int anchorIndex,
      ComparisonGraph graph) {
    int n = names.size();
    int[] all = new int[n];
    for (int i = 0; i < n; i++) {
      all[i] = i;
    }
    double[] ratings = new double[n];
    for (int step = 0; step < MAX_NEWTON_STEPS; step++) {
      double[] gradient = gradient(all, ratings, games, score);
      double[][] information = information(all, ratings, games);
      addPrior(ratings, gradient, information);
      double[] direction = Matrices.solve(information, gradient);
      double before = posterior(all, ratings, games, score);
      double length = 1;
      double[] trial = shifted(ratings, direction, length);
      while (posterior(all, trial, games, score) < before - 1e-12 * (1 + Math.abs(before))
          && length > 1e-12) {
        length /= 2;
        trial = shifted(ratings, direction, length);
      }
      ratings = trial;
      double moved = 0;
      for (double d : direction) {
        moved = Math.max(moved, Math.abs(d * length));
      }
      if (moved < CONVERGED_ELO) {
        break;
      }
    }
    double[][] information = information(all, ratings, games);
    addPrior(ratings, new double[n], information);
    double[][] covariance = Matrices.inverse(information);
    if (anchorIndex >= 0) {
      RatingScale.reanchor(ratings, covariance, anchorIndex);
    } else {
      RatingScale.center(ratings, covariance);
    }
    List<Rating> table = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      double standardError = Math.sqrt(Math.max(0, covariance[i][i]));
      table.add(
          new Rating(
              names.get(i),
              ratings[i],
              standardError,
              ScoreDistribution.Z_95 * standardError,
              false,
              priorNote(i, graph)));
    }
    return new RatingTable(table, covariance, true);
  }

  /** The prior's terms: one virtual draw of each entrant against a player rated 0. */
  private static void addPrior(double[] ratings, double[] gradient, double[][] information) {
    for (int i = 0; i < ratings.length; i++) {
      double expected = Elo.expectedScore(ratings[i]);
      gradient[i] += SLOPE * PRIOR_DRAWS * (0.5 - expected);
      information[i][i] += SLOPE * SLOPE * PRIOR_DRAWS * expected * (1 - expected);
    }
  }

  /** The log-likelihood plus the prior's log-density. */
  private static double posterior(int[] all, double[] ratings, double[][] games, double[][] score) {
    double sum = logLikelihood(all, ratings, games, score);
    for (double r : ratings) {
      double x = r * SLOPE;
      sum += PRIOR_DRAWS * 0.5 * (logSigmoid(x) + logSigmoid(-x));
    }
    return sum;
  }

  /** Why an entrant's rating rests mostly on the prior, in words; {@code ""} if it does not. */
  private static String priorNote(int i, ComparisonGraph graph) {
    if (!graph.rated(i)) {
      String why = graph.exclusionNote(i).replace(": no finite estimate", "");
      return why
          + ": the games alone give no finite rating, so this one rests mostly on the"
          + " prior";
    }
    if (graph.groups().size() > 1) {
      return "its group is linked to the other entrants only by the prior";
    }
    return "";
  }

  /** Newton's method with step halving on one group, the last rating held at 0; then centred. */
  private static double[] maximumLikelihood(int[] group, double[][] games, double[][] score) {
    int m = group.length;
    double[] ratings = new double[m];
    for (int step = 0; step < MAX_NEWTON_STEPS; step++) {
      double[] gradient = gradient(group, ratings, games, score);
      double[][] information = information(group, ratings, games);
      double[][] reduced = new double[m - 1][m - 1];
      for (int a = 0; a < m - 1; a++) {
        System.arraycopy(information[a], 0, reduced[a], 0, m - 1);
      }
      double[] direction =
          Arrays.copyOf(Matrices.solve(reduced, Arrays.copyOf(gradient, m - 1)), m);
      double before = logLikelihood(group, ratings, games, score);
      double length = 1;
      double[] trial = shifted(ratings, direction, length);
      while (logLikelihood(group, trial, games, score) < before - 1e-12 * (1 + Math.abs(before))
          && length > 1e-12) {
        length /= 2;
        trial = shifted(ratings, direction, length);
      }
      ratings = trial;
      double moved = 0;
      for (double d : direction) {
        moved = Math.max(moved, Math.abs(d * length));
      }
      if (moved < CONVERGED_ELO) {
        break;
      }
    }
    double mean = Arrays.stream(ratings).average().orElse(0);
    for (int a = 0; a < m; a++) {
      ratings[a] -= mean;
    }
    return ratings;
  }

  private static double[] shifted(double[] ratings, double[] direction, double length) {
    double[] shifted = new double[ratings.length];
    for (int a = 0; a < ratings.length; a++) {
      shifted[a] = ratings[a] + length * direction[a];
    }
    return shifted;
  }

  private static double logLikelihood(
      int[] group, double[] ratings, double[][] games, double[][] score) {
    double sum = 0;
    for (int a = 0; a < group.length; a++) {
      for (int b = a + 1; b < group.length; b++) {
        double n = games[group[a]][group[b]];
        if (n > 0) {
          double x = (ratings[a] - ratings[b]) * SLOPE;
          double s = score[group[a]][group[b]];
          sum += s * logSigmoid(x) + (n - s) * logSigmoid(-x);
        }
      }
    }
    return sum;
  }

  /** ln(1/(1 + e^(−x))) without overflow. */
  private static double logSigmoid(double x) {
    return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
  }

  private static double[] gradient(
      int[] group, double[] ratings, double[][] games, double[][] score) {
    int m = group.length;
    double[] gradient = new double[m];
    for (int a = 0; a < m; a++) {
      for (int b = 0; b < m; b++) {
        double n = games[group[a]][group[b]];
        if (a != b && n > 0) {
          double expected = Elo.expectedScore(ratings[a] - ratings[b]);
          gradient[a] += SLOPE * (score[group[a]][group[b]] - n * expected);
        }
      }
    }
    return gradient;
  }

  /** The negative Hessian of the log-likelihood: a weighted graph Laplacian. */
  private static double[][] information(int[] group, double[] ratings, double[][] games) {
    int m = group.length;
    double[][] information = new double[m][m];
    for (int a = 0; a < m; a++) {
      for (int b = 0; b < m; b++) {
        double n = games[group[a]][group[b]];
        if (a != b && n > 0) {
          double expected = Elo.expectedScore(ratings[a] - ratings[b]);
          double weight = SLOPE * SLOPE * n * expected * (1 - expected);
          information[a][b] -= weight;
          information[a][a] += weight;
        }
      }
    }
    return information;
  }

  private static String note(int i, List<String> names, ComparisonGraph graph, int anchor) {
    List<String> parts = new ArrayList<>();
    int[] group =
        graph.groups().stream().filter(g -> positionOf(g, i) >= 0).findFirst().orElseThrow();
    if (graph.groups().size() > 1) {
      parts.add(
          "comparable only within the group "
              + Arrays.stream(group).mapToObj(names::get).collect(Collectors.joining(", "))
              + ": the results do not link it to the other rated entrants");
    }
    if (anchor >= 0 && !graph.rated(anchor)) {
      parts.add("the anchor " + names.get(anchor) + " has no finite rating: ratings sum to 0");
    } else if (anchor >= 0 && positionOf(group, anchor) < 0) {
      parts.add("the anchor " + names.get(anchor) + " is in another group: ratings sum to 0");
    }
    return String.join("; ", parts);
  }

  private static int positionOf(int[] group, int entrant) {
    for (int a = 0; a < group.length; a++) {
      if (group[a] == entrant) {
        return a;
      }
    }
    return -1;
  }

  private static int indexOf(Map<String, Integer> index, String name) {
    Integer i = index.get(name);
    if (i == null) {
      throw new IllegalArgumentException("not an entrant: " + name);
    }
    return i;
  }
}
