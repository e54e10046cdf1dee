package dev.ply.poker;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Options;
import org.junit.jupiter.api.Test;

/**
 * Leduc hold'em against OpenSpiel's published figures for its leduc_poker, computed on the plugin's
 * own tree ({@link GameTree}).
 */
class LeducPokerValueTest {

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
}
