package dev.ply.host.config;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import java.util.List;
import java.util.function.Predicate;

/** A strategy for loader tests: an id, options, the games it supports, and no players. */
final class FakeStrategy implements Strategy {

  private final String id;
  private final List<OptionSpec> options;
  private final Predicate<Game> supports;
  private final boolean usesEvaluator;

  FakeStrategy(
      String id, List<OptionSpec> options, Predicate<Game> supports, boolean usesEvaluator) {
    this.id = id;
    this.options = options;
    this.supports = supports;
    this.usesEvaluator = usesEvaluator;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String description() {
    return "a fake " + id;
  }

  @Override
  public List<OptionSpec> options() {
    return options;
  }

  @Override
  public boolean supports(Game game) {
    return supports.test(game);
  }

  @Override
  public boolean usesEvaluator() {
    return usesEvaluator;
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    throw new UnsupportedOperationException("the loader never makes players");
  }

  /** Every fake search but random and mcts searches to the end, as classic-search's do. */
  @Override
  public boolean solves() {
    return !id().equals("random") && !id().equals("mcts");
  }
}
