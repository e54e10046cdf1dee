package dev.ply.multiplayer;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.chinesecheckers.ChineseCheckersThree;
import java.util.List;

/**
 * Three-player Chinese Checkers whose default variant is the 37-hole star (three pieces each) and
 * twelve moves a seat, so that the conformance kit, which plays the default variant, plays whole
 * games quickly.
 */
final class SmallChineseCheckers implements Game {

  private final Game game = new ChineseCheckersThree();

  @Override
  public String id() {
    return game.id();
  }

  @Override
  public String displayName() {
    return game.displayName();
  }

  @Override
  public int players() {
    return game.players();
  }

  @Override
  public boolean zeroSum() {
    return game.zeroSum();
  }

  @Override
  public int maxUtility() {
    return game.maxUtility();
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return List.of(
        OptionSpec.integer("size", 2, 2, 4, "rows of each corner triangle"),
        OptionSpec.integer("turns", 12, 1, 10_000, "moves each player has"));
  }

  @Override
  public GameState newGame(Options variant) {
    return game.newGame(variant);
  }
}
