package dev.ply.simultaneous;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import java.util.SplittableRandom;

/** A uniformly random player of any seat, as the {@code random} plugin plays, for the tests. */
final class RandomForTests implements Player {
  private SplittableRandom random = new SplittableRandom(0);
  private int seat;

  @Override
  public void newGame(int seat, long seed) {
    this.seat = seat;
    this.random = new SplittableRandom(seed ^ 0x5DEECE66DL);
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    int[] buffer = new int[state.maxMoves()];
    int n = state.legalMovesOf(seat, buffer);
    return SearchReport.of(buffer[random.nextInt(n)]);
  }
}
