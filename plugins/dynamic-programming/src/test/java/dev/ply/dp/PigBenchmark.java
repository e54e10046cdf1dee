package dev.ply.dp;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.dp.graph.FixedMoves;
import dev.ply.dp.graph.GraphBuilder;
import dev.ply.dp.graph.PositionGraph;
import dev.ply.dp.solve.Policy;
import dev.ply.dp.solve.PolicyIteration;
import dev.ply.dp.solve.ValueIteration;
import dev.ply.pig.Pig;
import java.util.Locale;
import java.util.Map;

/**
 * Solves Pig to a goal (100 by default, the first argument) by value iteration and prints the first
 * player's optimal win probability, the size of the graph, its memory and the time of each phase:
 * the figure Neller and Presser publish (0.530593 to 100) is too slow for a unit test.
 *
 * <pre>
 *   ./mvnw -o -q test-compile -pl plugins/dynamic-programming -am
 *   java -cp ... dev.ply.dp.PigBenchmark 100
 * </pre>
 */
public final class PigBenchmark {

  private PigBenchmark() {}

  public static void main(String[] args) {
    int goal = args.length > 0 ? Integer.parseInt(args[0]) : 100;
    Game pig = new Pig();
    for (int run = 0; run < 3; run++) {
      GameState start = pig.newGame(Options.resolve(pig.variantOptions(), Map.of("goal", goal)));
      long t0 = System.nanoTime();
      PositionGraph graph = new GraphBuilder(2, true, 50_000_000, FixedMoves.NONE).build(start);
      long t1 = System.nanoTime();
      ValueIteration.Result result = ValueIteration.solve(graph, 1e-9, 100_000, (s, c, v) -> {});
      long t2 = System.nanoTime();
      System.out.printf(
          Locale.ROOT,
          "goal %d: win probability %.7f (value %.9f), %d positions, %d edges, %.1f MiB,"
              + " walk %.2f s, %d sweeps %.2f s (last change %.1e)%n",
          goal,
          (1 + result.values()[graph.start()]) / 2,
          result.values()[graph.start()],
          graph.size(),
          graph.edges(),
          graph.bytes() / 1048576.0,
          (t1 - t0) / 1e9,
          result.sweeps(),
          (t2 - t1) / 1e9,
          result.maxChange());
      if (run == 0) {
        Policy policy = Policy.greedy(graph, result.values());
        for (int[] scores : new int[][] {{0, 0}, {41, 49}}) {
          StringBuilder line = new StringBuilder();
          for (int k = 0; scores[0] + k < goal && k <= 40; k++) {
            if (k == 1) {
              continue;
            }
            GameState s = PigPositions.at(goal, scores[0], scores[1], 0, k);
            int index = policy.moveIndex(s.hash());
            int[] moves = new int[s.maxMoves()];
            s.legalMoves(moves);
            line.append(' ').append(k).append(s.moveToText(moves[index]).charAt(0));
          }
          System.out.printf(
              Locale.ROOT,
              "  scores %d-%d, turn total k: r(oll)/h(old):%s%n",
              scores[0],
              scores[1],
              line);
        }
        matchUps(goal, policy);
        long t3 = System.nanoTime();
        PolicyIteration.Result byPolicies =
            PolicyIteration.solve(graph, 1e-9, 1000, 1_000_000, (i, changes, sweeps, v) -> {});
        long t4 = System.nanoTime();
        System.out.printf(
            Locale.ROOT,
            "  policy iteration: win probability %.7f after %d improvements, %d sweeps, %.2f s%n",
            (1 + byPolicies.values()[graph.start()]) / 2,
            byPolicies.iterations(),
            byPolicies.sweeps(),
            (t4 - t3) / 1e9);
      }
    }
  }

  /**
   * The first seat's exact win probability in the pairings of configs/pig-searches.yaml that
   * involve no randomness of a player: optimal and hold at 20, each in each seat.
   */
  private static void matchUps(int goal, Policy optimal) {
    HoldAt holdAt = new HoldAt(20);
    FixedMoves optimalMoves =
        state -> {
          int[] moves = new int[state.maxMoves()];
          state.legalMoves(moves);
          return moves[optimal.moveIndex(state.hash())];
        };
    FixedMoves[] policies = {optimalMoves, holdAt};
    String[] names = {"optimal", "hold-at-20"};
    for (int first = 0; first < 2; first++) {
      for (int second = 0; second < 2; second++) {
        FixedMoves a = policies[first];
        FixedMoves b = policies[second];
        FixedMoves both = state -> state.playerToMove() == 0 ? a.moveAt(state) : b.moveAt(state);
        PositionGraph graph =
            new GraphBuilder(2, true, 50_000_000, both).build(PigPositions.start(goal));
        double v =
            ValueIteration.solve(graph, 1e-12, 100_000, (s, c, x) -> {}).values()[graph.start()];
        System.out.printf(
            Locale.ROOT,
            "  %s first against %s: the first wins %.6f%n",
            names[first],
            names[second],
            (1 + v) / 2);
      }
    }
  }
}
