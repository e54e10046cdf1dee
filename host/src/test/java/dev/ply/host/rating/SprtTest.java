package dev.ply.host.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Golden LLRs and bounds of REFERENCE.md, "Ratings and tests", to the printed six decimals. */
class SprtTest {

  private static final long[] TRINOMIAL = {65804, 56553, 65388};

  @Test
  void logisticLlrOfTheFishtestSizedTrinomialBetweenMinus3And1Is2Point049043() {
    assertEquals(2.049043, Sprt.llrLogistic(TRINOMIAL, -3, 1), 5e-7);
  }

  @Test
  void logisticLlrOfTheBalancedPentanomialBetweenMinus3And1Is2Point131068() {
    assertEquals(2.131068, Sprt.llrLogistic(PentanomialTest.BALANCED, -3, 1), 5e-7);
  }

  @Test
  void normalizedLlrOfTheBalancedPentanomialBetween0And2IsMinus6Point070429() {
    assertEquals(-6.070429, Sprt.llrNormalized(PentanomialTest.BALANCED, 0, 2), 5e-7);
  }

  @Test
  void logisticLlrOfTheDrawishPentanomialBetween0Point2And0Point9Is2Point162543() {
    assertEquals(2.162543, Sprt.llrLogistic(PentanomialTest.DRAWISH, 0.2, 0.9), 5e-7);
  }

  @Test
  void normalizedLlrOfTheDrawishPentanomialBetween0Point764And3Point439Is2Point162941() {
    assertEquals(2.162941, Sprt.llrNormalized(PentanomialTest.DRAWISH, 0.764, 3.439), 5e-7);
  }

  @Test
  void swappingTheHypothesesNegatesTheLlrAndEqualHypothesesGiveZero() {
    assertEquals(-Sprt.llrLogistic(TRINOMIAL, -3, 1), Sprt.llrLogistic(TRINOMIAL, 1, -3), 1e-9);
    assertEquals(0.0, Sprt.llrLogistic(TRINOMIAL, 1, 1), 1e-12);
    assertEquals(-Sprt.llrNormalized(TRINOMIAL, 0, 2), Sprt.llrNormalized(TRINOMIAL, 2, 0), 1e-9);
  }

  @Test
  void boundsForFivePercentErrorsArePlusAndMinus2Point944439() {
    assertEquals(2.944439, Sprt.upperBound(0.05, 0.05), 5e-7);
    assertEquals(-2.944439, Sprt.lowerBound(0.05, 0.05), 5e-7);
    assertEquals(Math.log(0.9 / 0.05), Sprt.upperBound(0.05, 0.1), 1e-15);
    assertEquals(Math.log(0.1 / 0.95), Sprt.lowerBound(0.05, 0.1), 1e-15);
  }

  @Test
  void decidesAtTheBoundsAndContinuesBetweenThem() {
    double upper = Sprt.upperBound(0.05, 0.05);
    assertEquals(Sprt.Decision.ACCEPT_H1, Sprt.decide(upper, 0.05, 0.05));
    assertEquals(Sprt.Decision.ACCEPT_H1, Sprt.decide(3.0, 0.05, 0.05));
    assertEquals(Sprt.Decision.ACCEPT_H0, Sprt.decide(-upper, 0.05, 0.05));
    assertEquals(Sprt.Decision.ACCEPT_H0, Sprt.decide(-3.0, 0.05, 0.05));
    assertEquals(Sprt.Decision.CONTINUE, Sprt.decide(2.9, 0.05, 0.05));
    assertEquals(
        Sprt.Decision.CONTINUE, Sprt.decide(Sprt.llrLogistic(TRINOMIAL, -3, 1), 0.05, 0.05));
  }

  @Test
  void refusesErrorRatesOutsideTheUnitIntervalOrSummingToOne() {
    assertThrows(IllegalArgumentException.class, () -> Sprt.upperBound(0, 0.05));
    assertThrows(IllegalArgumentException.class, () -> Sprt.lowerBound(0.05, 1));
    assertThrows(IllegalArgumentException.class, () -> Sprt.decide(0, 0.5, 0.5));
    assertThrows(IllegalArgumentException.class, () -> Sprt.decide(Double.NaN, 0.05, 0.05));
  }

  @Test
  void refusesCountsThatAreNeitherThreeNorFive() {
    assertThrows(
        IllegalArgumentException.class, () -> Sprt.llrLogistic(new long[] {1, 2, 3, 4}, 0, 5));
    assertThrows(IllegalArgumentException.class, () -> Sprt.llrNormalized(new long[] {1, 2}, 0, 5));
  }
}
