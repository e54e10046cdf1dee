package dev.ply.multiplayer;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import dev.ply.chinesecheckers.ChineseCheckersThreeProgress;
import java.util.Optional;

/** The kit on three-player Chinese Checkers, on the small board, with its evaluator. */
class MaxNChineseCheckersConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new MaxNStrategy();
  }

  @Override
  protected Game game() {
    return new SmallChineseCheckers();
  }

  @Override
  protected Optional<Evaluator> evaluator() {
    return Optional.of(new ChineseCheckersThreeProgress());
  }

  @Override
  protected int depth() {
    return 2;
  }
}
