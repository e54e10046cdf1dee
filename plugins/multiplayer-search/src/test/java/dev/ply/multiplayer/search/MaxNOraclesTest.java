package dev.ply.multiplayer.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class MaxNOraclesTest {

  private static final TreeGame.RandomEvaluator EVALUATOR = new TreeGame.RandomEvaluator();

  /** The utilities of the root's vector, from the scores of a finished game at {@code ply}. */
  private static long[] utilities(MaxN search, int players, int ply) {
    long[] v = search.rootVector();
    assertEquals(ply, v[players], "the vector comes from a finished game at ply " + ply);
    long[] u = new long[players];
    for (int s = 0; s < players; s++) {
      assertEquals(0, v[s] % search.terminalUnit(ply), "a whole utility");
      u[s] = v[s] / search.terminalUnit(ply);
    }
    return u;
  }

  @Test
  void maxnFindsTheBruteForceVectorOnRandomTreesOfThreeAndFourPlayers() {
    int trees = 0;
    for (int players = 3; players <= 4; players++) {
      for (boolean zeroSum : new boolean[] {true, false}) {
        for (boolean inTurn : new boolean[] {true, false}) {
          for (long seed = 0; seed < 25; seed++) {
            TreeGame game = new TreeGame(players, 4, 5, seed, zeroSum, inTurn);
            GameState root = game.newGame(Options.empty());
            long[] expected = new BruteForce(players, null).maxN(root, 5);
            for (boolean pruning : new boolean[] {false, true}) {
              MaxN search = new MaxN(players, zeroSum, game.maxUtility(), pruning);
              Searched.run(search, root, 5, null);
              assertArrayEquals(
                  expected,
                  utilities(search, players, 5),
                  "tree " + seed + " of " + players + " players, pruning " + pruning);
            }
            trees++;
          }
        }
      }
    }
    assertEquals(200, trees);
  }

  @Test
  void shallowPruningFindsTheSameVectorAndValueWithNoMoreNodesAndFewerInAll() {
    for (int players = 3; players <= 4; players++) {
      long withPruning = 0;
      long without = 0;
      for (long seed = 0; seed < 40; seed++) {
        TreeGame game = new TreeGame(players, 4, 6, 1000 + seed, true, seed % 2 == 0);
        GameState root = game.newGame(Options.empty());
        MaxN plain = new MaxN(players, true, game.maxUtility(), false);
        MaxN pruned = new MaxN(players, true, game.maxUtility(), true);
        assertTrue(pruned.prunes());
        Searched a = Searched.run(plain, root, 6, null);
        Searched b = Searched.run(pruned, root, 6, null);
        assertArrayEquals(plain.rootVector(), pruned.rootVector(), "tree " + seed);
        assertEquals(a.value(), b.value());
        assertEquals(a.move(), b.move());
        assertTrue(b.nodes() <= a.nodes(), b.nodes() + " <= " + a.nodes());
        withPruning += b.nodes();
        without += a.nodes();
      }
      assertTrue(
          withPruning < without,
          players + " players: " + withPruning + " nodes with pruning, " + without + " without");
    }
  }

  @Test
  void shallowPruningIsOffWhereTheUtilitiesNeedNotSumToZero() {
    MaxN search = new MaxN(3, false, 5, true);
    assertFalse(search.prunes());
    TreeGame game = new TreeGame(3, 4, 5, 7, false, true);
    GameState root = game.newGame(Options.empty());
    long plain = Searched.run(new MaxN(3, false, 5, false), root, 5, null).nodes();
    assertEquals(plain, Searched.run(search, root, 5, null).nodes());
  }

  @Test
  void maxnTakesTheEvaluatorsScoresAtTheHorizonOfAGameThatIsNotZeroSum() {
    for (long seed = 0; seed < 30; seed++) {
      TreeGame game = new TreeGame(3, 4, 8, 500 + seed, false, seed % 2 == 0);
      GameState root = game.newGame(Options.empty());
      long[] expected = new BruteForce(3, EVALUATOR).maxN(root, 3);
      MaxN search = new MaxN(3, false, game.maxUtility(), true);
      Searched.run(search, root, 3, EVALUATOR);
      long[] v = search.rootVector();
      assertEquals(-1, v[3], "a vector from the horizon");
      assertArrayEquals(expected, Arrays.copyOf(v, 3), "tree " + seed);
    }
  }

  @Test
  void shallowPruningAtTheHorizonOfAZeroSumGameChangesNeitherVectorNorMove() {
    for (long seed = 0; seed < 30; seed++) {
      TreeGame game = new TreeGame(4, 4, 8, 900 + seed, true, true);
      GameState root = game.newGame(Options.empty());
      MaxN plain = new MaxN(4, true, game.maxUtility(), false);
      MaxN pruned = new MaxN(4, true, game.maxUtility(), true);
      Searched a = Searched.run(plain, root, 4, EVALUATOR);
      Searched b = Searched.run(pruned, root, 4, EVALUATOR);
      assertArrayEquals(plain.rootVector(), pruned.rootVector());
      assertEquals(a.move(), b.move());
      assertTrue(b.nodes() <= a.nodes());
      long sum = 0;
      for (int s = 0; s < 4; s++) {
        sum += pruned.rootVector()[s];
      }
      assertEquals(0, sum, "the horizon's scores are taken relative to their mean");
    }
  }
}
