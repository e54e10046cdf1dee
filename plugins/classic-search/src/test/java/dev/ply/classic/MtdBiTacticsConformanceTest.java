package dev.ply.classic;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import dev.ply.connectfour.ConnectFour;
import java.util.Map;

/** MTD-bi with a table and Connect Four's tactics keeps every promise of a strategy. */
class MtdBiTacticsConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new MtdBiStrategy();
  }

  @Override
  protected Game game() {
    return new ConnectFour();
  }

  @Override
  protected Options options() {
    return Options.resolve(strategy().options(), Map.of("tt-mb", 1));
  }
}
