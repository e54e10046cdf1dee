package dev.ply.poker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Options;
import org.junit.jupiter.api.Test;

/**
 * Leduc hold'em against OpenSpiel's published figures for its leduc_poker, computed on the plugin's
 * own tree ({@link GameTree}).
 */
class LeducPokerValueTest {

  /** CFR+ iterations: 4000 take a few seconds and bracket the value within about 5e-5. */
  private static final int ITERATIONS = 4000;

  /** The widest bracket the test accepts: twice what 4000 iterations give. */
  private static final double WIDTH = 1e-4;

  static GameTree tree() {
    return GameTree.of(new LeducPoker().newGame(Options.empty()), 2);
  }

  @Test
  void theTreeHasOpenSpielsCounts() {
    // OpenSpiel's integration_tests/api_test.py: leduc_poker has 157 chance nodes (the first
    // private card, 6 second ones, and a board card after each of the 5 first rounds that end
    // without a fold, for each of the 30 deals: 1 + 6 + 150), 3780 decision nodes, 5520 terminal
    // ones and 936 information sets (leduc_poker.h's kNumInfoStates).
    GameTree tree = tree();
    assertEquals(157, tree.count(GameTree.CHANCE));
    assertEquals(3780, tree.count(GameTree.DECISION));
    assertEquals(5520, tree.count(GameTree.TERMINAL));
    assertEquals(936, tree.infoSets.size());
  }

  @Test
  void uniformAndFirstMovePoliciesAreAsFarFromEquilibriumAsOpenSpielFinds() {
    // OpenSpiel's algorithms/tabular_best_response_mdp_test.cc: NashConv of the uniform policy is
    // 4.747222222222222, that of always taking the first action (fold when facing a bet, else
    // check) 2.0.
    GameTree tree = tree();
    Q uniform = KuhnPokerValueTest.nashConv(tree, KuhnPokerValueTest.UNIFORM);
    assertEquals(4.747222222222222, uniform.toDouble(), 1e-12, "exactly " + uniform);
    assertEquals(Q.of(2, 1), KuhnPokerValueTest.nashConv(tree, KuhnPokerValueTest.FIRST_MOVE));
  }

  @Test
  void bestResponsesToCfrPlusBracketOpenSpielsGameValue() {
    // OpenSpiel's sequence-form LP tests (algorithms/ortools/sequence_form_lp_test.cc,
    // python/algorithms/sequence_form_lp_test.py) solve leduc_poker to -0.085606424078 for the
    // first player. Whatever strategies CFR+ ends with, the first player's best response to the
    // second's is worth at least the game value, and the second's best response to the first's
    // holds the first to at most it: the value must lie between the two.
    GameTree tree = tree();
    CfrPlus cfr = new CfrPlus(tree);
    cfr.run(ITERATIONS);
    GameTree.Policy<Double> average = cfr.averagePolicy();
    double upper = tree.bestResponse(GameTree.DOUBLE, average, 0);
    double lower = -tree.bestResponse(GameTree.DOUBLE, average, 1);
    double value = -0.085606424078;
    assertTrue(lower <= value + 1e-9 && value - 1e-9 <= upper, lower + " .. " + upper);
    assertTrue(upper - lower < WIDTH, "the bracket " + lower + " .. " + upper + " is too wide");
  }
}
