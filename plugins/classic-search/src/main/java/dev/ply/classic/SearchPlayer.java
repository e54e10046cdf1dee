package dev.ply.classic;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchListener;
import dev.ply.api.SearchReport;
import dev.ply.classic.search.IterativeDeepening;
import dev.ply.classic.tt.TranspositionTable;
import java.util.Optional;

/**
 * A player that answers every move with one run of its search driver. Deterministic. Its
 * transposition table, if it has one, is kept from move to move (each move a new search of it) and
 * emptied at the start of every game, so that one game does not depend on the games before.
 */
final class SearchPlayer implements Player {

  private final IterativeDeepening driver;
  private final Optional<Evaluator> evaluator;
  private final TranspositionTable table;
  private final boolean wipe;

  /**
   * @param table the table {@code driver} was given, or null for none
   * @param wipe whether a new game writes zeros over the table ({@link TranspositionTable#wipe()})
   *     rather than marking its entries stale ({@link TranspositionTable#clear()})
   */
  SearchPlayer(
      IterativeDeepening driver,
      Optional<Evaluator> evaluator,
      TranspositionTable table,
      boolean wipe) {
    this.driver = driver;
    this.evaluator = evaluator;
    this.table = table;
    this.wipe = wipe;
  }

  @Override
  public void newGame(int seat, long seed) {
    // Nothing random; only the table and the history scores carry over between moves, never
    // between games.
    if (table != null && wipe) {
      table.wipe();
    } else if (table != null) {
      table.clear();
    }
    driver.newGame();
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    if (table != null) {
      table.newSearch();
    }
    return driver.run(state, limits, evaluator);
  }

  /** Every search of this plugin reports the positions it visits. */
  @Override
  public boolean trace(SearchListener listener) {
    driver.tracing(listener);
    return true;
  }
}
