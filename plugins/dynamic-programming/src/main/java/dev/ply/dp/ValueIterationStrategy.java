package dev.ply.dp;

import dev.ply.api.GameSolver;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.SolveStep;
import dev.ply.api.Strategy;
import dev.ply.dp.graph.GraphBuilder;
import dev.ply.dp.graph.PositionGraph;
import dev.ply.dp.solve.ValueIteration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
public final class ValueIterationStrategy extends WholeGameStrategy {

  static final String MAX_SWEEPS = "max-sweeps";

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
        toleranceOption("stop when a sweep changes no value by this much"),
        OptionSpec.integer(MAX_SWEEPS, 100_000, 1, 100_000_000, "the most sweeps"),
        maxPositionsOption());
  }

  @Override
  Solved run(PositionGraph graph, Options options, Consumer<SolveStep> progress) {
    double tolerance = options.getDouble(TOLERANCE);
    long maxSweeps = options.getLong(MAX_SWEEPS);
    ValueIteration.Result result =
        ValueIteration.solve(
            graph,
            tolerance,
            maxSweeps,
            (sweep, change, value) -> {
              if (change < tolerance || sweep == maxSweeps || shown(sweep)) {
                progress.accept(step(graph, sweep, Map.of("max-change", change), value));
              }
            });
    Map<String, Double> figures = new LinkedHashMap<>();
    figures.put("sweeps", (double) result.sweeps());
    figures.put("max-change", result.maxChange());
    figures.put("converged", result.maxChange() < tolerance ? 1.0 : 0.0);
    return new Solved(result.values(), figures);
  }
}
