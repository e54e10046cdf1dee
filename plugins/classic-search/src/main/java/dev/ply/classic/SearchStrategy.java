package dev.ply.classic;

import dev.ply.api.Game;
import dev.ply.api.OptionSpec;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.Strategy;
import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.IterativeDeepening;
import java.util.List;

/**
 * What the strategies of this plugin share: two-player zero-sum games only, an optional evaluator at
 * the horizon, and the {@code iterative-deepening} option. Each subclass names one search.
 */
abstract class SearchStrategy implements Strategy {

  static final String ITERATIVE_DEEPENING = "iterative-deepening";

  /** The search this strategy runs. */
  abstract DepthSearch search();

  /** Whether deepening is on when the config does not say. */
  abstract boolean deepensByDefault();

  @Override
  public List<OptionSpec> options() {
    return List.of(OptionSpec.bool(ITERATIVE_DEEPENING, deepensByDefault(),
        "search depth 1, 2, 3 ... until the depth limit, the deadline or a proven result, and play"
            + " the best move of the deepest completed search"));
  }

  @Override
  public boolean supports(Game game) {
    return game.players() == 2 && game.zeroSum();
  }

  @Override
  public boolean usesEvaluator() {
    return true;
  }

  @Override
  public Player newPlayer(PlayerContext context) {
    boolean deepen = context.options().getBoolean(ITERATIVE_DEEPENING);
    return new SearchPlayer(new IterativeDeepening(search(), deepen), context.evaluator());
  }
}
