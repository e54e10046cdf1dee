package dev.ply.simultaneous.matrix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SimplexMethodTest {

  private static final Fraction THIRD = Fraction.of(1, 3);

  @Test
  void rockPaperScissorsHasValueZeroAndTheUniformEquilibrium() {
    // Rows and columns rock, paper, scissors; +1 when the row wins.
    int[][] rps = {{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}};
    Equilibrium e = SimplexMethod.solve(rps);
    assertEquals(Fraction.ZERO, e.value());
    assertArrayEquals(new Fraction[] {THIRD, THIRD, THIRD}, e.rows());
    assertArrayEquals(new Fraction[] {THIRD, THIRD, THIRD}, e.columns());
  }

  @Test
  void matchingPenniesHasValueZeroAndHalvesForBoth() {
    Equilibrium e = SimplexMethod.solve(new int[][] {{1, -1}, {-1, 1}});
    Fraction half = Fraction.of(1, 2);
    assertEquals(Fraction.ZERO, e.value());
    assertArrayEquals(new Fraction[] {half, half}, e.rows());
    assertArrayEquals(new Fraction[] {half, half}, e.columns());
  }

  @Test
  void aSaddlePointIsPlayedPure() {
    // Row 2 dominates and column 1 is the column player's best reply to it: the saddle is 2.
    Equilibrium e = SimplexMethod.solve(new int[][] {{1, 3}, {2, 4}});
    assertEquals(Fraction.of(2), e.value());
    assertArrayEquals(new Fraction[] {Fraction.ZERO, Fraction.ONE}, e.rows());
    assertArrayEquals(new Fraction[] {Fraction.ONE, Fraction.ZERO}, e.columns());
  }

  @Test
  void aTwoByTwoWithoutSaddleHasTheClosedFormValue() {
    // v = (ad - bc) / (a + d - b - c) for [[a, b], [c, d]] without a saddle point; x_1 = (d - c) /
    // …
    int[][] a = {{3, -1}, {-2, 1}};
    Equilibrium e = SimplexMethod.solve(a);
    assertEquals(Fraction.of(3 * 1 - (-1) * (-2), 3 + 1 + 1 + 2), e.value()); // 1/7
    assertArrayEquals(new Fraction[] {Fraction.of(3, 7), Fraction.of(4, 7)}, e.rows());
    assertArrayEquals(new Fraction[] {Fraction.of(2, 7), Fraction.of(5, 7)}, e.columns());
  }

  @Test
  void twoFingerMorraIsFairAndItsSolutionIsOneOfTheKnownOptimalStrategies() {
    // Strategies (show, guess the other's show) in order (1,1), (1,2), (2,1), (2,2); a right guess
    // alone wins the sum of the fingers. Its value is 0, and a strategy is optimal exactly when it
    // mixes only (1,2) and (2,1) with (1,2) between 4/7 and 3/5 (Ferguson, Game Theory, 2.5).
    int[][] morra = {
      {0, 2, -3, 0},
      {-2, 0, 0, 3},
      {3, 0, 0, -4},
      {0, -3, 4, 0}
    };
    Equilibrium e = SimplexMethod.solve(morra);
    assertEquals(Fraction.ZERO, e.value());
    for (Fraction[] p : new Fraction[][] {e.rows(), e.columns()}) {
      assertEquals(Fraction.ZERO, p[0]);
      assertEquals(Fraction.ZERO, p[3]);
      assertTrue(p[1].compareTo(Fraction.of(4, 7)) >= 0 && p[1].compareTo(Fraction.of(3, 5)) <= 0);
    }
  }

  @Test
  void everySolutionOfRandomMatricesIsCertifiedByTheMinimaxTheorem() {
    // The row strategy earns at least the value against every column, the column strategy gives up
    // at most the value against every row: then both are optimal and the value is the game's.
    SplittableRandom random = new SplittableRandom(32);
    for (int t = 0; t < 200; t++) {
      int m = 1 + random.nextInt(6);
      int n = 1 + random.nextInt(6);
      int[][] a = new int[m][n];
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
          a[i][j] = random.nextInt(-9, 10);
        }
      }
      Equilibrium e = SimplexMethod.solve(a);
      assertEquals(Fraction.ONE, sum(e.rows()));
      assertEquals(Fraction.ONE, sum(e.columns()));
      for (int j = 0; j < n; j++) {
        Fraction earned = Fraction.ZERO;
        for (int i = 0; i < m; i++) {
          assertTrue(e.rows()[i].signum() >= 0);
          earned = earned.add(e.rows()[i].multiply(Fraction.of(a[i][j])));
        }
        assertTrue(earned.compareTo(e.value()) >= 0, "column " + j + " of matrix " + t);
      }
      for (int i = 0; i < m; i++) {
        Fraction given = Fraction.ZERO;
        for (int j = 0; j < n; j++) {
          assertTrue(e.columns()[j].signum() >= 0);
          given = given.add(e.columns()[j].multiply(Fraction.of(a[i][j])));
        }
        assertTrue(given.compareTo(e.value()) <= 0, "row " + i + " of matrix " + t);
      }
    }
  }

  private static Fraction sum(Fraction[] p) {
    Fraction s = Fraction.ZERO;
    for (Fraction f : p) {
      s = s.add(f);
    }
    return s;
  }
}
