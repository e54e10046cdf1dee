package dev.ply.multiplayer.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;
import java.util.Arrays;

/**
 * The max^n algorithm: Luckhardt and Irani, "An Algorithmic Solution of N-Person Games" (AAAI
 * 1986), with the shallow pruning of Korf, "Multi-player alpha-beta pruning" (Artificial
 * Intelligence 48, 1991). Every position has a vector of scores, one per seat; the seat to move
 * takes the child whose vector is best for itself, the first such child in the game's order when
 * several are (the tie rule fixes which vector a position gets).
 *
 * <p><b>Scores.</b> A finished game scores {@code K * utility(s) * (UNIT - ply)} for seat s, with
 * {@code UNIT = 2^31} and the ply from the root capped at 999: larger utilities first, then the
 * faster win or the slower loss, as {@link Values#terminal} orders them, and linear in the
 * utilities so that a zero-sum game's vectors still sum to zero. A position at the horizon scores
 * the evaluator's {@code evaluate(state, s)}, 0 without one. In a zero-sum game ({@code K = n}
 * seats) each score is taken relative to the mean of all seats' scores, {@code n * e(s) - sum of
 * e}, so that the heuristic vectors sum to zero as the utilities do; in other games {@code K = 1}
 * and the scores are the evaluator's.
 *
 * <p><b>Shallow pruning</b> (Korf 1991) needs a constant sum and a lower bound on every score: it
 * applies to zero-sum games only, where every score is at least {@code -B} (the largest utility
 * times {@code K * UNIT}, or twice {@code (n - 1)} times the heuristic limit). Where the parent's
 * seat i has found a child worth {@code b} to it, and the seat j to move here ({@code j != i}) has
 * found a child worth {@code c} to it, no child of this position can be worth more than {@code (n -
 * 2) * B - c} to seat i; once that is at most {@code b}, the parent will not choose this position
 * and its remaining moves are not searched. The parent keeps its first best child on a tie, so the
 * root's vector is the same with and without pruning. Deep pruning is not sound for max^n (Korf
 * 1991) and is not done.
 */
public final class MaxN implements DepthSearch {

  /** A finished game's score per unit of utility, before the ply is taken off. */
  static final long UNIT = 1L << 31;

  /** Plies from the root that the scores of finished games tell apart, as in {@link Values}. */
  private static final int PLY_CAP = Values.PLY_SPAN - 1;

  private final int players;
  private final boolean zeroSum;
  private final long scale;
  private final boolean pruning;
  private final long maxUtility;
  private final long heuristicBound;

  /** The vector of each ply's position, {@code players + 1} long: the last is the leaf's ply. */
  private long[][] vectors = new long[0][];

  private long[] rootVector;

  /**
   * @param players the game's seats
   * @param zeroSum whether its utilities always sum to zero
   * @param maxUtility the largest utility of a seat
   * @param shallowPruning whether to prune where the bounds allow it (only in zero-sum games)
   */
  public MaxN(int players, boolean zeroSum, int maxUtility, boolean shallowPruning) {
    this.players = players;
    this.zeroSum = zeroSum;
    this.scale = zeroSum ? players : 1;
    this.maxUtility = maxUtility;
    this.heuristicBound = 2L * (players - 1) * Values.EVAL_LIMIT;
    this.pruning = shallowPruning && zeroSum && !overflows(players, scale * maxUtility * UNIT);
  }

  /** Whether Korf's bound {@code (n - 2) * B} would overflow a long (for a great many seats). */
  private static boolean overflows(int players, long bound) {
    return bound > Long.MAX_VALUE / Math.max(1, 2L * players);
  }

  /** Whether this search prunes: asked for, and the game is zero-sum. */
  public boolean prunes() {
    return pruning;
  }

  @Override
  public int search(GameState root, int depth, SearchRun run) {
    long[] v = node(root, depth, 0, -1, 0, run);
    rootVector = Arrays.copyOf(v, players + 1);
    return reported(v, run.rootSeat());
  }

  /**
   * The vector of the root after the last completed {@link #search}: seat by seat, then the ply of
   * the finished game it comes from ({@code -1} for one from the horizon). For tests.
   */
  long[] rootVector() {
    return rootVector.clone();
  }

  /** The divisor that turns a finished game's score at {@code ply} back into its utility. */
  long terminalUnit(int ply) {
    return scale * (UNIT - Math.min(ply, PLY_CAP));
  }

  /** The root's vector as a {@link Values} value for {@code seat}. */
  private int reported(long[] v, int seat) {
    int leafPly = (int) v[players];
    if (leafPly >= 0) {
      return Values.terminal((int) (v[seat] / terminalUnit(leafPly)), leafPly);
    }
    long heuristic = v[seat] / scale;
    return (int) Math.max(-(Values.EVAL_LIMIT - 1), Math.min(Values.EVAL_LIMIT - 1, heuristic));
  }

  /**
   * B, the most any seat can lose below a position whose children are {@code ply} plies from the
   * root: a finished game's score at that ply or deeper, and at the horizon the projected
   * evaluator's (none without an evaluator).
   */
  private long lowestScore(int ply, SearchRun run) {
    long terminal = maxUtility * terminalUnit(ply);
    return run.hasEvaluator() ? Math.max(terminal, heuristicBound) : terminal;
  }

  /** Fills {@code out} with a horizon position's scores (see the class comment). */
  private void horizon(GameState state, long[] out, SearchRun run) {
    long sum = 0;
    for (int s = 0; s < players; s++) {
      out[s] = run.horizon(state, s);
      sum += out[s];
    }
    if (zeroSum) {
      for (int s = 0; s < players; s++) {
        out[s] = players * out[s] - sum;
      }
    }
    out[players] = -1;
  }

  private long[] vector(int ply) {
    if (ply >= vectors.length) {
      vectors = Arrays.copyOf(vectors, Math.max(ply + 1, 2 * vectors.length));
    }
    if (vectors[ply] == null) {
      vectors[ply] = new long[players + 1];
    }
    return vectors[ply];
  }

  /**
   * The vector of a position, in this ply's buffer (valid until the next call at this ply).
   *
   * @param boundSeat the parent's seat to move, or -1 when the parent has no best child yet
   * @param bound what the parent's best child so far is worth to {@code boundSeat}
   */
  private long[] node(
      GameState state, int depth, int ply, int boundSeat, long bound, SearchRun run) {
    run.visit(ply);
    long[] best = vector(ply);
    // Step 1. A finished game, or the horizon: the leaf's scores.
    if (state.isTerminal()) {
      run.terminal();
      long unit = terminalUnit(run.pliesFromRoot(state));
      for (int s = 0; s < players; s++) {
        best[s] = state.utility(s) * unit;
      }
      best[players] = run.pliesFromRoot(state);
      return best;
    }
    if (depth == 0) {
      run.horizonLeaf();
      horizon(state, best, run);
      return best;
    }
    // Step 2. Korf's shallow cutoff: stop once the mover's best leaves the parent's seat no more
    // than it has.
    int mover = state.playerToMove();
    long cutAt = Long.MAX_VALUE;
    if (pruning && boundSeat >= 0 && boundSeat != mover) {
      cutAt = (players - 2) * lowestScore(run.pliesFromRoot(state) + 1, run) - bound;
    }
    // Step 3. The children, the mover keeping the first best for itself.
    int[] moves = run.moves(ply);
    int n = state.legalMoves(moves);
    if (ply == 0) {
      run.orderRoot(moves, n);
    }
    boolean any = false;
    for (int i = 0; i < n; i++) {
      state.play(moves[i]);
      long[] v = node(state, depth - 1, ply + 1, any ? mover : -1, any ? best[mover] : 0, run);
      state.undo();
      if (!any || v[mover] > best[mover]) {
        System.arraycopy(v, 0, best, 0, players + 1);
        any = true;
        if (ply == 0) {
          run.rootBest(moves[i], reported(best, mover));
        }
      }
      if (best[mover] >= cutAt) {
        run.cutoffs++;
        break;
      }
    }
    return best;
  }
}
