package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BradleyTerryTest {

  private static final List<String> ABC = List.of("A", "B", "C");

  /** REFERENCE.md: A–B 6W 2D 2L, A–C 7W 2D 1L, B–C 5W 2D 3L. */
  private static final List<PairRecord> ABC_RESULTS =
      List.of(
          new PairRecord("A", "B", 6, 2, 2),
          new PairRecord("A", "C", 7, 2, 1),
          new PairRecord("B", "C", 5, 2, 3));

  /**
   * The reference prints A +128.651, B −25.902, C −102.749 and LOS 0.93956. The exact maximum
   * (where the gradient vanishes to 1e-10, by Newton and by Hunter's MM alike) is A +128.6502, B
   * −25.9017, C −102.7485, LOS 0.939554: the printed values are within one unit of their last
   * digit, which is the tolerance here.
   */
  @Test
  void threePlayersMatchTheReferenceRatingsStandardErrorsAndLos() {
    RatingTable table = BradleyTerry.fit(ABC, ABC_RESULTS, Optional.empty());
    assertRating(table, "A", 128.651, 60.18);
    assertRating(table, "B", -25.902, 54.98);
    assertRating(table, "C", -102.749, 57.98);
    assertEquals(0.93956, table.los("A", "B"), 1e-5);
    double sum = table.ratings().stream().mapToDouble(Rating::elo).sum();
    assertEquals(0.0, sum, 1e-9);
    assertEquals(List.of("A", "B", "C"), table.ratings().stream().map(Rating::name).toList());
  }

  @Test
  void fittedRatingsGiveEveryEntrantItsActualScoreAsExpectedScore() {
    RatingTable table = BradleyTerry.fit(ABC, ABC_RESULTS, Optional.empty());
    double a = elo(table, "A");
    double b = elo(table, "B");
    double c = elo(table, "C");
    assertEquals(7 + 8, 10 * Elo.expectedScore(a - b) + 10 * Elo.expectedScore(a - c), 1e-9);
    assertEquals(3 + 6, 10 * Elo.expectedScore(b - a) + 10 * Elo.expectedScore(b - c), 1e-9);
    assertEquals(2 + 4, 10 * Elo.expectedScore(c - a) + 10 * Elo.expectedScore(c - b), 1e-9);
  }

  @Test
  void twoEntrantsAreRatedAtTheLogisticEloOfTheirScore() {
    RatingTable table =
        BradleyTerry.fit(
            List.of("A", "B"), List.of(new PairRecord("A", "B", 6, 2, 2)), Optional.of("B"));
    assertEquals(Elo.fromScore(0.7), elo(table, "A"), 1e-9);
    assertEquals(0.0, elo(table, "B"), 0);
  }

  @Test
  void anchoringPutsTheAnchorAtZeroAndKeepsDifferencesAndLos() {
    RatingTable free = BradleyTerry.fit(ABC, ABC_RESULTS, Optional.empty());
    RatingTable anchored = BradleyTerry.fit(ABC, ABC_RESULTS, Optional.of("C"));
    assertEquals(0.0, elo(anchored, "C"), 0);
    assertEquals(0.0, anchored.rating("C").orElseThrow().standardError(), 1e-9);
    for (String x : ABC) {
      assertEquals(elo(free, x) - elo(free, "C"), elo(anchored, x), 1e-9);
      for (String y : ABC) {
        if (!x.equals(y)) {
          assertEquals(free.los(x, y), anchored.los(x, y), 1e-12);
        }
      }
    }
    // Relative to C, A's standard error is that of the difference A − C.
    double[][] c = free.covariance();
    assertEquals(
        Math.sqrt(c[0][0] + c[2][2] - 2 * c[0][2]),
        anchored.rating("A").orElseThrow().standardError(),
        1e-9);
  }

  @Test
  void anEntrantWithAPerfectScoreGetsAFiniteRatingFromThePriorAheadOfEveryone() {
    List<PairRecord> results = new ArrayList<>(ABC_RESULTS);
    results.add(new PairRecord("D", "A", 2, 0, 0));
    results.add(new PairRecord("B", "D", 0, 0, 3));
    results.add(new PairRecord("D", "C", 1, 0, 0));
    RatingTable table = BradleyTerry.fit(List.of("A", "B", "C", "D"), results, Optional.empty());
    assertTrue(table.prior());
    Rating d = table.rating("D").orElseThrow();
    assertFalse(d.unbounded());
    assertTrue(Double.isFinite(d.elo()) && Double.isFinite(d.errorMargin()));
    assertEquals(
        "won every game: the games alone give no finite rating, so this one rests"
            + " mostly on the prior",
        d.note());
    assertTrue(elo(table, "D") > elo(table, "A"));
    assertTrue(elo(table, "A") > elo(table, "B") && elo(table, "B") > elo(table, "C"));
    assertEquals(0, elo(table, "A") + elo(table, "B") + elo(table, "C") + elo(table, "D"), 1e-9);
    assertTrue(table.los("D", "A") > 0.5 && table.los("D", "A") < 1);
    assertEquals("", table.rating("A").orElseThrow().note());
  }

  /**
   * A 10-0 match: by symmetry the ratings are ±x, where the posterior's gradient vanishes: 10·(1 −
   * L(2x)) + ½ − L(x) = 0 (the games, and one virtual draw against a player rated 0); the interval
   * comes from the posterior's curvature, for the difference 2/(2w + p) with w = s²·10·L(2x)(1 −
   * L(2x)) and p = s²·L(x)(1 − L(x)), s = ln 10/400.
   */
  @Test
  void aTenNilMatchGetsThePosteriorMaximumOfOneVirtualDrawEach() {
    RatingTable table =
        BradleyTerry.fit(
            List.of("A", "B"), List.of(new PairRecord("A", "B", 10, 0, 0)), Optional.empty());
    double lo = 0;
    double hi = 2000;
    for (int i = 0; i < 200; i++) {
      double x = (lo + hi) / 2;
      double gradient = 10 * (1 - Elo.expectedScore(2 * x)) + 0.5 - Elo.expectedScore(x);
      if (gradient > 0) {
        lo = x;
      } else {
        hi = x;
      }
    }
    double x = (lo + hi) / 2;
    assertEquals(x, elo(table, "A"), 1e-6);
    assertEquals(-x, elo(table, "B"), 1e-6);
    double s = Math.log(10) / 400;
    double w = s * s * 10 * Elo.expectedScore(2 * x) * (1 - Elo.expectedScore(2 * x));
    double p = s * s * Elo.expectedScore(x) * (1 - Elo.expectedScore(x));
    double differenceVariance = 2 / (2 * w + p);
    assertEquals(
        Math.sqrt(differenceVariance / 4), table.rating("A").orElseThrow().standardError(), 1e-6);
    assertEquals(Normal.cdf(2 * x / Math.sqrt(differenceVariance)), table.los("A", "B"), 1e-9);
  }

  @Test
  void anEntrantThatLostEveryGameIsRatedBelowEveryoneByThePrior() {
    List<PairRecord> results = new ArrayList<>(ABC_RESULTS);
    results.add(new PairRecord("A", "E", 1, 0, 0));
    RatingTable table = BradleyTerry.fit(List.of("A", "B", "C", "E"), results, Optional.empty());
    Rating e = table.rating("E").orElseThrow();
    assertTrue(e.note().startsWith("lost every game: "), e.note());
    assertTrue(elo(table, "E") < elo(table, "A"));
  }

  @Test
  void anEntrantWithNoGamesSitsOnThePriorAndTheOthersKeepTheirOrder() {
    RatingTable table =
        BradleyTerry.fit(List.of("A", "B", "C", "Idle"), ABC_RESULTS, Optional.empty());
    Rating idle = table.rating("Idle").orElseThrow();
    assertEquals(
        "no games: the games alone give no finite rating, so this one rests mostly on"
            + " the prior",
        idle.note());
    assertTrue(Double.isFinite(table.covariance()[3][3]));
    assertTrue(elo(table, "A") > elo(table, "B") && elo(table, "B") > elo(table, "C"));
  }

  @Test
  void aChainOfCrushingWinsIsOrderedByThePrior() {
    RatingTable table =
        BradleyTerry.fit(
            ABC,
            List.of(new PairRecord("A", "B", 3, 0, 0), new PairRecord("B", "C", 3, 0, 0)),
            Optional.empty());
    assertTrue(table.rating("A").orElseThrow().note().startsWith("won every game: "));
    assertTrue(table.rating("C").orElseThrow().note().startsWith("lost every game: "));
    assertTrue(
        table
            .rating("B")
            .orElseThrow()
            .note()
            .startsWith("played only players with no rating either: "));
    assertTrue(elo(table, "A") > elo(table, "B") && elo(table, "B") > elo(table, "C"));
    assertEquals(0, elo(table, "B"), 1e-9, "the middle of a symmetric chain");
  }

  @Test
  void groupsThatNeverMetAreLinkedOnlyByThePriorAndSaySo() {
    RatingTable table =
        BradleyTerry.fit(
            List.of("A", "B", "C", "D"),
            List.of(new PairRecord("A", "B", 3, 1, 1), new PairRecord("C", "D", 1, 1, 3)),
            Optional.empty());
    assertTrue(table.prior());
    assertTrue(elo(table, "A") > elo(table, "B"));
    assertTrue(elo(table, "D") > elo(table, "C"));
    assertEquals(elo(table, "A"), elo(table, "D"), 1e-9, "mirror images");
    assertEquals(
        "its group is linked to the other entrants only by the prior",
        table.rating("B").orElseThrow().note());
    assertEquals(0.5, table.los("A", "D"), 1e-9);
  }

  @Test
  void groupsThatOnlyEverBeatTheOtherGroupAreOrderedByThePriorAroundTheAnchor() {
    RatingTable table =
        BradleyTerry.fit(
            List.of("A", "B", "C", "D"),
            List.of(
                new PairRecord("A", "B", 1, 0, 1),
                new PairRecord("C", "D", 1, 0, 1),
                new PairRecord("A", "C", 2, 0, 0),
                new PairRecord("B", "D", 2, 0, 0)),
            Optional.of("C"));
    assertEquals(0.0, elo(table, "C"), 1e-9);
    assertEquals(0.0, table.rating("C").orElseThrow().standardError(), 1e-9);
    assertTrue(elo(table, "A") > 0 && elo(table, "B") > 0);
    assertTrue(table.los("A", "C") > 0.5);
  }

  @Test
  void recordsOfOnePairAddUpInEitherOrder() {
    RatingTable split =
        BradleyTerry.fit(
            ABC,
            List.of(
                new PairRecord("A", "B", 4, 1, 1), new PairRecord("B", "A", 1, 1, 2),
                new PairRecord("C", "A", 1, 2, 7), new PairRecord("B", "C", 5, 2, 3)),
            Optional.empty());
    RatingTable whole = BradleyTerry.fit(ABC, ABC_RESULTS, Optional.empty());
    for (String x : ABC) {
      assertEquals(elo(whole, x), elo(split, x), 1e-9);
    }
  }

  @Test
  void refusesUnknownNamesAndRepeatedNames() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            BradleyTerry.fit(
                List.of("A", "B"), List.of(new PairRecord("A", "Z", 1, 0, 0)), Optional.empty()));
    assertThrows(
        IllegalArgumentException.class, () -> BradleyTerry.fit(ABC, ABC_RESULTS, Optional.of("Z")));
    assertThrows(
        IllegalArgumentException.class,
        () -> BradleyTerry.fit(List.of("A", "A"), List.of(), Optional.empty()));
    assertThrows(
        IllegalArgumentException.class,
        () -> BradleyTerry.fit(ABC, ABC_RESULTS, Optional.empty()).los("A", "Z"));
  }

  private static void assertRating(RatingTable table, String name, double elo, double error) {
    Rating rating = table.rating(name).orElseThrow();
    assertFalse(rating.unbounded());
    assertEquals(elo, rating.elo(), 1e-3);
    assertEquals(error, rating.standardError(), 5e-3);
    assertEquals(1.959964 * rating.standardError(), rating.errorMargin(), 1e-4);
  }

  private static double elo(RatingTable table, String name) {
    return table.rating(name).orElseThrow().elo();
  }
}
