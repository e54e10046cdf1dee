package dev.ply.cfr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.cfr.regret.CfrPlus;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.regret.VanillaCfr;
import dev.ply.cfr.tree.BestResponse;
import dev.ply.cfr.tree.GameTree;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * CFR and CFR+ here are OpenSpiel's, iteration for iteration: the exploitability of the average
 * policy after t iterations equals, to 1e-9, what OpenSpiel's C++ solvers give with its own {@code
 * algorithms::Exploitability}: {@code CFRSolverBase(game, false, false, false)} (simultaneous
 * updates, uniform averaging: Zinkevich et al.'s CFR) and {@code CFRPlusSolver}, at commit
 * 112b77704631fc2ce7ad8e4581f6ca09798ce15a of github.com/google-deepmind/open_spiel, run by the
 * driver {@code benchmarks/cfr/openspiel_curves.cc} (its README says how to build it). Two
 * implementations that share no code, and two best responses, agree to twelve digits.
 *
 * <p>On Leduc, CFR+ parts from OpenSpiel's after about 120 iterations (0.5% apart at 150, both
 * still converging): regret matching+ floors at zero regrets that are exactly zero in exact
 * arithmetic, and a rounding error of 1e-17 on the right side of zero, alone positive, takes the
 * whole policy of its information set. The comparison stops at 100.
 */
class OpenSpielAgreementTest {

  private static Map<Integer, Double> figures(double... pairs) {
    Map<Integer, Double> m = new TreeMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      m.put((int) pairs[i], pairs[i + 1]);
    }
    return m;
  }

  private static void agree(
      GameTree tree, Function<GameTree, RegretMinimizer> make, Map<Integer, Double> openSpiel) {
    RegretMinimizer m = make.apply(tree);
    BestResponse br = new BestResponse(tree);
    int last = ((TreeMap<Integer, Double>) openSpiel).lastKey();
    for (int t = 1; t <= last; t++) {
      m.iterate();
      Double expected = openSpiel.get(t);
      if (expected != null) {
        assertEquals(expected, br.exploitability(m.averagePolicy()), 1e-9, "iteration " + t);
      }
    }
  }

  @Test
  void vanillaCfrOnKuhnPokerIsOpenSpielsToTheLastDigits() {
    agree(
        Trees.kuhn(),
        VanillaCfr::new,
        figures(
            1,
            0.45833333333333326,
            2,
            0.3125,
            5,
            0.18857323232323231,
            10,
            0.096208500201405034,
            20,
            0.06628137899841563,
            50,
            0.036218246747351662,
            100,
            0.025674735846947849,
            1000,
            0.0072691064085637913));
  }

  @Test
  void cfrPlusOnKuhnPokerIsOpenSpielsToTheLastDigits() {
    agree(
        Trees.kuhn(),
        CfrPlus::new,
        figures(
            1,
            0.45833333333333326,
            2,
            0.26388888888888884,
            5,
            0.073344529495947886,
            10,
            0.032687090668344826,
            20,
            0.010108977366395461,
            50,
            0.0027972506046415047,
            100,
            0.0011944041011116846,
            200,
            0.00029496048351493331,
            500,
            0.00017269684974360877,
            1000,
            8.7365322520849276e-05));
  }

  @Test
  void vanillaCfrOnLeducPokerIsOpenSpiels() {
    agree(
        Trees.leduc(),
        VanillaCfr::new,
        figures(
            1,
            2.3736111111111109,
            2,
            2.3009708049886619,
            5,
            1.5035951639504681,
            10,
            0.92701857196766912,
            20,
            0.59116238626422879,
            50,
            0.2809145137161585,
            100,
            0.1730343119208263));
  }

  @Test
  void cfrPlusOnLeducPokerIsOpenSpielsForItsFirstHundredIterations() {
    agree(
        Trees.leduc(),
        CfrPlus::new,
        figures(
            1,
            2.3736111111111109,
            2,
            2.0579166666666668,
            5,
            1.371232370427995,
            10,
            0.61043890159040659,
            20,
            0.17365537344197066,
            50,
            0.034121456494549313,
            100,
            0.013415994970897835));
  }
}
