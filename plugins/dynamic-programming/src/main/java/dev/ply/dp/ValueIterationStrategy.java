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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.pf4j.Extension;

/**
 * Strategy {@code value-iteration}: finds every position reachable from the start of the game,
 * solves them all by {@link ValueIteration} (Bellman 1957; Neller and Presser's method for Pig,
 * 2004) and plays the greedy move of the values. For games whose positions repeat, where a
 * depth-first search would not end: Pig, whose turns that end in a 1 come back to the same scores.
 * Through the api only: positions are told apart by {@link GameState#hash()} (see {@link
 * GraphBuilder} for how a collision is caught), chance by {@link GameState#chanceOutcomes()}.
 *
 * <p>As a {@link GameSolver} ({@code ply solve pig --strategy value-iteration}) it reports each
 * sweep's largest change and the start's value, and returns seat 0's value, its win probability
 * where every end is a win or a loss, and the size of the graph. As a {@link Strategy} it solves
 * once per game, variant and options, when the first player is made (Pig to 100: a few seconds),
 * and its players share the policy.
 *
 * <p>Options: {@code tolerance} (the change below which a sweep stops the iteration), {@code
 * max-sweeps}, {@code max-positions} (a game with more reachable positions is refused when a player
 * is made or the solve starts, naming the figure: its whole graph is kept in memory, about 65 bytes
 * a position).
 */
@Extension
public final class ValueIterationStrategy implements Strategy, GameSolver {

  static final String TOLERANCE = "tolerance";
  static final String MAX_SWEEPS = "max-sweeps";
  static final String MAX_POSITIONS = "max-positions";

  private final PolicyCache cache = new PolicyCache();

  @Override
  public String id() {
    return "value-iteration";
  }

  @Override
  public String description() {
    return "value iteration over every reachable position (Bellman 1957; Neller and Presser's Pig"
        + " 2004): the optimal policy of a game of chance whose positions repeat";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.decimal(
            TOLERANCE, 1e-9, 1e-15, 0.1, "stop when a sweep changes no value by this much"),
        OptionSpec.integer(MAX_SWEEPS, 100_000, 1, 100_000_000, "the most sweeps"),
        OptionSpec.integer(
            MAX_POSITIONS,
            4_000_000,
            1,
            200_000_000,
            "refuse a game with more reachable positions (about 65 bytes each)"));
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
          Options o = context.options();
          ValueIteration.Result result =
              ValueIteration.solve(
                  graph,
                  o.getDouble(TOLERANCE),
                  o.getLong(MAX_SWEEPS),
                  (sweep, change, value) -> {});
          return Policy.greedy(graph, result.values());
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
    Options o = context.options();
    double tolerance = o.getDouble(TOLERANCE);
    long maxSweeps = o.getLong(MAX_SWEEPS);
    PositionGraph graph = graph(context, position.copy());
    boolean winOrLoss = graph.winOrLoss();
    ValueIteration.Result result =
        ValueIteration.solve(
            graph,
            tolerance,
            maxSweeps,
            (sweep, change, value) -> {
              boolean last = change < tolerance || sweep == maxSweeps;
              if (last || shown(sweep)) {
                Map<String, Double> figures = new LinkedHashMap<>();
                figures.put("max-change", change);
                figures.put("value", value);
                if (winOrLoss) {
                  figures.put("win-probability", (1 + value) / 2);
                }
                progress.accept(new SolveStep(sweep, figures));
              }
            });
    int start = graph.start();
    double value = result.values()[start * graph.width()];
    Map<String, Double> figures = new LinkedHashMap<>();
    if (winOrLoss) {
      figures.put("win-probability", (1 + value) / 2);
    }
    figures.put("positions", (double) graph.size());
    figures.put("edges", (double) graph.edges());
    figures.put("sweeps", (double) result.sweeps());
    figures.put("max-change", result.maxChange());
    figures.put("converged", result.maxChange() < tolerance ? 1.0 : 0.0);
    figures.put("mib", graph.bytes() / 1048576.0);
    int move = GameState.NO_MOVE;
    if (graph.mover(start) == 0) {
      int[] moves = new int[Math.max(1, position.maxMoves())];
      position.legalMoves(moves);
      move = moves[ValueIteration.bestEdge(graph, result.values(), start) - graph.firstEdge(start)];
    }
    cache.put(key(context, position), Policy.greedy(graph, result.values()));
    return new Solution(value, move, figures);
  }

  /** Sweeps 1 to 9, then 10, 20 .. 90, 100, 200 ..: a few lines however long it runs. */
  static boolean shown(long sweep) {
    long step = 1;
    while (step * 10 <= sweep) {
      step *= 10;
    }
    return sweep % step == 0;
  }
}
