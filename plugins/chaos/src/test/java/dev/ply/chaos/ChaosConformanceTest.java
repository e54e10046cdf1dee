package dev.ply.chaos;

import dev.ply.api.Options;
import dev.ply.api.Strategy;
import dev.ply.api.conformance.StrategyConformanceTest;
import java.util.Map;

/** With {@code behaviour: normal} the chaos strategy keeps the whole strategy contract. */
class ChaosConformanceTest extends StrategyConformanceTest {
  @Override
  protected Strategy strategy() {
    return new ChaosStrategy();
  }

  @Override
  protected Options options() {
    return Options.resolve(strategy().options(), Map.of("behaviour", "normal"));
  }
}
