package dev.ply.multiplayer;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.multiplayer.search.IterativeDeepening;

/**
 * A player that answers every move with one run of its search. Deterministic: nothing random, and
 * nothing kept from one move to the next but buffers.
 */
final class MultiplayerPlayer implements Player {

  private final IterativeDeepening driver;

  MultiplayerPlayer(IterativeDeepening driver) {
    this.driver = driver;
  }

  @Override
  public void newGame(int seat, long seed) {
    // Nothing to forget: each move is searched afresh.
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    return driver.run(state, limits);
  }
}
