package dev.ply.loader;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;

/**
 * A game the test jars offer as an extension of its own, under the id {@code fixture-game}: only
 * its id is ever asked. Not annotated {@code @Extension}, as {@link FixtureStrategy}.
 */
public final class FixtureGame implements Game {

  @Override
  public String id() {
    return "fixture-game";
  }

  @Override
  public String displayName() {
    return "Fixture game";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of();
  }

  @Override
  public GameState newGame(Options variant) {
    throw new UnsupportedOperationException("a fixture game is never played");
  }
}
