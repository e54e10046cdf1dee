package dev.ply.host.rating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.DoubleConsumer;

/**
 * Ratings of a tournament's entrants from games of two or more players by the Plackett–Luce model,
 * in Elo units. Each entrant has a worth γ = 10^(R/400); a game's ranking is read as a sequence of
 * choices, first place chosen from all who sat at the game, second place from the rest, and so on,
 * each entrant being chosen with probability γ_i / Σ γ over those not yet placed (R. L. Plackett
 * (1975), "The analysis of permutations", Appl. Statist. 24(2); R. D. Luce (1959), "Individual
 * choice behavior"). With two entrants this is the Bradley–Terry model of {@link BradleyTerry}: P(i
 * beats j) = 1/(1 + 10^((R_j − R_i)/400)).
 *
 * <p><b>Ties.</b> Entrants that share a place are split into every order of them, each order
 * counting an equal share of the game (1/k! for k tied entrants): the log-likelihood of the game is
 * the mean of the log-likelihoods of those orders. A draw of two is then half a win and half a
 * loss, the rule of {@link BradleyTerry} (a draw is half a point, as in Zermelo's 1929 original and
 * in Elo's system), so that two-player games with draws get the same ratings from both classes.
 * This is the simplest treatment; a published alternative for n-player ties, the Davidson–Luce
 * model (D. Firth, I. Kosmidis, H. Turner (2019), "Davidson-Luce model for multi-item choice with
 * ties", arXiv:1909.07123, used by the R package PlackettLuce of H. Turner, J. van Etten, D. Firth,
 * I. Kosmidis (2020), Comput. Stat. 35), adds a parameter per tie size and would not reduce to
 * half-point draws. How the orders are summed without listing them is in {@link
 * PlackettLuceLikelihood}; a tie of more than {@value PlackettLuceLikelihood#MAX_TIE} entrants is
 * refused.
 *
 * <p><b>Estimation.</b> The maximum of the likelihood is found by Hunter's MM algorithm (D. R.
 * Hunter (2004), "MM algorithms for generalized Bradley–Terry models", Ann. Statist. 32(1), its
 * algorithm for the Plackett–Luce model), which raises the likelihood at every step from anywhere;
 * as it converges only linearly (and very slowly for lopsided results held by the prior), Newton's
 * method with step halving takes it from where the MM steps have become small to the last digit.
 * The log-likelihood is concave in the log-worths, so both reach the one maximum. The covariance of
 * the log-worths is the pseudo-inverse of the observed information (the negative Hessian of the
 * log-likelihood at the maximum), the covariance under the constraint that the ratings sum to 0;
 * with an anchor, ratings and covariance are re-expressed relative to the anchor. Ratings are
 * 400·log10 γ.
 *
 * <p><b>No finite estimate.</b> A maximum exists exactly when, for every split of the entrants into
 * two sets, someone in each set finished ahead of (or level with) someone in the other (Hunter
 * 2004, after Ford 1957): the same condition as for {@link BradleyTerry}, on the pairs of entrants
 * that sat at one game, and {@link ComparisonGraph} checks it on those pairs (a tie counts as half
 * a game won by each). Where it fails (an entrant that finished ahead of everyone it met, one that
 * finished behind everyone, entrants with no games, groups the results do not link) the fit follows
 * {@link BradleyTerry}'s rule: it adds {@value BradleyTerry#PRIOR_DRAWS} virtual two-player draw of
 * every entrant against a pool player of worth 1 (rated 0), which makes every rating finite, says
 * so ({@link RatingTable#prior()}) and notes each entrant whose rating rests mostly on the prior.
 * Deterministic.
 */
public final class PlackettLuce {

  /** Elo per unit of log-worth: 400 / ln 10. */
  static final double ELO_PER_LOG_WORTH = 400 / Math.log(10);

  private PlackettLuce() {}

  /**
   * Fits the ratings of {@code names} to {@code games}.
   *
   * @param names the entrants, each once; the table lists them in this order
   * @param games the rankings of finished games among those entrants
   * @param anchor the entrant rated 0, or empty for ratings summing to 0
   * @throws IllegalArgumentException for a repeated name, a game or an anchor naming an entrant not
   *     in {@code names}, or a tie of more than {@value PlackettLuceLikelihood#MAX_TIE} entrants
   */
  public static RatingTable fit(List<String> names, List<Ranking> games, Optional<String> anchor) {
    return fit(names, games, anchor, null);
  }

  /**
   * As {@link #fit(List, List, Optional)}, telling {@code afterEachStep} the log-likelihood (or the
   * log-posterior, with the prior) after each step of the maximization.
   */
  static RatingTable fit(
      List<String> names,
      List<Ranking> games,
      Optional<String> anchor,
      DoubleConsumer afterEachStep) {
    // Step 1. Index the names and the games.
    int n = names.size();
    Map<String, Integer> index = new HashMap<>();
    for (String name : names) {
      if (index.putIfAbsent(Objects.requireNonNull(name, "name"), index.size()) != null) {
        throw new IllegalArgumentException("entrant named twice: " + name);
      }
    }
    List<int[][]> rankings = new ArrayList<>();
    for (Ranking game : games) {
      rankings.add(
          game.places().stream()
              .map(place -> place.stream().mapToInt(name -> indexOf(index, name)).toArray())
              .toArray(int[][]::new));
    }
    int anchorIndex = anchor.isPresent() ? indexOf(index, anchor.get()) : -1;

    // Step 2. Which entrants have a finite estimate: ask the graph of the pairs at each game.
    ComparisonGraph graph = pairwiseGraph(n, rankings);
    boolean exact = graph.groups().size() == 1 && graph.groups().get(0).length == n;
    if (!exact && n >= 2) {
      return withPrior(names, rankings, anchorIndex, graph, afterEachStep);
    }

    // Step 3. The maximum likelihood and its covariance (none without a group: n < 2).
    double[] elo = new double[n];
    double[][] covariance = new double[n][n];
    for (double[] row : covariance) {
      Arrays.fill(row, Double.NaN);
    }
    if (exact) {
      PlackettLuceLikelihood likelihood = likelihood(n, -1, rankings);
      double[] lambda = likelihood.maximize(afterEachStep);
      covariance = RatingScale.pseudoInverse(likelihood.information(lambda));
      toElo(lambda, covariance, elo);
      if (anchorIndex >= 0) {
        RatingScale.reanchor(elo, covariance, anchorIndex);
      }
    }

    // Step 4. Assemble the table.
    List<Rating> table = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!graph.rated(i)) {
        table.add(
            new Rating(
                names.get(i),
                graph.exclusionElo(i),
                Double.NaN,
                Double.NaN,
                true,
                graph.exclusionNote(i)));
      } else {
        table.add(rating(names.get(i), elo[i], covariance[i][i], ""));
      }
    }
    return new RatingTable(table, covariance);
  }

  /**
   * The fit with the prior: a pool player, the last parameter, held at worth 1, and one virtual
   * draw {@code [[i, pool]]} of weight {@value BradleyTerry#PRIOR_DRAWS} per entrant; the posterior
   * is strictly concave with a finite maximum, which the same iterations find. The covariance is
   * the inverse of the posterior's information over the entrants, then re-expressed to sum to 0 (or
   * relative to the anchor).
   */
  private static RatingTable withPrior(
      List<String> names,
      List<int[][]> rankings,
      int anchorIndex,
      ComparisonGraph graph,
      DoubleConsumer afterEachStep) {
    int n = names.size();
    PlackettLuceLikelihood posterior = likelihood(n + 1, n, rankings);
    for (int i = 0; i < n; i++) {
      posterior.add(new int[][] {{i, n}}, BradleyTerry.PRIOR_DRAWS);
    }
    double[] maximum = posterior.maximize(afterEachStep);
    double[] lambda = Arrays.copyOf(maximum, n);
    double[][] full = posterior.information(maximum);
    double[][] information = new double[n][n];
    for (int a = 0; a < n; a++) {
      System.arraycopy(full[a], 0, information[a], 0, n);
    }
    double[][] covariance = Matrices.inverse(information);
    double[] elo = new double[n];
    toElo(lambda, covariance, elo);
    if (anchorIndex >= 0) {
      RatingScale.reanchor(elo, covariance, anchorIndex);
    } else {
      RatingScale.center(elo, covariance);
    }
    List<Rating> table = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      table.add(rating(names.get(i), elo[i], covariance[i][i], priorNote(i, graph)));
    }
    return new RatingTable(table, covariance, true);
  }

  private static PlackettLuceLikelihood likelihood(int size, int fixed, List<int[][]> rankings) {
    PlackettLuceLikelihood likelihood = new PlackettLuceLikelihood(size, fixed);
    for (int[][] ranking : rankings) {
      likelihood.add(ranking, 1);
    }
    return likelihood;
  }

  /**
   * Every pair of entrants at a game as one game between them: a point to the one placed ahead,
   * half a point each when they shared a place. A Plackett–Luce maximum exists exactly when this
   * graph has one, as every order of a game with positive weight puts each entrant ahead of those
   * placed below it.
   */
  private static ComparisonGraph pairwiseGraph(int n, List<int[][]> rankings) {
    double[][] games = new double[n][n];
    double[][] score = new double[n][n];
    for (int[][] places : rankings) {
      for (int p = 0; p < places.length; p++) {
        for (int q = p; q < places.length; q++) {
          for (int i : places[p]) {
            for (int j : places[q]) {
              if (i != j && (p < q || i < j)) {
                games[i][j]++;
                games[j][i]++;
                score[i][j] += p < q ? 1 : 0.5;
                score[j][i] += p < q ? 0 : 0.5;
              }
            }
          }
        }
      }
    }
    return ComparisonGraph.of(games, score);
  }

  /** Log-worths and their covariance to Elo and Elo². */
  private static void toElo(double[] lambda, double[][] covariance, double[] elo) {
    for (int a = 0; a < elo.length; a++) {
      elo[a] = ELO_PER_LOG_WORTH * lambda[a];
      for (int b = 0; b < elo.length; b++) {
        covariance[a][b] *= ELO_PER_LOG_WORTH * ELO_PER_LOG_WORTH;
      }
    }
  }

  private static Rating rating(String name, double elo, double variance, String note) {
    double standardError = Math.sqrt(Math.max(0, variance));
    return new Rating(
        name, elo, standardError, ScoreDistribution.Z_95 * standardError, false, note);
  }

  /** Why an entrant's rating rests mostly on the prior, in words; {@code ""} if it does not. */
  private static String priorNote(int i, ComparisonGraph graph) {
    if (!graph.rated(i)) {
      String why = graph.exclusionNote(i).replace(": no finite estimate", "");
      return why + ": the games alone give no finite rating, so this one rests mostly on the prior";
    }
    if (graph.groups().size() > 1) {
      return "its group is linked to the other entrants only by the prior";
    }
    return "";
  }

  private static int indexOf(Map<String, Integer> index, String name) {
    Integer i = index.get(name);
    if (i == null) {
      throw new IllegalArgumentException("not an entrant: " + name);
    }
    return i;
  }
}
