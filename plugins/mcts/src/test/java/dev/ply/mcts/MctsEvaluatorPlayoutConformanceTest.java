package dev.ply.mcts;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import dev.ply.nim.Nim;
import dev.ply.nim.NimSumEvaluator;
import java.util.Map;
import java.util.Optional;

/** The strategy contract with evaluator-guided playouts and an iteration limit, on Nim. */
class MctsEvaluatorPlayoutConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new MctsStrategy();
  }

  @Override
  protected Game game() {
    return new Nim();
  }

  @Override
  protected Optional<Evaluator> evaluator() {
    return Optional.of(new NimSumEvaluator());
  }

  @Override
  protected Options options() {
    return Options.resolve(
        strategy().options(),
        Map.of("playout", "evaluator", "iterations", 2_000L, "reuse-tree", false));
  }
}
