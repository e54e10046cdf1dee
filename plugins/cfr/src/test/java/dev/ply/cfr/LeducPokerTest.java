package dev.ply.cfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.cfr.regret.CfrPlus;
import dev.ply.cfr.regret.RegretMinimizer;
import dev.ply.cfr.tree.BestResponse;
import dev.ply.cfr.tree.GameTree;
import org.junit.jupiter.api.Test;

/**
 * CFR+ on Leduc hold'em reaches the value OpenSpiel's sequence-form linear program finds,
 * -0.085606424078 for the first player (open_spiel/algorithms/ortools/sequence_form_lp_test.cc and
 * open_spiel/python/algorithms/sequence_form_lp_test.py, which cite Appendix E.2 of Lanctot et al.
 * 2017, "A Unified Game-Theoretic Approach to Multiagent Reinforcement Learning").
 */
class LeducPokerTest {

  private static final double VALUE = -0.085606424078;

  @Test
  void bestResponsesToCfrPlusBracketTheLinearProgramsValue() {
    GameTree tree = Trees.leduc();
    RegretMinimizer m = new CfrPlus(tree);
    for (int t = 0; t < 2000; t++) {
      m.iterate();
    }
    double[] average = m.averagePolicy();
    BestResponse br = new BestResponse(tree);
    // Whatever the policies, seat 0's best response to seat 1's is worth at least the game value
    // and seat 1's best response to seat 0's holds seat 0 to at most it.
    double upper = br.bestResponse(average, 0);
    double lower = -br.bestResponse(average, 1);
    assertTrue(lower <= VALUE && VALUE <= upper, lower + " .. " + upper);
    double e = (upper - lower) / 2;
    assertTrue(e < 1e-4, "exploitability " + e + " after 2000 iterations");
    assertEquals(VALUE, br.value(average), 2 * e);
  }
}
