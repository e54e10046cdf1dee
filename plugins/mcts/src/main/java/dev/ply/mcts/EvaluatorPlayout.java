package dev.ply.mcts;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Values;
import java.util.SplittableRandom;

/**
 * An epsilon-greedy playout guided by an evaluator: with chance epsilon a uniformly random move,
 * otherwise the move whose resulting position is best for the mover, ties broken at random.
 *
 * <p>A move that ends the game is scored by the mover's utility on the {@link Values} scale, so a
 * playout takes a win it sees and avoids a loss; any other is scored by the evaluator from the
 * mover's point of view ({@link Evaluator#evaluate(GameState, int)}): by default the mover's own
 * value when the mover moves again (an extra turn), otherwise the negation of the next mover's
 * (exact for two-player zero-sum games), and whatever an evaluator of more players or of a game of
 * chance says a seat's score is (after a roll, the position is a chance node). Chance nodes of the
 * playout itself are drawn by {@link Playout}, not scored.
 *
 * <p>The playout still runs to the end of the game and is scored by the game's utilities, not by
 * the evaluator: only the order of the evaluator's values counts, so evaluators of any scale work
 * without a squashing function to tune. The price is one evaluation per legal move per ply.
 */
final class EvaluatorPlayout extends Playout {

  private final Evaluator evaluator;
  private final double epsilon;

  /**
   * @param evaluator an evaluator of {@code game}
   * @param epsilon the chance of a random move, in [0, 1]
   */
  EvaluatorPlayout(Game game, Evaluator evaluator, double epsilon) {
    super(game);
    if (!(epsilon >= 0 && epsilon <= 1)) {
      throw new IllegalArgumentException("epsilon must be in [0, 1], was " + epsilon);
    }
    this.evaluator = evaluator;
    this.epsilon = epsilon;
  }

  @Override
  int choose(GameState state, int[] moves, int count, SplittableRandom random) {
    if (random.nextDouble() < epsilon) {
      return moves[random.nextInt(count)];
    }
    int mover = state.playerToMove();
    int best = moves[0];
    int bestScore = Integer.MIN_VALUE;
    int ties = 0;
    for (int i = 0; i < count; i++) {
      state.play(moves[i]);
      int score = scoreFor(mover, state);
      state.undo();
      if (score > bestScore) {
        best = moves[i];
        bestScore = score;
        ties = 1;
      } else if (score == bestScore && random.nextInt(++ties) == 0) {
        best = moves[i]; // reservoir sampling: each of the tied moves with equal chance
      }
    }
    return best;
  }

  /** The value for {@code mover} of the position {@code state} reached by mover's move. */
  private int scoreFor(int mover, GameState state) {
    if (state.isTerminal()) {
      return Values.terminal(state.utility(mover), 0);
    }
    return Values.checkHeuristic(evaluator.evaluate(state, mover), evaluator.id());
  }
}
