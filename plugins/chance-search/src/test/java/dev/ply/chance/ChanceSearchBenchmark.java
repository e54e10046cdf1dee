package dev.ply.chance;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.chance.search.ChanceSearch;
import dev.ply.chance.search.Expectiminimax;
import dev.ply.chance.search.Star1;
import dev.ply.chance.search.Star2;
import dev.ply.randomtree.RandomChanceTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Star1's and Star2's nodes over expectiminimax's on the same positions, at a few depths: random
 * chance trees, Pig (goal 100, pig-race) and backgammon (backgammon-pips). A benchmark, not a test:
 * run it with the test class path,
 *
 * <pre>
 *   java -cp ... dev.ply.chance.ChanceSearchBenchmark [pig-depth] [backgammon-depth] [boards] [from]
 * </pre>
 *
 * (defaults 7, 2, 10 and 1: Pig to depth 7, the first 10 backgammon positions to depth 2; {@code 5
 * 3 2 3} searches only the third and fourth backgammon positions to depth 3). It checks on the way
 * that the three values agree, and stops with an error if not.
 */
public final class ChanceSearchBenchmark {

  private ChanceSearchBenchmark() {}

  public static void main(String[] args) throws Exception {
    int pigDepth = args.length > 0 ? Integer.parseInt(args[0]) : 7;
    int backgammonDepth = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    int boardCount = args.length > 2 ? Integer.parseInt(args[2]) : 10;
    int firstBoard = args.length > 3 ? Integer.parseInt(args[3]) : 1;
    System.out.printf(
        Locale.ROOT,
        "%-34s %5s %9s %14s %14s %14s %8s %8s %8s%n",
        "positions",
        "depth",
        "positions",
        "expectiminimax",
        "star1",
        "star2",
        "s1/emm",
        "s2/emm",
        "s2 ms");
    RandomChanceTree trees = new RandomChanceTree();
    for (String chance : new String[] {"every-other", "0.3"}) {
      for (int[] bd : new int[][] {{4, 8}, {6, 7}, {10, 5}}) {
        List<GameState> roots = new ArrayList<>();
        for (long seed = 0; seed < 20; seed++) {
          roots.add(
              ChanceFixtures.start(
                  trees,
                  Map.of(
                      "branching",
                      (long) bd[0],
                      "depth",
                      (long) bd[1],
                      "seed",
                      seed,
                      "chance",
                      chance)));
        }
        row(
            "chance tree " + chance + " b=" + bd[0] + " d=" + bd[1],
            roots,
            30,
            null,
            trees.maxUtility());
      }
    }
    Game pig = new dev.ply.pig.Pig();
    Evaluator race = new dev.ply.pig.RaceEvaluator();
    List<GameState> pigs =
        ChanceFixtures.positions(ChanceFixtures.start(pig, Map.of("goal", 100L)), 20, 60, 11);
    for (int depth = 3; depth <= pigDepth; depth++) {
      row("pig goal 100, pig-race", pigs, depth, race, pig.maxUtility());
    }
    Game backgammon = new dev.ply.backgammon.Backgammon();
    Evaluator pips = new dev.ply.backgammon.PipCountEvaluator();
    List<GameState> boards =
        ChanceFixtures.positions(ChanceFixtures.start(backgammon, Map.of()), 10, 40, 12)
            .subList(firstBoard - 1, firstBoard - 1 + boardCount);
    for (int depth = backgammonDepth > 2 ? backgammonDepth : 1; depth <= backgammonDepth; depth++) {
      row("backgammon, backgammon-pips", boards, depth, pips, backgammon.maxUtility());
    }
  }

  private static void row(
      String what, List<GameState> roots, int depth, Evaluator evaluator, int maxUtility) {
    long[] nodes = new long[3];
    long star2Nanos = 0;
    ChanceSearch[] searches = {new Expectiminimax(), new Star1(), new Star2()};
    for (GameState root : roots) {
      int value = 0;
      for (int k = 0; k < 3; k++) {
        long t0 = System.nanoTime();
        ChanceFixtures.Result r =
            ChanceFixtures.search(searches[k], root, depth, evaluator, maxUtility);
        if (k == 2) {
          star2Nanos += System.nanoTime() - t0;
        }
        if (k == 0) {
          value = r.value();
        } else if (r.value() != value) {
          throw new AssertionError(
              searches[k].getClass().getSimpleName() + " disagrees at\n" + root.render());
        }
        nodes[k] += r.nodes();
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%-34s %5d %9d %14d %14d %14d %8.3f %8.3f %8d%n",
        what,
        depth,
        roots.size(),
        nodes[0],
        nodes[1],
        nodes[2],
        (double) nodes[1] / nodes[0],
        (double) nodes[2] / nodes[0],
        star2Nanos / 1_000_000);
  }
}
