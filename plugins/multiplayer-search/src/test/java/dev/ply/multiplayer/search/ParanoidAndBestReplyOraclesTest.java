package dev.ply.multiplayer.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import org.junit.jupiter.api.Test;

class ParanoidAndBestReplyOraclesTest {

  private static final TreeGame.RandomEvaluator EVALUATOR = new TreeGame.RandomEvaluator();

  private interface Oracle {
    int value(BruteForce brute, GameState root, int depth, int seat);
  }

  /**
   * On 3- and 4-player trees (zero-sum and not, seats in turn and drawn at random, searched to the
   * end and to a horizon with an evaluator): the search's value is the oracle's on every tree, its
   * nodes never more than the whole tree's, and fewer in all.
   */
  private static void agreesOnRandomTrees(DepthSearchMaker maker, Oracle oracle) {
    for (int players = 3; players <= 4; players++) {
      long searched = 0;
      long whole = 0;
      for (boolean zeroSum : new boolean[] {true, false}) {
        for (boolean inTurn : new boolean[] {true, false}) {
          for (long seed = 0; seed < 25; seed++) {
            for (int horizon : new int[] {0, 4}) {
              int depth = horizon == 0 ? 6 : 9;
              int limit = horizon == 0 ? depth : horizon;
              Evaluator evaluator = horizon == 0 ? null : EVALUATOR;
              TreeGame game = new TreeGame(players, 4, depth, 77 * seed + horizon, zeroSum, inTurn);
              GameState root = game.newGame(Options.empty());
              BruteForce brute = new BruteForce(players, evaluator);
              int expected = oracle.value(brute, root, limit, root.playerToMove());
              Searched s = Searched.run(maker.make(players), root, limit, evaluator);
              assertEquals(expected, s.value(), players + " players, tree " + seed);
              assertTrue(s.nodes() <= brute.nodes, s.nodes() + " <= " + brute.nodes);
              searched += s.nodes();
              whole += brute.nodes;
            }
          }
        }
      }
      assertTrue(searched < whole, players + " players: " + searched + " of " + whole + " nodes");
    }
  }

  private interface DepthSearchMaker {
    DepthSearch make(int players);
  }

  @Test
  void paranoidEqualsTheBruteForceValueAgainstTheCoalitionWithFewerNodes() {
    agreesOnRandomTrees(
        players -> new Paranoid(),
        (brute, root, depth, seat) -> brute.paranoid(root, depth, seat, 0));
  }

  @Test
  void bestReplySearchEqualsTheBruteForceBestReplyValueWithFewerNodes() {
    agreesOnRandomTrees(
        BestReplySearch::new, (brute, root, depth, seat) -> brute.bestReply(root, depth, seat));
  }
}
