package dev.ply.poker;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Options;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Kuhn poker against its literature: the game value -1/18 (Kuhn 1950), and the size of the tree and
 * the distance from equilibrium of simple policies as OpenSpiel's tests publish them, for two and
 * three players. Every figure is computed on the plugin's own tree ({@link GameTree}).
 */
class KuhnPokerValueTest {

  static GameTree tree(int players) {
    var game = players == 2 ? new KuhnPoker() : new KuhnPokerThree();
    return GameTree.of(game.newGame(Options.empty()), players);
  }

  /**
   * Kuhn's equilibrium family, as the probability of the bold move (bet or call) at each of the
   * twelve information sets, keyed by the plugin's observation text. The first player bets a jack
   * with probability alpha and a king with 3 alpha, always checks a queen and calls a bet after it
   * with alpha + 1/3, folds a jack to a bet and calls with a king. The second player always bets or
   * calls with a king, calls a bet with a queen with 1/3 and checks behind it, folds a jack to a
   * bet and bets a jack after a check with 1/3.
   */
  static Map<String, Q> equilibrium(Q alpha) {
    Q third = Q.of(1, 3);
    Map<String, Q> bold = new HashMap<>();
    bold.put("player 1 of 2 | card J | bets: none", alpha);
    bold.put("player 1 of 2 | card Q | bets: none", Q.ZERO);
    bold.put("player 1 of 2 | card K | bets: none", alpha.times(Q.of(3, 1)));
    bold.put("player 1 of 2 | card J | bets: check bet", Q.ZERO);
    bold.put("player 1 of 2 | card Q | bets: check bet", alpha.plus(third));
    bold.put("player 1 of 2 | card K | bets: check bet", Q.ONE);
    bold.put("player 2 of 2 | card J | bets: check", third);
    bold.put("player 2 of 2 | card Q | bets: check", Q.ZERO);
    bold.put("player 2 of 2 | card K | bets: check", Q.ONE);
    bold.put("player 2 of 2 | card J | bets: bet", Q.ZERO);
    bold.put("player 2 of 2 | card Q | bets: bet", third);
    bold.put("player 2 of 2 | card K | bets: bet", Q.ONE);
    return bold;
  }

  /** A policy from the probability of the second move (bet, call) per information set. */
  static GameTree.Policy<Q> boldWith(Map<String, Q> bold) {
    return (tree, node) -> {
      String key = tree.infoSets.get(tree.infoSet.get(node));
      Q p = bold.get(key);
      if (p == null) {
        throw new AssertionError("no strategy for the information set '" + key + "'");
      }
      return List.of(Q.ONE.minus(p), p);
    };
  }

  static final GameTree.Policy<Q> UNIFORM =
      (tree, node) -> {
        int n = tree.children.get(node).length;
        return java.util.Collections.nCopies(n, Q.of(1, n));
      };

  /** Always the first move, as OpenSpiel lists them: pass (check or fold). */
  static final GameTree.Policy<Q> FIRST_MOVE =
      (tree, node) -> {
        int n = tree.children.get(node).length;
        Q[] p = new Q[n];
        java.util.Arrays.fill(p, Q.ZERO);
        p[0] = Q.ONE;
        return List.of(p);
      };

  @Test
  void kuhnPokersEquilibriumIsWorthMinusOneEighteenthToTheFirstPlayer() {
    GameTree tree = tree(2);
    Q value = Q.of(-1, 18);
    for (Q alpha : List.of(Q.ZERO, Q.of(1, 12), Q.of(1, 6), Q.of(1, 4), Q.of(1, 3))) {
      GameTree.Policy<Q> policy = boldWith(equilibrium(alpha));
      assertEquals(value, tree.value(GameTree.EXACT, policy, 0), "alpha " + alpha);
      assertEquals(value.negate(), tree.value(GameTree.EXACT, policy, 1), "alpha " + alpha);
      // Neither player gains by deviating: the pair is an equilibrium, so -1/18 is the game value.
      assertEquals(value, tree.bestResponse(GameTree.EXACT, policy, 0), "alpha " + alpha);
      assertEquals(value.negate(), tree.bestResponse(GameTree.EXACT, policy, 1), "alpha " + alpha);
    }
  }

  @Test
  void aFirstPlayerWhoBetsAJackTooOftenCanBeExploited() {
    // Outside Kuhn's family (alpha = 1/2) the second player's best response wins more than 1/18.
    GameTree tree = tree(2);
    Q gain = tree.bestResponse(GameTree.EXACT, boldWith(equilibrium(Q.of(1, 2))), 1);
    assertEquals(1, gain.compareTo(Q.of(1, 18)), "best response worth " + gain);
  }

  @Test
  void theTwoPlayerTreeHasOpenSpielsCounts() {
    // OpenSpiel's integration_tests/api_test.py: kuhn_poker has 4 chance nodes (one card at a
    // time: the first deal and three second deals), 24 decision nodes (6 deals times -, p, b, pb),
    // 30 terminal ones (6 deals times pp, pbp, pbb, bp, bb), and 12 information sets.
    GameTree tree = tree(2);
    assertEquals(4, tree.count(GameTree.CHANCE));
    assertEquals(24, tree.count(GameTree.DECISION));
    assertEquals(30, tree.count(GameTree.TERMINAL));
    assertEquals(12, tree.infoSets.size());
  }

  @Test
  void theThreePlayerTreeHasOpenSpielsCounts() {
    // OpenSpiel's api_test.py for kuhn_poker(players=3): 17 chance nodes (1 + 4 + 4 * 3), 288
    // decision nodes and 312 terminal ones (24 deals times 12 and 13 betting sequences), and 48
    // information sets.
    GameTree tree = tree(3);
    assertEquals(17, tree.count(GameTree.CHANCE));
    assertEquals(288, tree.count(GameTree.DECISION));
    assertEquals(312, tree.count(GameTree.TERMINAL));
    assertEquals(48, tree.infoSets.size());
  }

  @Test
  void uniformAndFirstMovePoliciesAreAsFarFromEquilibriumAsOpenSpielFinds() {
    // OpenSpiel's algorithms/tabular_best_response_mdp_test.cc: NashConv of the uniform policy is
    // 0.916666666666667 (11/12) for two players and 2.0625 (33/16) for three; that of always
    // taking the first action (pass) is 2.0 for two players.
    assertEquals(Q.of(11, 12), nashConv(tree(2), UNIFORM));
    assertEquals(Q.of(2, 1), nashConv(tree(2), FIRST_MOVE));
    assertEquals(Q.of(33, 16), nashConv(tree(3), UNIFORM));
  }

  static Q nashConv(GameTree tree, GameTree.Policy<Q> policy) {
    return tree.nashConv(GameTree.EXACT, policy, Q::negate);
  }
}
