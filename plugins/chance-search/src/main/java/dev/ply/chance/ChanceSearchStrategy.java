package dev.ply.chance;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.StandardOptions;
import dev.ply.api.Strategy;
import dev.ply.chance.search.ChanceSearch;
import dev.ply.chance.search.Deepening;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the strategies of this plugin share: two-player zero-sum games, with chance nodes or
 * without; the configured evaluator at the horizon; and the {@code iterative-deepening} option.
 * Each subclass names one search.
 */
abstract class ChanceSearchStrategy implements Strategy {

  static final String ITERATIVE_DEEPENING = StandardOptions.DEEPENING;

  /** A new instance of the search this strategy runs. */
  abstract ChanceSearch search();

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.bool(
            ITERATIVE_DEEPENING,
            true,
            "search 1, 2, 3 ... player moves deep until the depth limit, the deadline or the end of"
                + " the game, and play the best move of the deepest completed search"));
  }

  /** Dice and other chance nodes; games without them too. */
  @Override
  public Set<GameFeature> handles() {
    return Set.of(GameFeature.CHANCE);
  }

  @Override
  public boolean supports(Game game) {
    return game.players() == 2 && game.zeroSum();
  }

  @Override
  public Optional<String> whyNot(Game game) {
    if (game.players() != 2) {
      return Optional.of(
          "its game has "
              + game.players()
              + " players; "
              + id()
              + " searches two-player zero-sum games");
    }
    if (!game.zeroSum()) {
      return Optional.of(
          "its game is not zero-sum; " + id() + " searches two-player zero-sum games");
    }
    return Optional.empty();
  }

  @Override
  public boolean usesEvaluator() {
    return true;
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    Deepening driver =
        new Deepening(
            search(),
            context.options().getBoolean(ITERATIVE_DEEPENING),
            context.evaluator().orElse(null),
            context.game().maxUtility());
    return new ChanceSearchPlayer(driver);
  }
}
