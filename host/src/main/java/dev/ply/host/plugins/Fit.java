package dev.ply.host.plugins;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.Strategy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a strategy can be seated at a game, and if not why, in words a user can act on: the
 * game's {@link GameFeature}s the strategy does not {@link Strategy#handles() handle} are named
 * first, then the strategy's own {@link Strategy#supports(Game)}.
 */
public final class Fit {

  private Fit() {}

  /** Whether {@code strategy} can play {@code game}. */
  public static boolean fits(Strategy strategy, Game game) {
    return whyNot(strategy, game).isEmpty();
  }

  /**
   * Why {@code strategy} cannot play {@code game}, as the end of a sentence that starts with the
   * strategy's id ("cannot play pig: pig has chance nodes (dice, deals), which it does not
   * handle"), or empty when it can.
   */
  public static Optional<String> whyNot(Strategy strategy, Game game) {
    return whyNot(strategy, game, Optional.empty());
  }

  /**
   * Why {@code strategy} cannot play {@code game} in {@code variant}, as {@link #whyNot(Strategy,
   * Game)} says it, with the strategy's reasons that depend on the variant ({@link
   * Strategy#whyNot(Game, dev.ply.api.Options)}).
   */
  public static Optional<String> whyNot(Strategy strategy, Game game, dev.ply.api.Options variant) {
    return whyNot(strategy, game, Optional.of(variant));
  }

  private static Optional<String> whyNot(
      Strategy strategy, Game game, Optional<dev.ply.api.Options> variant) {
    List<String> missing = new ArrayList<>();
    for (GameFeature feature : GameFeature.values()) {
      if (game.features().contains(feature) && !strategy.handles().contains(feature)) {
        missing.add(feature.words());
      }
    }
    if (!missing.isEmpty()) {
      return Optional.of(
          "cannot play "
              + game.id()
              + ": "
              + game.id()
              + " has "
              + String.join(" and ", missing)
              + ", which "
              + strategy.id()
              + " does not handle (its Strategy.handles() does not list "
              + (missing.size() == 1 ? "it" : "them")
              + ")");
    }
    Optional<String> own =
        variant.isPresent() ? strategy.whyNot(game, variant.get()) : strategy.whyNot(game);
    if (own.isPresent()) {
      return Optional.of("cannot play " + game.id() + ": " + own.get());
    }
    if (!strategy.supports(game)) {
      return Optional.of(
          "does not support game '"
              + game.id()
              + "' ("
              + game.players()
              + " players, "
              + (game.zeroSum() ? "zero-sum" : "general-sum")
              + ")");
    }
    return Optional.empty();
  }
}
