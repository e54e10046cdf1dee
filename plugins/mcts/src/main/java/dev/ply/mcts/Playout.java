package dev.ply.mcts;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The simulation step of Monte Carlo tree search: plays a position out to the end of the game and
 * scores the end for every seat. Each kind of playout is a small subclass that says only how a move
 * is chosen ({@link RandomPlayout}, {@link EvaluatorPlayout}).
 *
 * <p>A playout longer than {@link #MAX_PLIES} (a game that need not end) is cut there and scored as
 * utility 0 for every seat, as the referee's ply cap adjudicates a draw. Not thread-safe: one
 * playout object belongs to one player.
 */
abstract class Playout {

  /** The longest playout; beyond it the game is scored even. */
  static final int MAX_PLIES = 10_000;

  private final int maxUtility;
  private int[] moves = new int[0];

  Playout(Game game) {
    this.maxUtility = game.maxUtility();
  }

  /**
   * Plays {@code state} to the end, writes the reward of every seat into {@code rewards} (see
   * {@link Rewards}), and takes every move back.
   *
   * @return the plies played (0 when {@code state} is already finished)
   */
  final int run(GameState state, SplittableRandom random, double[] rewards) {
    if (moves.length < state.maxMoves()) {
      moves = new int[state.maxMoves()];
    }
    int plies = 0;
    while (plies < MAX_PLIES) {
      int n = state.legalMoves(moves);
      if (n == 0) {
        break;
      }
      state.play(
          state.playerToMove() == GameState.CHANCE
              ? drawChance(state, random)
              : choose(state, moves, n, random));
      plies++;
    }
    if (state.isTerminal()) {
      Rewards.ofFinishedGame(state, maxUtility, rewards);
    } else {
      Rewards.even(rewards);
    }
    for (int i = 0; i < plies; i++) {
      state.undo();
    }
    return plies;
  }

  /** An outcome of the chance node {@code state}, drawn by its probability. */
  static int drawChance(GameState state, SplittableRandom random) {
    List<ChanceOutcome> outcomes = state.chanceOutcomes();
    double r = random.nextDouble();
    int last = outcomes.size() - 1;
    for (int i = 0; i < last; i++) {
      r -= outcomes.get(i).probability();
      if (r < 0) {
        return outcomes.get(i).move();
      }
    }
    return outcomes.get(last).move();
  }

  /**
   * One move of the playout, at a position where a seat moves (chance outcomes are drawn by their
   * probabilities before this is asked).
   *
   * @param state the position, not finished; it must be left as it was found
   * @param moves its legal moves, in {@code moves[0 .. count)}; not to be changed
   * @param count at least 1
   */
  abstract int choose(GameState state, int[] moves, int count, SplittableRandom random);
}
