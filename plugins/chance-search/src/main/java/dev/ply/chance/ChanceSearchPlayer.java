package dev.ply.chance;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.chance.search.Deepening;

/**
 * A player that answers every move with one run of its search. Deterministic, and nothing random:
 * the seed is not used. Nothing is kept from one move to the next but the search's buffers.
 */
final class ChanceSearchPlayer implements Player {

  private final Deepening driver;

  ChanceSearchPlayer(Deepening driver) {
    this.driver = driver;
  }

  @Override
  public void newGame(int seat, long seed) {}

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    return driver.run(state, limits);
  }
}
