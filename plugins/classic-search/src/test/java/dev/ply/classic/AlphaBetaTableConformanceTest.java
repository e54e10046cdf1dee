package dev.ply.classic;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import dev.ply.tictactoe.TicTacToe;
import java.util.Map;

class AlphaBetaTableConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new AlphaBetaStrategy();
  }

  @Override
  protected Game game() {
    return new TicTacToe();
  }

  @Override
  protected Options options() {
    return Options.resolve(strategy().options(), Map.of("tt-mb", 1));
  }
}
