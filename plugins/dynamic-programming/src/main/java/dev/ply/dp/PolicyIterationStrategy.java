package dev.ply.dp;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.SolveStep;
import dev.ply.dp.graph.PositionGraph;
import dev.ply.dp.solve.PolicyIteration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.pf4j.Extension;

/**
 * Strategy {@code policy-iteration}: as {@code value-iteration} (every reachable position, the
 * greedy move of the values, one solution shared by the players), solved by {@link PolicyIteration}
 * (Howard 1960; Hoffman and Karp 1966): the first seat's policy is evaluated against the second's
 * best reply and improved until it stays the same. Games of one seat, or two in a zero-sum game.
 * {@code ply solve} shows each improvement: the positions whose move changed, the evaluation sweeps
 * so far and the start's value.
 *
 * <p>Options: {@code tolerance} (of each evaluation, and the least gain that changes a move),
 * {@code iterations} (the most improvements; {@code ply solve --iterations}), {@code max-sweeps}
 * (the most evaluation sweeps in all) and {@code max-positions}.
 */
@Extension
public final class PolicyIterationStrategy extends WholeGameStrategy {

  static final String ITERATIONS = "iterations";
  static final String MAX_SWEEPS = "max-sweeps";

  @Override
  public String id() {
    return "policy-iteration";
  }

  @Override
  public String description() {
    return "policy iteration over every reachable position (Howard 1960; Hoffman and Karp 1966):"
        + " the optimal policy of a one-seat or two-seat zero-sum game whose positions repeat";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        toleranceOption("evaluate each policy to this change, and switch moves that gain more"),
        OptionSpec.integer(ITERATIONS, 1000, 1, 1_000_000, "the most policy improvements"),
        OptionSpec.integer(
            MAX_SWEEPS, 1_000_000, 1, 100_000_000, "the most evaluation sweeps, in all"),
        maxPositionsOption());
  }

  @Override
  public Optional<String> whyNot(Game game) {
    Optional<String> why = super.whyNot(game);
    if (why.isPresent() || game.players() == 1 || (game.players() == 2 && game.zeroSum())) {
      return why;
    }
    return Optional.of(
        game.id()
            + " has "
            + game.players()
            + " players"
            + (game.players() == 2 ? " and is not zero-sum" : "")
            + "; policy-iteration solves games of one player, or two in a zero-sum game"
            + " (value-iteration solves more)");
  }

  @Override
  Solved run(PositionGraph graph, Options options, Consumer<SolveStep> progress) {
    double tolerance = options.getDouble(TOLERANCE);
    long maxIterations = options.getLong(ITERATIONS);
    PolicyIteration.Result result =
        PolicyIteration.solve(
            graph,
            tolerance,
            maxIterations,
            options.getLong(MAX_SWEEPS),
            (iteration, changes, sweeps, value) -> {
              Map<String, Double> figures = new LinkedHashMap<>();
              figures.put("changes", (double) changes);
              figures.put("sweeps", (double) sweeps);
              progress.accept(step(graph, iteration, figures, value));
            });
    Map<String, Double> figures = new LinkedHashMap<>();
    figures.put("iterations", (double) result.iterations());
    figures.put("sweeps", (double) result.sweeps());
    figures.put("converged", result.stable() ? 1.0 : 0.0);
    return new Solved(result.values(), figures);
  }
}
