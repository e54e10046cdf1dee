package dev.ply.host.config;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import java.util.List;

/** An evaluator for loader tests: an id, the game it is for, and its options. */
final class FakeEvaluator implements Evaluator {

  private final String id;
  private final String gameId;
  private final List<OptionSpec> options;

  FakeEvaluator(String id, String gameId) {
    this(id, gameId, List.of());
  }

  FakeEvaluator(String id, String gameId, List<OptionSpec> options) {
    this.id = id;
    this.gameId = gameId;
    this.options = List.copyOf(options);
  }

  @Override
  public List<OptionSpec> options() {
    return options;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String gameId() {
    return gameId;
  }

  @Override
  public String description() {
    return "a fake heuristic";
  }

  @Override
  public int evaluate(GameState state) {
    return 0;
  }
}
