package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class PlackettLuceTest {

  private static final double ELO = 400 / Math.log(10);

  private static final List<String> FIVE = List.of("A", "B", "C", "D", "E");

  /** Games of two, three and four entrants, with ties of two and three, linking all five. */
  private static final List<Ranking> MIXED =
      List.of(
          Ranking.inOrder("A", "B", "C", "D"),
          Ranking.inOrder("B", "A", "E"),
          new Ranking(List.of(List.of("C"), List.of("A", "E"), List.of("D"))),
          Ranking.inOrder("D", "C"),
          Ranking.inOrder("E", "D", "B", "A"),
          new Ranking(List.of(List.of("A", "B", "C"), List.of("E"))),
          Ranking.inOrder("C", "E", "A"),
          Ranking.draw("B", "D"),
          Ranking.inOrder("A", "D", "E"),
          new Ranking(List.of(List.of("B"), List.of("C", "D", "E"))),
          Ranking.inOrder("E", "A"));

  /**
   * Oracle (1): an independent maximization of the same log-likelihood. The test lists every order
   * of every game (each tie split into all its orders, weight 1/k! each), takes the gradient and
   * Hessian of Σ ln P(order) directly, and runs Newton's method; the fit (subset terms, MM then
   * Newton) must land on the same point, and its standard errors must be those of the inverse
   * Hessian.
   */
  @Test
  void maximumAndStandardErrorsAgreeWithNewtonsMethodOnEveryOrderOfEveryGame() {
    RatingTable table = PlackettLuce.fit(FIVE, MIXED, Optional.empty());
    assertFalse(table.prior());
    OrderLikelihood oracle = new OrderLikelihood(FIVE, MIXED);
    double[] lambda = oracle.newton();
    double[][] covariance = oracle.centredCovariance(lambda);
    double mean = Arrays.stream(lambda).average().orElseThrow();
    for (int i = 0; i < FIVE.size(); i++) {
      Rating rating = table.ratings().get(i);
      assertEquals(ELO * (lambda[i] - mean), rating.elo(), 1e-6, rating.name());
      assertEquals(ELO * Math.sqrt(covariance[i][i]), rating.standardError(), 1e-6, rating.name());
      assertEquals(1.959964 * rating.standardError(), rating.errorMargin(), 1e-4);
      assertEquals("", rating.note());
    }
    for (double slope : oracle.gradient(lambda)) {
      assertEquals(0, slope, 1e-9, "the oracle itself found a stationary point");
    }
  }

  /** Oracle (2): with two entrants a game, Plackett–Luce is Bradley–Terry. */
  @Test
  void twoPlayerGamesWithoutDrawsGetBradleyTerrysRatingsAndErrors() {
    List<Ranking> games = new ArrayList<>();
    addGames(games, "A", "B", 6, 0, 3);
    addGames(games, "A", "C", 7, 0, 2);
    addGames(games, "B", "C", 5, 0, 4);
    addGames(games, "C", "D", 4, 0, 1);
    addGames(games, "B", "D", 1, 0, 2);
    assertSameAsBradleyTerry(List.of("A", "B", "C", "D"), games, Optional.of("C"));
    assertSameAsBradleyTerry(List.of("A", "B", "C", "D"), games, Optional.empty());
  }

  /** A draw split into its two orders is half a win and half a loss, BradleyTerry's own rule. */
  @Test
  void twoPlayerGamesWithDrawsGetBradleyTerrysRatingsToo() {
    List<Ranking> games = new ArrayList<>();
    addGames(games, "A", "B", 6, 2, 2);
    addGames(games, "A", "C", 7, 2, 1);
    addGames(games, "B", "C", 5, 2, 3);
    RatingTable table = assertSameAsBradleyTerry(List.of("A", "B", "C"), games, Optional.empty());
    // BradleyTerryTest's reference values for these results.
    assertEquals(128.651, elo(table, "A"), 1e-3);
    assertEquals(-25.902, elo(table, "B"), 1e-3);
    assertEquals(-102.749, elo(table, "C"), 1e-3);
  }

  /** Where the games give no finite rating, both classes use the same prior and agree. */
  @Test
  void anEntrantThatWonEveryTwoPlayerGameGetsBradleyTerrysPriorRating() {
    List<Ranking> games = new ArrayList<>();
    addGames(games, "A", "B", 6, 2, 2);
    addGames(games, "A", "C", 7, 2, 1);
    addGames(games, "B", "C", 5, 2, 3);
    addGames(games, "D", "A", 2, 0, 0);
    addGames(games, "D", "C", 1, 0, 0);
    RatingTable table =
        assertSameAsBradleyTerry(List.of("A", "B", "C", "D", "Idle"), games, Optional.of("B"));
    assertTrue(table.prior());
    assertEquals(
        "won every game: the games alone give no finite rating, so this one rests mostly on the"
            + " prior",
        table.rating("D").orElseThrow().note());
    assertTrue(table.rating("Idle").orElseThrow().note().startsWith("no games: "));
  }

  /**
   * Oracle (3): Hunter's (2004) NASCAR 2002 example, 36 races of 43 drivers, with the four drivers
   * who finished last in every race they entered left out (83 drivers; benchmarks/ratings). The R
   * package PlackettLuce fits it (Turner et al., reference page {@code nascar}, "fit model as in
   * Hunter 2004", {@code coef(mod)}: natural-log worths relative to driver 1, Austin Cameron) and
   * prints, to two decimals, for the three best and three worst drivers by average place: PJ Jones
   * 4.15, Scott Pruett 3.62, Mark Martin 2.08, Dave Marcis 0.03, Dick Trickle −0.31, Joe Varde
   * −0.15. Drivers are numbered alphabetically in the data: Jones is 58, Pruett 68, Martin 51,
   * Marcis 15, Trickle 17, Varde 40.
   */
  @Test
  void nascar2002GivesThePublishedLogWorthsOfHuntersExample()
      throws IOException, NoSuchAlgorithmException {
    Nascar nascar = Nascar.load();
    RatingTable table = PlackettLuce.fit(nascar.drivers, nascar.races, Optional.of("1"));
    assertFalse(table.prior(), "every one of the 83 drivers has a finite estimate");
    assertTrue(table.ratings().stream().noneMatch(Rating::unbounded));
    Map<String, Double> published =
        Map.of("58", 4.15, "68", 3.62, "51", 2.08, "15", 0.03, "17", -0.31, "40", -0.15);
    for (Map.Entry<String, Double> driver : published.entrySet()) {
      double logWorth = elo(table, driver.getKey()) / ELO;
      assertEquals(driver.getValue(), logWorth, 0.005 + 1e-9, "driver " + driver.getKey());
    }
    assertEquals(List.of(58, 68, 51), nascar.byAveragePlace().subList(0, 3));
    assertEquals(List.of(15, 17, 40), nascar.byAveragePlace().subList(80, 83));
  }

  /**
   * Oracle (4): an MM algorithm never lowers the objective (Hunter 2004: each step maximizes a
   * minorizer of ℓ). Checked on the MM map alone for 2,000 steps of a lopsided tournament held by
   * the prior (where it crawls), and on every step of whole fits (MM, then Newton with step
   * halving).
   */
  @Test
  void logLikelihoodRisesAtEveryMmStep() throws IOException, NoSuchAlgorithmException {
    // A > B > C a thousand times, B and C one game each; a pool player (index 3) at worth 1 and
    // one virtual draw of each entrant against it, as PlackettLuce's prior.
    PlackettLuceLikelihood lopsided = new PlackettLuceLikelihood(4, 3);
    lopsided.add(new int[][] {{0}, {1}, {2}}, 1000);
    lopsided.add(new int[][] {{1}, {2}}, 1);
    lopsided.add(new int[][] {{2}, {1}}, 1);
    for (int i = 0; i < 3; i++) {
      lopsided.add(new int[][] {{i, 3}}, BradleyTerry.PRIOR_DRAWS);
    }
    double[] lambda = new double[4];
    List<Double> values = new ArrayList<>(List.of(lopsided.logLikelihood(lambda)));
    for (int step = 0; step < 2000; step++) {
      lambda = lopsided.step(lambda);
      values.add(lopsided.logLikelihood(lambda));
    }
    assertNeverFalls(values);
    assertTrue(values.get(2000) - values.get(1999) > 0, "still rising after 2,000 steps");

    Nascar nascar = Nascar.load();
    assertRising(nascar.drivers, nascar.races);
    assertRising(FIVE, MIXED);
    List<Ranking> withPrior = new ArrayList<>(MIXED);
    withPrior.add(Ranking.inOrder("F", "A", "B"));
    assertRising(List.of("A", "B", "C", "D", "E", "F"), withPrior);
  }

  /** The lopsided case above, fitted whole: Newton finishes what MM would take 10⁵ steps for. */
  @Test
  void lopsidedResultsHeldByThePriorConvergeToAStationaryPoint() {
    List<Ranking> games =
        new ArrayList<>(Collections.nCopies(1000, Ranking.inOrder("A", "B", "C")));
    games.add(Ranking.inOrder("B", "C"));
    games.add(Ranking.inOrder("C", "B"));
    RatingTable table = PlackettLuce.fit(List.of("A", "B", "C"), games, Optional.empty());
    assertTrue(table.prior());
    PlackettLuceLikelihood posterior = new PlackettLuceLikelihood(4, 3);
    posterior.add(new int[][] {{0}, {1}, {2}}, 1000);
    posterior.add(new int[][] {{1}, {2}}, 1);
    posterior.add(new int[][] {{2}, {1}}, 1);
    for (int i = 0; i < 3; i++) {
      posterior.add(new int[][] {{i, 3}}, BradleyTerry.PRIOR_DRAWS);
    }
    // The table sums to 0; the posterior's pool player is at 0: shift back by the pool's offset,
    // which is where the gradient of the entrants' log-worths vanishes.
    double[] maximum = posterior.maximize(null);
    double offset = (maximum[0] + maximum[1] + maximum[2]) / 3 * ELO;
    for (int i = 0; i < 3; i++) {
      assertEquals(maximum[i] * ELO - offset, table.ratings().get(i).elo(), 1e-6);
      assertEquals(0, posterior.gradient(maximum)[i], 1e-9);
    }
    assertTrue(elo(table, "A") > 1000 && elo(table, "C") < -1000, "A " + elo(table, "A"));
  }

  /**
   * Recovery: rankings of four-player games simulated from known ratings (seeded) give back the
   * ratings within the 95% intervals the fit computes, about 95% of the time: over 200 tournaments
   * of 120 games among six entrants, 1000 intervals relative to the anchor, coverage within 3
   * binomial standard errors (0.0069) of 0.95.
   */
  @Test
  void simulatedRankingsAreRecoveredWithinTheirIntervalsNinetyFivePercentOfTheTime() {
    List<String> names = List.of("P0", "P1", "P2", "P3", "P4", "P5");
    double[] truth = {0, 150, -100, 300, -250, 50};
    int covered = 0;
    int intervals = 0;
    for (int seed = 1; seed <= 200; seed++) {
      Random random = new Random(seed);
      List<Ranking> games = new ArrayList<>();
      for (int g = 0; g < 120; g++) {
        List<Integer> seats = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5));
        Collections.shuffle(seats, random);
        games.add(simulate(seats.subList(0, 4), truth, names, random));
      }
      RatingTable table = PlackettLuce.fit(names, games, Optional.of("P0"));
      assertFalse(table.prior(), "seed " + seed);
      for (int i = 1; i < names.size(); i++) {
        Rating rating = table.ratings().get(i);
        intervals++;
        if (Math.abs(rating.elo() - truth[i]) <= rating.errorMargin()) {
          covered++;
        }
      }
    }
    double coverage = (double) covered / intervals;
    assertEquals(0.95, coverage, 3 * 0.0069, "coverage " + coverage);
  }

  /**
   * A tie is the mean of its orders: with every game counted twice, a game with a tie of two is its
   * two orders once each.
   */
  @Test
  void aTieOfTwoCountsAsBothItsOrdersEachHalf() {
    List<Ranking> doubled = new ArrayList<>();
    for (Ranking game : MIXED) {
      if (game.places().equals(List.of(List.of("C"), List.of("A", "E"), List.of("D")))) {
        doubled.add(Ranking.inOrder("C", "A", "E", "D"));
        doubled.add(Ranking.inOrder("C", "E", "A", "D"));
      } else {
        doubled.add(game);
        doubled.add(game);
      }
    }
    RatingTable once = PlackettLuce.fit(FIVE, MIXED, Optional.empty());
    RatingTable twice = PlackettLuce.fit(FIVE, doubled, Optional.empty());
    for (String name : FIVE) {
      assertEquals(elo(once, name), elo(twice, name), 1e-8, name);
    }
  }

  @Test
  void anEntrantThatFinishedAheadOfEveryoneItMetRestsOnThePriorAboveTheOthers() {
    List<Ranking> games = new ArrayList<>(MIXED);
    games.add(Ranking.inOrder("F", "A", "B", "C"));
    games.add(Ranking.inOrder("F", "E"));
    List<String> names = List.of("A", "B", "C", "D", "E", "F");
    RatingTable table = PlackettLuce.fit(names, games, Optional.empty());
    assertTrue(table.prior());
    Rating f = table.rating("F").orElseThrow();
    assertFalse(f.unbounded());
    assertTrue(Double.isFinite(f.elo()) && Double.isFinite(f.errorMargin()));
    assertTrue(f.note().startsWith("won every game: "), f.note());
    for (String name : FIVE) {
      assertTrue(elo(table, "F") > elo(table, name), name);
      assertEquals("", table.rating(name).orElseThrow().note());
    }
    assertEquals(0, table.ratings().stream().mapToDouble(Rating::elo).sum(), 1e-9);
  }

  @Test
  void anEntrantThatFinishedLastInEveryGameRestsOnThePriorBelowTheOthers() {
    List<Ranking> games = new ArrayList<>(MIXED);
    games.add(new Ranking(List.of(List.of("A", "B"), List.of("Z"))));
    RatingTable table =
        PlackettLuce.fit(List.of("A", "B", "C", "D", "E", "Z"), games, Optional.of("A"));
    assertTrue(table.rating("Z").orElseThrow().note().startsWith("lost every game: "));
    assertEquals(0, elo(table, "A"), 0);
    for (String name : FIVE) {
      assertTrue(elo(table, "Z") < elo(table, name), name);
    }
  }

  @Test
  void groupsThatNeverMetAreLinkedOnlyByThePriorAndSaySo() {
    List<Ranking> games =
        List.of(
            Ranking.inOrder("A", "B", "C"),
            Ranking.inOrder("C", "A", "B"),
            Ranking.inOrder("B", "C", "A"),
            Ranking.inOrder("X", "Y"),
            Ranking.inOrder("Y", "X"));
    RatingTable table = PlackettLuce.fit(List.of("A", "B", "C", "X", "Y"), games, Optional.empty());
    assertTrue(table.prior());
    assertEquals(
        "its group is linked to the other entrants only by the prior",
        table.rating("X").orElseThrow().note());
    assertEquals(elo(table, "X"), elo(table, "Y"), 1e-9);
    assertEquals(elo(table, "A"), elo(table, "B"), 1e-6, "each beat each other once");
  }

  @Test
  void onlyTheAnchorMovesTheScale() {
    RatingTable free = PlackettLuce.fit(FIVE, MIXED, Optional.empty());
    RatingTable anchored = PlackettLuce.fit(FIVE, MIXED, Optional.of("D"));
    assertEquals(0, elo(anchored, "D"), 0);
    assertEquals(0, anchored.rating("D").orElseThrow().standardError(), 1e-9);
    for (String x : FIVE) {
      assertEquals(elo(free, x) - elo(free, "D"), elo(anchored, x), 1e-9);
      for (String y : FIVE) {
        if (!x.equals(y)) {
          assertEquals(free.los(x, y), anchored.los(x, y), 1e-12);
        }
      }
    }
  }

  @Test
  void refusesUnknownNamesRepeatedNamesAndMalformedRankings() {
    assertThrows(
        IllegalArgumentException.class,
        () -> PlackettLuce.fit(FIVE, List.of(Ranking.inOrder("A", "Q")), Optional.empty()));
    assertThrows(
        IllegalArgumentException.class, () -> PlackettLuce.fit(FIVE, MIXED, Optional.of("Q")));
    assertThrows(
        IllegalArgumentException.class,
        () -> PlackettLuce.fit(List.of("A", "A"), List.of(), Optional.empty()));
    assertThrows(IllegalArgumentException.class, () -> Ranking.inOrder("A", "B", "A"));
    assertThrows(IllegalArgumentException.class, () -> Ranking.inOrder("A"));
    assertThrows(
        IllegalArgumentException.class, () -> new Ranking(List.of(List.of("A"), List.of())));
    List<String> crowd = new ArrayList<>();
    for (int i = 0; i <= PlackettLuceLikelihood.MAX_TIE; i++) {
      crowd.add("E" + i);
    }
    assertThrows(
        IllegalArgumentException.class,
        () ->
            PlackettLuce.fit(
                crowd, List.of(Ranking.draw(crowd.toArray(String[]::new))), Optional.empty()));
  }

  // ---------------------------------------------------------------------------------------------

  private static RatingTable assertSameAsBradleyTerry(
      List<String> names, List<Ranking> games, Optional<String> anchor) {
    List<PairRecord> records = new ArrayList<>();
    for (Ranking game : games) {
      List<List<String>> places = game.places();
      if (places.size() == 1) {
        records.add(new PairRecord(places.get(0).get(0), places.get(0).get(1), 0, 1, 0));
      } else {
        records.add(new PairRecord(places.get(0).get(0), places.get(1).get(0), 1, 0, 0));
      }
    }
    RatingTable bradleyTerry = BradleyTerry.fit(names, records, anchor);
    RatingTable plackettLuce = PlackettLuce.fit(names, games, anchor);
    assertEquals(bradleyTerry.prior(), plackettLuce.prior());
    for (int i = 0; i < names.size(); i++) {
      Rating expected = bradleyTerry.ratings().get(i);
      Rating actual = plackettLuce.ratings().get(i);
      assertEquals(expected.name(), actual.name());
      assertEquals(expected.elo(), actual.elo(), 1e-6, expected.name());
      assertEquals(expected.standardError(), actual.standardError(), 1e-6, expected.name());
      assertEquals(expected.note(), actual.note());
    }
    return plackettLuce;
  }

  private static void addGames(
      List<Ranking> games, String a, String b, int wins, int draws, int losses) {
    for (int k = 0; k < wins; k++) {
      games.add(Ranking.inOrder(a, b));
    }
    for (int k = 0; k < draws; k++) {
      games.add(Ranking.draw(a, b));
    }
    for (int k = 0; k < losses; k++) {
      games.add(Ranking.inOrder(b, a));
    }
  }

  private static void assertRising(List<String> names, List<Ranking> games) {
    List<Double> values = new ArrayList<>();
    PlackettLuce.fit(names, games, Optional.empty(), values::add);
    assertTrue(values.size() > 5, "steps: " + values.size());
    assertNeverFalls(values);
    assertTrue(values.get(1) > values.get(0));
  }

  /** Each value at least the one before, but for rounding (1e-12 relative). */
  private static void assertNeverFalls(List<Double> values) {
    for (int k = 1; k < values.size(); k++) {
      double before = values.get(k - 1);
      assertTrue(
          values.get(k) >= before - 1e-12 * Math.abs(before),
          "step " + k + ": " + before + " then " + values.get(k));
    }
  }

  /** One game: seats chosen in turn, each with probability worth / worth of those still seated. */
  private static Ranking simulate(
      List<Integer> seats, double[] truth, List<String> names, Random random) {
    List<Integer> left = new ArrayList<>(seats);
    List<String> order = new ArrayList<>();
    while (!left.isEmpty()) {
      double total = 0;
      for (int i : left) {
        total += Math.pow(10, truth[i] / 400);
      }
      double u = random.nextDouble() * total;
      int chosen = left.size() - 1;
      for (int k = 0; k < left.size(); k++) {
        u -= Math.pow(10, truth[left.get(k)] / 400);
        if (u < 0) {
          chosen = k;
          break;
        }
      }
      order.add(names.get(left.remove(chosen)));
    }
    return Ranking.inOrder(order.toArray(String[]::new));
  }

  private static double elo(RatingTable table, String name) {
    return table.rating(name).orElseThrow().elo();
  }

  /** Hunter's NASCAR 2002 data: lines {@code driver race place}, after a header line. */
  private static final class Nascar {
    final List<String> drivers = new ArrayList<>();
    final List<Ranking> races = new ArrayList<>();
    final Map<Integer, List<Integer>> places = new TreeMap<>();

    static Nascar load() throws IOException, NoSuchAlgorithmException {
      Nascar nascar = new Nascar();
      Map<Integer, TreeMap<Integer, String>> byRace = new TreeMap<>();
      Path folder = Path.of("..", "benchmarks", "ratings");
      byte[] bytes = Files.readAllBytes(folder.resolve("nascar2002.txt"));
      String sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
      assertEquals(
          Files.readString(folder.resolve("SHA256SUMS")).split(" ")[0],
          sha256,
          "nascar2002.txt differs from the published copy");
      List<String> lines = Files.readAllLines(folder.resolve("nascar2002.txt"));
      for (String line : lines.subList(1, lines.size())) {
        String[] fields = line.trim().split(" +");
        int driver = Integer.parseInt(fields[0]);
        byRace
            .computeIfAbsent(Integer.parseInt(fields[1]), r -> new TreeMap<>())
            .put(Integer.parseInt(fields[2]), fields[0]);
        nascar
            .places
            .computeIfAbsent(driver, d -> new ArrayList<>())
            .add(Integer.parseInt(fields[2]));
      }
      nascar.places.keySet().forEach(d -> nascar.drivers.add(String.valueOf(d)));
      assertEquals(83, nascar.drivers.size());
      assertEquals(36, byRace.size());
      for (TreeMap<Integer, String> race : byRace.values()) {
        nascar.races.add(Ranking.inOrder(race.values().toArray(String[]::new)));
      }
      return nascar;
    }

    /** Drivers by average place, best first, ties by number (as R's stable {@code order}). */
    List<Integer> byAveragePlace() {
      List<Integer> sorted = new ArrayList<>(places.keySet());
      sorted.sort(
          Comparator.comparingDouble(
              (Integer d) ->
                  places.get(d).stream().mapToInt(Integer::intValue).average().orElseThrow()));
      return sorted;
    }
  }

  /**
   * The log-likelihood written out order by order: each game's ties expanded into every order
   * (weight 1/k! for each tie of k), each order a sequence of choices. Gradient and Hessian are
   * taken term by term; Newton's method with step halving, the last log-worth held at 0.
   */
  private static final class OrderLikelihood {
    private final int n;
    private final List<int[]> orders = new ArrayList<>();
    private final List<Double> weights = new ArrayList<>();

    OrderLikelihood(List<String> names, List<Ranking> games) {
      n = names.size();
      for (Ranking game : games) {
        List<int[]> partial = new ArrayList<>();
        partial.add(new int[0]);
        double weight = 1;
        for (List<String> place : game.places()) {
          List<int[]> permutations = new ArrayList<>();
          permute(place.stream().mapToInt(names::indexOf).toArray(), 0, permutations);
          weight /= permutations.size();
          List<int[]> longer = new ArrayList<>();
          for (int[] prefix : partial) {
            for (int[] permutation : permutations) {
              int[] joined = Arrays.copyOf(prefix, prefix.length + permutation.length);
              System.arraycopy(permutation, 0, joined, prefix.length, permutation.length);
              longer.add(joined);
            }
          }
          partial = longer;
        }
        for (int[] order : partial) {
          orders.add(order);
          weights.add(weight);
        }
      }
    }

    private static void permute(int[] items, int k, List<int[]> out) {
      if (k == items.length) {
        out.add(items.clone());
        return;
      }
      for (int j = k; j < items.length; j++) {
        int swap = items[k];
        items[k] = items[j];
        items[j] = swap;
        permute(items, k + 1, out);
        items[j] = items[k];
        items[k] = swap;
      }
    }

    double value(double[] lambda) {
      double sum = 0;
      for (int o = 0; o < orders.size(); o++) {
        int[] order = orders.get(o);
        for (int s = 0; s < order.length - 1; s++) {
          double total = 0;
          for (int u = s; u < order.length; u++) {
            total += Math.exp(lambda[order[u]]);
          }
          sum += weights.get(o) * (lambda[order[s]] - Math.log(total));
        }
      }
      return sum;
    }

    double[] gradient(double[] lambda) {
      double[] gradient = new double[n];
      accumulate(lambda, gradient, new double[n][n]);
      return gradient;
    }

    /** Adds the gradient and the Hessian of ℓ at λ. */
    private void accumulate(double[] lambda, double[] gradient, double[][] hessian) {
      for (int o = 0; o < orders.size(); o++) {
        int[] order = orders.get(o);
        double w = weights.get(o);
        for (int s = 0; s < order.length - 1; s++) {
          double total = 0;
          for (int u = s; u < order.length; u++) {
            total += Math.exp(lambda[order[u]]);
          }
          gradient[order[s]] += w;
          for (int u = s; u < order.length; u++) {
            double pu = Math.exp(lambda[order[u]]) / total;
            gradient[order[u]] -= w * pu;
            hessian[order[u]][order[u]] -= w * pu;
            for (int v = s; v < order.length; v++) {
              hessian[order[u]][order[v]] += w * pu * Math.exp(lambda[order[v]]) / total;
            }
          }
        }
      }
    }

    double[] newton() {
      double[] lambda = new double[n];
      for (int step = 0; step < 100; step++) {
        double[] gradient = new double[n];
        double[][] hessian = new double[n][n];
        accumulate(lambda, gradient, hessian);
        double[][] reduced = new double[n - 1][n];
        for (int a = 0; a < n - 1; a++) {
          for (int b = 0; b < n - 1; b++) {
            reduced[a][b] = -hessian[a][b];
          }
          reduced[a][n - 1] = gradient[a];
        }
        double[] direction = Arrays.copyOf(gaussJordan(reduced), n);
        double before = value(lambda);
        double length = 1;
        double[] trial = plus(lambda, direction, length);
        while (value(trial) < before - 1e-13 * Math.abs(before) && length > 1e-9) {
          length /= 2;
          trial = plus(lambda, direction, length);
        }
        lambda = trial;
        if (Arrays.stream(direction).map(Math::abs).max().orElseThrow() < 1e-14) {
          break;
        }
      }
      return lambda;
    }

    /** The covariance of log-worths summing to 0: P·C·P, C the inverse Hessian with λₙ fixed. */
    double[][] centredCovariance(double[] lambda) {
      double[] gradient = new double[n];
      double[][] hessian = new double[n][n];
      accumulate(lambda, gradient, hessian);
      double[][] c = new double[n][n];
      for (int col = 0; col < n - 1; col++) {
        double[][] system = new double[n - 1][n];
        for (int a = 0; a < n - 1; a++) {
          for (int b = 0; b < n - 1; b++) {
            system[a][b] = -hessian[a][b];
          }
          system[a][n - 1] = a == col ? 1 : 0;
        }
        double[] x = gaussJordan(system);
        for (int a = 0; a < n - 1; a++) {
          c[a][col] = x[a];
        }
      }
      double[][] centred = new double[n][n];
      for (int a = 0; a < n; a++) {
        for (int b = 0; b < n; b++) {
          for (int k = 0; k < n; k++) {
            for (int l = 0; l < n; l++) {
              centred[a][b] +=
                  (a == k ? 1 - 1.0 / n : -1.0 / n) * c[k][l] * (l == b ? 1 - 1.0 / n : -1.0 / n);
            }
          }
        }
      }
      return centred;
    }

    /** Solves the m × (m + 1) augmented system in place; returns x. */
    private static double[] gaussJordan(double[][] m) {
      int rows = m.length;
      for (int col = 0; col < rows; col++) {
        int pivot = col;
        for (int r = col + 1; r < rows; r++) {
          if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
            pivot = r;
          }
        }
        double[] swap = m[col];
        m[col] = m[pivot];
        m[pivot] = swap;
        for (int r = 0; r < rows; r++) {
          if (r != col) {
            double factor = m[r][col] / m[col][col];
            for (int k = col; k <= rows; k++) {
              m[r][k] -= factor * m[col][k];
            }
          }
        }
      }
      double[] x = new double[rows];
      for (int r = 0; r < rows; r++) {
        x[r] = m[r][rows] / m[r][r];
      }
      return x;
    }

    private static double[] plus(double[] lambda, double[] direction, double length) {
      double[] sum = new double[lambda.length];
      for (int i = 0; i < lambda.length; i++) {
        sum[i] = lambda[i] + length * direction[i];
      }
      return sum;
    }
  }
}
