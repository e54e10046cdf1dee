package dev.ply.mcts;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import java.util.SplittableRandom;

/** The playout of plain UCT: every move uniformly at random among the legal ones. */
final class RandomPlayout extends Playout {

  RandomPlayout(Game game) {
    super(game);
  }

  @Override
  int choose(GameState state, int[] moves, int count, SplittableRandom random) {
    return moves[random.nextInt(count)];
  }
}
