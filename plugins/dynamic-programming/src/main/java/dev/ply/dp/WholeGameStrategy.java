package dev.ply.dp;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameSolver;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Solution;
import dev.ply.api.SolveStep;
import dev.ply.api.Strategy;
import dev.ply.dp.graph.FixedMoves;
import dev.ply.dp.graph.GraphBuilder;
import dev.ply.dp.graph.PositionGraph;
import dev.ply.dp.solve.Policy;
import dev.ply.dp.solve.ValueIteration;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * What the strategies that solve every position of a game share: the walk of the game into a {@link
 * PositionGraph} (option {@code max-positions}), the {@link GameSolver} frame around the solving
 * ({@code ply solve}: the figures of each step, the value, the win probability of a game of wins
 * and losses, the size of the graph), and the players, which play the greedy move of the solved
 * values ({@link OptimalPlayer}), solved once per game, variant, options and start and shared
 * through a {@link PolicyCache}. A subclass says how it solves a graph.
 */
abstract class WholeGameStrategy implements Strategy, GameSolver {

  static final String TOLERANCE = "tolerance";
  static final String MAX_POSITIONS = "max-positions";

  private final PolicyCache cache = new PolicyCache();

  /** The values a subclass found and the figures of its work, in print order. */
  record Solved(double[] values, Map<String, Double> figures) {}

  /**
   * Solves {@code graph}, telling {@code progress} of its steps (through {@link #step}).
   *
   * @param options this strategy's options, checked
   */
  abstract Solved run(PositionGraph graph, Options options, Consumer<SolveStep> progress);

  /** The option that bounds the change a step may leave, shared by the subclasses. */
  static OptionSpec toleranceOption(String what) {
    return OptionSpec.decimal(TOLERANCE, 1e-9, 1e-15, 0.1, what);
  }

  static OptionSpec maxPositionsOption() {
    return OptionSpec.integer(
        MAX_POSITIONS,
        4_000_000,
        1,
        200_000_000,
        "refuse a game with more reachable positions (about 65 bytes each)");
  }

  /** Chance nodes: their outcomes are averaged with their exact probabilities. */
  @Override
  public Set<GameFeature> handles() {
    return EnumSet.of(GameFeature.CHANCE);
  }

  @Override
  public boolean supports(Game game) {
    return whyNot(game).isEmpty();
  }

  @Override
  public Optional<String> whyNot(Game game) {
    return Games.whyNotSolvable(game, id());
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    GameState start = context.game().newGame(context.variant());
    Policy policy = policyFrom(context, start);
    return new OptimalPlayer(policy, position -> policyFrom(context, position));
  }

  /** The policy from {@code position}, solved or found in the cache. */
  private Policy policyFrom(PlayerContext context, GameState position) {
    return cache.get(
        key(context, position),
        () -> {
          PositionGraph graph = graph(context, position.copy());
          return Policy.greedy(graph, run(graph, context.options(), step -> {}).values());
        });
  }

  private static PolicyCache.Key key(PlayerContext context, GameState position) {
    return new PolicyCache.Key(
        context.game().id(), context.variant(), context.options(), position.hash());
  }

  private static PositionGraph graph(PlayerContext context, GameState position) {
    Game game = context.game();
    return new GraphBuilder(
            game.players(),
            game.zeroSum(),
            context.options().getInt(MAX_POSITIONS),
            FixedMoves.NONE)
        .build(position);
  }

  @Override
  public Solution solve(PlayerContext context, GameState position, Consumer<SolveStep> progress) {
    PositionGraph graph = graph(context, position.copy());
    Solved solved = run(graph, context.options(), progress);
    int start = graph.start();
    double value = solved.values()[start * graph.width()];
    Map<String, Double> figures = new LinkedHashMap<>();
    if (graph.winOrLoss()) {
      figures.put("win-probability", (1 + value) / 2);
    }
    figures.put("positions", (double) graph.size());
    figures.put("edges", (double) graph.edges());
    figures.putAll(solved.figures());
    figures.put("mib", graph.bytes() / 1048576.0);
    int move = GameState.NO_MOVE;
    if (graph.mover(start) == 0) {
      int[] moves = new int[Math.max(1, position.maxMoves())];
      position.legalMoves(moves);
      move = moves[ValueIteration.bestEdge(graph, solved.values(), start) - graph.firstEdge(start)];
    }
    cache.put(key(context, position), Policy.greedy(graph, solved.values()));
    return new Solution(value, move, figures);
  }

  /**
   * A step to show: {@code figures}, then seat 0's value at the start and, in a game of wins and
   * losses, its win probability.
   */
  static SolveStep step(
      PositionGraph graph, long iteration, Map<String, Double> figures, double value) {
    Map<String, Double> all = new LinkedHashMap<>(figures);
    all.put("value", value);
    if (graph.winOrLoss()) {
      all.put("win-probability", (1 + value) / 2);
    }
    return new SolveStep(iteration, all);
  }

  /** Steps 1 to 9, then 10, 20 .. 90, 100, 200 ..: a few lines however long it runs. */
  static boolean shown(long step) {
    long every = 1;
    while (every * 10 <= step) {
      every *= 10;
    }
    return step % every == 0;
  }
}
