package dev.ply.cfr;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.api.PlayerContext;
import dev.ply.cfr.tree.GameTree;
import dev.ply.cfr.tree.InformationSetKeys;
import java.util.Map;
import java.util.Optional;

/** The trees and contexts the tests solve. */
final class Trees {

  private Trees() {}

  static GameTree of(Game game) {
    return GameTree.build(
        game.newGame(Options.resolve(game.variantOptions(), Map.of())),
        InformationSetKeys.forGame(game),
        10_000_000,
        10_000_000);
  }

  static GameTree kuhn() {
    return of(new dev.ply.poker.KuhnPoker());
  }

  static GameTree leduc() {
    return of(new dev.ply.poker.LeducPoker());
  }

  /** A context for {@code strategy} at {@code game} with the given options, seed 1. */
  static PlayerContext context(dev.ply.api.Strategy strategy, Game game, Map<String, ?> options) {
    return new PlayerContext(
        game,
        Options.resolve(game.variantOptions(), Map.of()),
        Options.resolve(strategy.options(), options),
        Optional.empty(),
        1);
  }
}
