package dev.ply.simultaneous.smmcts;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays a position out to the end at random, every kind of node as the referee would: a chance
 * outcome drawn with its probability, a uniformly random move for each acting seat of a
 * simultaneous position, a uniformly random move elsewhere. Then writes every seat's reward and
 * takes its moves back. One object per search; not thread-safe.
 */
final class Playout {

  private final int players;
  private final int maxUtility;
  private final int[] joint;
  private int[] buffer = new int[0];

  Playout(int players, int maxUtility) {
    this.players = players;
    this.maxUtility = maxUtility;
    this.joint = new int[players];
  }

  /**
   * Plays {@code state} out and writes each seat's reward into {@code rewards}; the state is
   * restored.
   *
   * @return the plies played
   */
  int run(GameState state, SplittableRandom random, double[] rewards) {
    if (buffer.length < state.maxMoves()) {
      buffer = new int[state.maxMoves()];
    }
    int plies = 0;
    while (!state.isTerminal()) {
      int toMove = state.playerToMove();
      if (toMove == GameState.CHANCE) {
        state.play(drawOutcome(state.chanceOutcomes(), random));
      } else if (toMove == GameState.SIMULTANEOUS) {
        Arrays.fill(joint, GameState.NO_MOVE);
        for (int seat = 0; seat < players; seat++) {
          int n = state.legalMovesOf(seat, buffer);
          if (n > 0) {
            joint[seat] = buffer[random.nextInt(n)];
          }
        }
        state.playJoint(joint);
      } else {
        state.play(buffer[random.nextInt(state.legalMoves(buffer))]);
      }
      plies++;
    }
    rewardsOf(state, maxUtility, rewards);
    for (int i = 0; i < plies; i++) {
      state.undo();
    }
    return plies;
  }

  private static int drawOutcome(List<ChanceOutcome> outcomes, SplittableRandom random) {
    double draw = random.nextDouble();
    for (int i = 0; i < outcomes.size() - 1; i++) {
      draw -= outcomes.get(i).probability();
      if (draw < 0) {
        return outcomes.get(i).move();
      }
    }
    return outcomes.get(outcomes.size() - 1).move();
  }

  /**
   * Each seat's reward in a finished game, in [0, 1]: {@code (utility + maxUtility) / (2
   * maxUtility)}, so a win of a win/draw/loss game is 1, a draw 1/2, a loss 0.
   */
  static void rewardsOf(GameState state, int maxUtility, double[] rewards) {
    for (int s = 0; s < rewards.length; s++) {
      rewards[s] = (state.utility(s) + maxUtility) / (2.0 * maxUtility);
    }
  }
}
