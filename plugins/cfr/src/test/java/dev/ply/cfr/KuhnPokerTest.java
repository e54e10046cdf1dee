package dev.ply.cfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.cfr.regret.CfrPlus;
import dev.ply.cfr.regret.ExternalSamplingMccfr;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.regret.VanillaCfr;
import dev.ply.cfr.tree.BestResponse;
import dev.ply.cfr.tree.GameTree;
import org.junit.jupiter.api.Test;

/**
 * The three minimizers on Kuhn poker (Kuhn 1950): the game value -1/18, the equilibrium family, and
 * exploitability falling to 0 as the papers show.
 */
class KuhnPokerTest {

  private static final double VALUE = -1.0 / 18;

  private static double[] run(RegretMinimizer m, int iterations) {
    for (int t = 0; t < iterations; t++) {
      m.iterate();
    }
    return m.averagePolicy();
  }

  @Test
  void cfrPlusReachesKuhnsValueAndAnExploitabilityBelowOneThousandth() {
    GameTree tree = Trees.kuhn();
    BestResponse br = new BestResponse(tree);
    double[] average = run(new CfrPlus(tree), 2000);
    double e = br.exploitability(average);
    assertTrue(e < 1e-3, "exploitability " + e);
    // Neither seat can gain more than 2e by deviating, so the value is within 2e of -1/18.
    assertEquals(VALUE, br.value(average), 2 * e);
  }

  @Test
  void vanillaCfrReachesKuhnsValue() {
    GameTree tree = Trees.kuhn();
    BestResponse br = new BestResponse(tree);
    double[] average = run(new VanillaCfr(tree), 2000);
    double e = br.exploitability(average);
    assertTrue(e < 1e-2, "exploitability " + e);
    assertEquals(VALUE, br.value(average), 2 * e);
  }

  @Test
  void everyMinimizersExploitabilityFallsWithTheIterations() {
    GameTree tree = Trees.kuhn();
    BestResponse br = new BestResponse(tree);
    for (RegretMinimizer m :
        new RegretMinimizer[] {
          new VanillaCfr(tree), new CfrPlus(tree), new ExternalSamplingMccfr(tree, 7)
        }) {
      double before = br.exploitability(run(m, 10));
      double after = br.exploitability(run(m, 990));
      assertTrue(after < before / 5, m.getClass().getSimpleName() + ": " + before + " " + after);
    }
  }

  @Test
  void cfrPlusEndsInKuhnsEquilibriumFamily() {
    // Kuhn (1950): the first player bets a jack with some alpha in [0, 1/3], a king with 3 alpha,
    // never bets a queen, calls a bet after checking a queen with alpha + 1/3, folds a jack to a
    // bet
    // and calls with a king; the second player bets a jack after a check with 1/3, calls a bet
    // with a queen with 1/3, checks a queen behind, always bets and calls with a king, folds a
    // jack.
    GameTree tree = Trees.kuhn();
    double[] p = run(new CfrPlus(tree), 5000);
    double tolerance = 0.01;
    double alpha = bold(tree, p, "player 1 of 2 | card J | bets: none");
    assertTrue(alpha > -tolerance && alpha < 1.0 / 3 + tolerance, "alpha " + alpha);
    assertEquals(3 * alpha, bold(tree, p, "player 1 of 2 | card K | bets: none"), 3 * tolerance);
    assertEquals(0, bold(tree, p, "player 1 of 2 | card Q | bets: none"), tolerance);
    assertEquals(0, bold(tree, p, "player 1 of 2 | card J | bets: check bet"), tolerance);
    assertEquals(
        alpha + 1.0 / 3, bold(tree, p, "player 1 of 2 | card Q | bets: check bet"), 2 * tolerance);
    assertEquals(1, bold(tree, p, "player 1 of 2 | card K | bets: check bet"), tolerance);
    assertEquals(1.0 / 3, bold(tree, p, "player 2 of 2 | card J | bets: check"), tolerance);
    assertEquals(0, bold(tree, p, "player 2 of 2 | card Q | bets: check"), tolerance);
    assertEquals(1, bold(tree, p, "player 2 of 2 | card K | bets: check"), tolerance);
    assertEquals(0, bold(tree, p, "player 2 of 2 | card J | bets: bet"), tolerance);
    assertEquals(1.0 / 3, bold(tree, p, "player 2 of 2 | card Q | bets: bet"), tolerance);
    assertEquals(1, bold(tree, p, "player 2 of 2 | card K | bets: bet"), tolerance);
  }

  /** The probability of the bold move (bet or call, the second listed) at an information set. */
  private static double bold(GameTree tree, double[] policy, String observation) {
    int seat = observation.startsWith("player 1") ? 0 : 1;
    int s = tree.setOf(seat + "|" + observation);
    assertTrue(s >= 0, "no information set " + observation);
    return policy[tree.offset[s] + 1];
  }

  @Test
  void monteCarloCfrConvergesMoreSlowlyPerIterationButConverges() {
    GameTree tree = Trees.kuhn();
    BestResponse br = new BestResponse(tree);
    double plus = br.exploitability(run(new CfrPlus(tree), 1000));
    RegretMinimizer mc = new ExternalSamplingMccfr(tree, 1);
    double early = br.exploitability(run(mc, 1000));
    double late = br.exploitability(run(mc, 99_000));
    assertTrue(early > plus, "mccfr " + early + " cfr+ " + plus + " after 1000 iterations");
    assertTrue(late < early / 3 && late < 0.01, "mccfr " + early + " then " + late);
    assertEquals(VALUE, br.value(mc.averagePolicy()), 2 * late);
  }

  @Test
  void monteCarloCfrIsTheSameForTheSameSeed() {
    GameTree tree = Trees.kuhn();
    double[] a = run(new ExternalSamplingMccfr(tree, 42), 500);
    double[] b = run(new ExternalSamplingMccfr(tree, 42), 500);
    double[] c = run(new ExternalSamplingMccfr(tree, 43), 500);
    assertTrue(java.util.Arrays.equals(a, b));
    assertTrue(!java.util.Arrays.equals(a, c));
  }
}
