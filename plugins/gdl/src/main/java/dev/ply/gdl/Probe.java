package dev.ply.gdl;

import dev.ply.api.GameState;
import java.util.SplittableRandom;

/**
 * Seeded random playouts of a GDL game when it is first used, to learn what its rules do not say
 * outright and to refuse a game that cannot be played: whether two or more roles ever choose at
 * once (the simultaneous-moves feature), whether a two-role game's goals sum to one value at every
 * terminal state reached (zero sum), and that every playout ends within the ply cap, every role has
 * a legal move in every state that is not terminal and exactly one goal in every terminal one.
 * Deterministic: the same rules always give the same findings.
 */
final class Probe {

  /** Ply's default ply cap: a random playout of a game must end within it. */
  static final int PLY_CAP = 1000;

  static final int PLAYOUTS = 40;

  /**
   * What the playouts found; {@code chance} only in GDL-II, where the role {@code random} may
   * choose (see {@link GdlTwoState#probe}).
   */
  record Findings(boolean simultaneous, boolean zeroSum, boolean chance) {
    Findings(boolean simultaneous, boolean zeroSum) {
      this(simultaneous, zeroSum, false);
    }
  }

  private Probe() {}

  static Findings run(GdlGame game, Reasoner net) {
    SplittableRandom random = new SplittableRandom(20081108L);
    int roles = net.roles.size();
    boolean simultaneous = false;
    boolean constantSum = roles == 2;
    int sum = -1;
    int[] buffer = new int[Math.max(1, maxMoves(net))];
    for (int p = 0; p < PLAYOUTS; p++) {
      GdlState s = game.probeState(net);
      while (!s.isTerminal()) {
        if (s.plies() >= PLY_CAP) {
          throw new IllegalArgumentException(
              game.source()
                  + ": a random playout reached no terminal state within "
                  + PLY_CAP
                  + " plies (Ply's ply cap): a GDL game must end; the state then: "
                  + s.truths());
        }
        int[] joint = new int[roles];
        if (s.playerToMove() == GameState.SIMULTANEOUS) {
          simultaneous = true;
        }
        for (int r = 0; r < roles; r++) {
          int n = s.legalMovesOf(r, buffer);
          joint[r] = n == 0 ? GameState.NO_MOVE : buffer[random.nextInt(n)];
        }
        s.playJoint(joint);
      }
      int total = 0;
      for (int r = 0; r < roles; r++) {
        total += s.goal(r);
      }
      if (sum >= 0 && total != sum) {
        constantSum = false;
      }
      sum = total;
    }
    return new Findings(simultaneous, constantSum);
  }

  private static int maxMoves(Reasoner net) {
    int m = 0;
    for (int[] ms : net.roleMoves) {
      m = Math.max(m, ms.length);
    }
    return m;
  }
}
