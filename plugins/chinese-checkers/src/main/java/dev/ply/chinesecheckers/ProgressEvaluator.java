package dev.ply.chinesecheckers;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;

/**
 * Progress towards the goal, for any number of seats: a seat's score is how many steps fewer its
 * pieces have still to go to the point of its goal than the seats' average, times the number of
 * seats ({@code sum of d - n * d(seat)}, d the steps still to go, which is what ranks the players
 * at the move limit). The scores of all seats sum to zero, as the utilities do; with two players a
 * seat scores the opponent's steps to go less its own. At the start every seat scores 0, the homes
 * being alike. One evaluator per game of this plugin, as an evaluator names one game.
 */
abstract class ProgressEvaluator implements Evaluator {

  private final int players;

  ProgressEvaluator(int players) {
    this.players = players;
  }

  @Override
  public String id() {
    return gameId() + "-progress";
  }

  @Override
  public String gameId() {
    return players == 2 ? "chinese-checkers" : "chinese-checkers-" + players;
  }

  @Override
  public String description() {
    return "steps to go to the goal: the seats' total less n times the seat's own (sums to zero)";
  }

  @Override
  public int evaluate(GameState state) {
    return evaluate(state, state.playerToMove());
  }

  @Override
  public int evaluate(GameState state, int seat) {
    if (!(state instanceof ChineseCheckersState position)) {
      throw new IllegalArgumentException(
          id() + " reads Chinese Checkers positions, not " + state.getClass().getName());
    }
    int sum = 0;
    int own = 0;
    for (int s = 0; s < players; s++) {
      int d = position.distanceToGoal(s);
      sum += d;
      if (s == seat) {
        own = d;
      }
    }
    return sum - players * own;
  }
}
