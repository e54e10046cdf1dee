package dev.ply.classic;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.classic.search.IterativeDeepening;
import java.util.Optional;

/** A player that answers every move with one run of its search driver. Deterministic. */
final class SearchPlayer implements Player {

  private final IterativeDeepening driver;
  private final Optional<Evaluator> evaluator;

  SearchPlayer(IterativeDeepening driver, Optional<Evaluator> evaluator) {
    this.driver = driver;
    this.evaluator = evaluator;
  }

  @Override
  public void newGame(int seat, long seed) {
    // Nothing carries over between games, and nothing is random.
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    return driver.run(state, limits, evaluator);
  }
}
