package dev.ply.api;

import java.util.random.RandomGenerator;

/**
 * The view of a seat in a game where everything is seen: the position itself. The default of {@link
 * GameState#view(int)}.
 */
final class PerfectView implements View {

  private final GameState state;
  private final int seat;

  PerfectView(GameState state, int seat) {
    this.state = state;
    this.seat = seat;
  }

  @Override
  public int seat() {
    return seat;
  }

  @Override
  public String observation() {
    return state.observation(seat);
  }

  @Override
  public int plies() {
    return state.plies();
  }

  @Override
  public int maxMoves() {
    return state.maxMoves();
  }

  @Override
  public int legalMoves(int[] buffer) {
    return state.legalMovesOf(seat, buffer);
  }

  @Override
  public String moveToText(int move) {
    return state.moveToText(move);
  }

  @Override
  public int textToMove(String text) {
    return state.textToMove(text);
  }

  /** The position itself: nothing is hidden, so there is only one. */
  @Override
  public GameState sample(RandomGenerator random) {
    return state.copy();
  }
}
