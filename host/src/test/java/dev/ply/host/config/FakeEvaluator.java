package dev.ply.host.config;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;

/** An evaluator for loader tests: an id and the game it is for. */
final class FakeEvaluator implements Evaluator {

  private final String id;
  private final String gameId;

  FakeEvaluator(String id, String gameId) {
    this.id = id;
    this.gameId = gameId;
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
