package dev.ply.simultaneous.matrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RegretMatchingTest {

  private static final double[][] RPS = {{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}};

  @Test
  void fromPureRockTheAverageStrategiesOfRockPaperScissorsConvergeToUniform() {
    // Started uniform, regret matching would stay there; from pure rock it cycles and averages out.
    double[] rock = {1, 0, 0};
    RegretMatching rm = new RegretMatching(RPS, rock, rock);
    double last = Double.POSITIVE_INFINITY;
    for (int k = 10; k <= 100_000; k *= 10) {
      while (rm.iterations() < k) {
        rm.iterate();
      }
      assertTrue(rm.exploitability() < last, "exploitability falls: " + rm.exploitability());
      last = rm.exploitability();
    }
    assertTrue(last < 0.01, "exploitability after 100,000 iterations: " + last);
    for (int seat = 0; seat < 2; seat++) {
      for (double p : rm.average(seat)) {
        assertEquals(1.0 / 3, p, 0.01);
      }
    }
    assertEquals(0, rm.averageValue(), 0.01);
  }

  @Test
  void itsAverageValueAgreesWithTheSimplexMethodOnRandomMatrices() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(7);
    for (int t = 0; t < 20; t++) {
      int[][] a = new int[2 + random.nextInt(4)][2 + random.nextInt(4)];
      for (int[] row : a) {
        for (int j = 0; j < row.length; j++) {
          row[j] = random.nextInt(-5, 6);
        }
      }
      RegretMatching rm = new RegretMatching(RegretMatching.toDoubles(a));
      for (int i = 0; i < 20_000; i++) {
        rm.iterate();
      }
      double exact = SimplexMethod.solve(a).value().doubleValue();
      // The value of an e-equilibrium is within e of the game's (each side guarantees it to e).
      assertEquals(exact, rm.averageValue(), rm.exploitability() * 2 + 1e-9, "matrix " + t);
      assertTrue(rm.exploitability() < 0.05, "exploitability " + rm.exploitability());
    }
  }

  @Test
  void theExploitabilityOfAnEquilibriumIsZeroAndOfAPureStrategyInRockPaperScissorsOne() {
    double[] third = {1.0 / 3, 1.0 / 3, 1.0 / 3};
    assertEquals(0, RegretMatching.exploitability(RPS, third, third), 1e-12);
    // Rock against uniform: the column's best reply (paper) wins 1, the row's gains nothing: 1/2.
    assertEquals(0.5, RegretMatching.exploitability(RPS, new double[] {1, 0, 0}, third), 1e-12);
  }
}
