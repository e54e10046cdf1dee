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
  private static final List<PairRecord> ABC_RESULTS = List.of(
      new PairRecord("A", "B", 6, 2, 2),
      new PairRecord("A", "C", 7, 2, 1),
      new PairRecord("B", "C", 5, 2, 3));

  /**
   * The reference prints A +128.651, B −25.902, C −102.749 and LOS 0.93956. The exact maximum
   * (where the gradient vanishes to 1e-10, by Newton and by Hunter's MM alike) is A +128.6502,
   * B −25.9017, C −102.7485, LOS 0.939554: the printed values are within one unit of their last
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
    RatingTable table = BradleyTerry.fit(List.of("A", "B"),
        List.of(new PairRecord("A", "B", 6, 2, 2)), Optional.of("B"));
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
    assertEquals(Math.sqrt(c[0][0] + c[2][2] - 2 * c[0][2]),
        anchored.rating("A").orElseThrow().standardError(), 1e-9);
  }

  @Test
  void anEntrantWithAPerfectScoreIsUnboundedAndTheRestFitAsWithoutIt() {
    List<PairRecord> results = new ArrayList<>(ABC_RESULTS);
    results.add(new PairRecord("D", "A", 2, 0, 0));
    results.add(new PairRecord("B", "D", 0, 0, 3));
    results.add(new PairRecord("D", "C", 1, 0, 0));
    RatingTable table = BradleyTerry.fit(List.of("A", "B", "C", "D"), results, Optional.empty());
    RatingTable without = BradleyTerry.fit(ABC, ABC_RESULTS, Optional.empty());

    Rating d = table.rating("D").orElseThrow();
    assertTrue(d.unbounded());
    assertEquals(Double.POSITIVE_INFINITY, d.elo());
    assertTrue(Double.isNaN(d.standardError()));
    assertEquals("won every game: no finite estimate", d.note());
    for (String x : ABC) {
      Rating rating = table.rating(x).orElseThrow();
      assertFalse(rating.unbounded());
      assertEquals("", rating.note());
      assertEquals(elo(without, x), rating.elo(), 1e-9);
      assertEquals(without.rating(x).orElseThrow().standardError(), rating.standardError(), 1e-9);
    }
    assertTrue(Double.isNaN(table.los("D", "A")));
    assertEquals(without.los("A", "B"), table.los("A", "B"), 1e-12);
  }

  @Test
  void anEntrantThatLostEveryGameIsUnboundedBelow() {
    List<PairRecord> results = new ArrayList<>(ABC_RESULTS);
    results.add(new PairRecord("A", "E", 1, 0, 0));
    Rating e = BradleyTerry.fit(List.of("A", "B", "C", "E"), results, Optional.empty())
        .rating("E").orElseThrow();
    assertTrue(e.unbounded());
    assertEquals(Double.NEGATIVE_INFINITY, e.elo());
    assertEquals("lost every game: no finite estimate", e.note());
  }

  @Test
  void anEntrantWithNoGamesIsUnboundedWithTheNoteNoGames() {
    RatingTable table =
        BradleyTerry.fit(List.of("A", "B", "C", "Idle"), ABC_RESULTS, Optional.empty());
    Rating idle = table.rating("Idle").orElseThrow();
    assertTrue(idle.unbounded());
    assertTrue(Double.isNaN(idle.elo()));
    assertEquals("no games", idle.note());
    assertTrue(Double.isNaN(table.covariance()[3][3]));
    assertEquals(128.65, elo(table, "A"), 1e-2);
  }

  @Test
  void aChainOfCrushingWinsLeavesNoFiniteRating() {
    RatingTable table = BradleyTerry.fit(ABC,
        List.of(new PairRecord("A", "B", 3, 0, 0), new PairRecord("B", "C", 3, 0, 0)),
        Optional.empty());
    assertEquals("won every game: no finite estimate", table.rating("A").orElseThrow().note());
    assertEquals("lost every game: no finite estimate", table.rating("C").orElseThrow().note());
    Rating b = table.rating("B").orElseThrow();
    assertTrue(b.unbounded());
    assertEquals("played only unbounded entrants: no finite estimate", b.note());
  }

  @Test
  void groupsThatNeverMetAreRatedApartAndSaySo() {
    RatingTable table = BradleyTerry.fit(List.of("A", "B", "C", "D"),
        List.of(new PairRecord("A", "B", 3, 1, 1), new PairRecord("C", "D", 1, 1, 3)),
        Optional.empty());
    assertEquals(Elo.fromScore(0.7) / 2, elo(table, "A"), 1e-9);
    assertEquals(-Elo.fromScore(0.7) / 2, elo(table, "C"), 1e-9);
    assertEquals("comparable only within the group A, B: the results do not link it to the other"
        + " rated entrants", table.rating("B").orElseThrow().note());
    assertTrue(Double.isNaN(table.los("A", "C")));
    assertTrue(table.los("A", "B") > 0.5);
  }

  @Test
  void groupsThatOnlyEverBeatTheOtherGroupAreRatedApart() {
    RatingTable table = BradleyTerry.fit(List.of("A", "B", "C", "D"),
        List.of(new PairRecord("A", "B", 1, 0, 1), new PairRecord("C", "D", 1, 0, 1),
            new PairRecord("A", "C", 2, 0, 0), new PairRecord("B", "D", 2, 0, 0)),
        Optional.of("C"));
    for (String x : List.of("A", "B", "C", "D")) {
      assertFalse(table.rating(x).orElseThrow().unbounded());
    }
    assertEquals(0.0, elo(table, "A"), 1e-9);
    assertEquals(0.0, elo(table, "D"), 1e-9);
    assertTrue(table.rating("A").orElseThrow().note().startsWith(
        "comparable only within the group A, B"));
    assertTrue(table.rating("A").orElseThrow().note().endsWith(
        "the anchor C is in another group: ratings sum to 0"));
    assertTrue(Double.isNaN(table.los("A", "C")));
  }

  @Test
  void recordsOfOnePairAddUpInEitherOrder() {
    RatingTable split = BradleyTerry.fit(ABC, List.of(
        new PairRecord("A", "B", 4, 1, 1), new PairRecord("B", "A", 1, 1, 2),
        new PairRecord("C", "A", 1, 2, 7), new PairRecord("B", "C", 5, 2, 3)), Optional.empty());
    RatingTable whole = BradleyTerry.fit(ABC, ABC_RESULTS, Optional.empty());
    for (String x : ABC) {
      assertEquals(elo(whole, x), elo(split, x), 1e-9);
    }
  }

  @Test
  void refusesUnknownNamesAndRepeatedNames() {
    assertThrows(IllegalArgumentException.class, () -> BradleyTerry.fit(List.of("A", "B"),
        List.of(new PairRecord("A", "Z", 1, 0, 0)), Optional.empty()));
    assertThrows(IllegalArgumentException.class,
        () -> BradleyTerry.fit(ABC, ABC_RESULTS, Optional.of("Z")));
    assertThrows(IllegalArgumentException.class,
        () -> BradleyTerry.fit(List.of("A", "A"), List.of(), Optional.empty()));
    assertThrows(IllegalArgumentException.class,
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
