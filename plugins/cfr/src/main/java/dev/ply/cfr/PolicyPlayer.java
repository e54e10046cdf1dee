package dev.ply.cfr;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.View;
import dev.ply.cfr.tree.InformationSetKeys;
import java.util.SplittableRandom;

/**
 * Plays a trained {@link TabularPolicy}: at each turn it looks up its information set (the view's
 * observation, or the position's hash where everything is seen) and draws a move with the policy's
 * probabilities, from a random stream seeded by the game's seed, so the same seed plays the same
 * moves. A lookup is one step: it obeys any {@link Limits} at once (one node). At an information
 * set the training never met (a game started from another position) it plays uniformly at random
 * and says so in the counter {@code unknown-information-set}.
 */
final class PolicyPlayer implements Player {

  private final TabularPolicy policy;
  private final InformationSetKeys keys;
  private SplittableRandom random = new SplittableRandom(0);
  private int[] buffer = new int[0];

  PolicyPlayer(TabularPolicy policy, InformationSetKeys keys) {
    this.policy = policy;
    this.keys = keys;
  }

  @Override
  public void newGame(int seat, long seed) {
    random = new SplittableRandom(seed);
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    int seat = state.playerToMove();
    buffer = fit(state.maxMoves());
    int n = state.legalMovesOf(seat, buffer);
    return choose(keys.of(state, seat), n);
  }

  @Override
  public SearchReport chooseMove(View view, Limits limits) {
    buffer = fit(view.maxMoves());
    int n = view.legalMoves(buffer);
    String key =
        keys == InformationSetKeys.OBSERVATION
            ? keys.of(view)
            : keys.of(view.sample(random), view.seat());
    return choose(key, n);
  }

  private int[] fit(int size) {
    return buffer.length >= size ? buffer : new int[size];
  }

  /** A move drawn from the policy at {@code key}, among the {@code n} legal moves in the buffer. */
  private SearchReport choose(String key, int n) {
    if (n == 0) {
      throw new IllegalStateException("asked to move with no legal move");
    }
    TabularPolicy.Entry entry = policy.at(key);
    if (entry != null) {
      double x = random.nextDouble();
      int[] moves = entry.moves();
      double[] p = entry.probabilities();
      int chosen = moves[moves.length - 1];
      for (int a = 0; a < moves.length; a++) {
        x -= p[a];
        if (x < 0) {
          chosen = moves[a];
          break;
        }
      }
      if (isLegal(chosen, n)) {
        return SearchReport.builder(chosen).nodes(1).build();
      }
    }
    return SearchReport.builder(buffer[random.nextInt(n)])
        .nodes(1)
        .counter("unknown-information-set", 1)
        .build();
  }

  private boolean isLegal(int move, int n) {
    for (int i = 0; i < n; i++) {
      if (buffer[i] == move) {
        return true;
      }
    }
    return false;
  }
}
