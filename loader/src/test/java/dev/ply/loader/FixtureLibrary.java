package dev.ply.loader;

import dev.ply.api.Game;
import dev.ply.api.GameLibrary;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;

/**
 * A game library of the test jars: two games, {@code library-game} and {@code fixture-game} (the id
 * {@link FixtureGame} has too). Not annotated {@code @Extension}, as {@link FixtureStrategy}.
 */
public final class FixtureLibrary implements GameLibrary {

  @Override
  public List<Game> games() {
    return List.of(new Named("library-game"), new Named("fixture-game"));
  }

  /** A game known by its id only. */
  private static final class Named implements Game {
    private final String id;

    Named(String id) {
      this.id = id;
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public String displayName() {
      return id;
    }

    @Override
    public int players() {
      return 1;
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
}
