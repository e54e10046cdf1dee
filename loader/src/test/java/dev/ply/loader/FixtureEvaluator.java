package dev.ply.loader;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;

/**
 * An evaluator that the test jars pack without listing it in their extension index, as a plugin
 * whose author forgot {@code @Extension} on that one class: the check must name it.
 */
public final class FixtureEvaluator implements Evaluator {

  @Override
  public String id() {
    return "fixture-eval";
  }

  @Override
  public String gameId() {
    return "fixture-game";
  }

  @Override
  public String description() {
    return "always zero";
  }

  @Override
  public int evaluate(GameState state) {
    return 0;
  }
}
