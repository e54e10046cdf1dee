package dev.ply.chance.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;
import java.util.Arrays;

/**
 * Star1 (Ballard, "The *-minimax search procedure for trees containing chance nodes", Artificial
 * Intelligence 21, 1983; as restated by Hauk, Buro and Schaeffer, "Rediscovering *-minimax search",
 * Computers and Games 2004): alpha-beta at the players' nodes, and at a chance node a window for
 * each outcome derived from the node's own window and the bounds L and U on every value.
 *
 * <p>Before an outcome is searched, the outcomes still to come are assumed to be worth U (for a
 * fail low) or L (for a fail high): with the others' values or bounds, the outcome's value {@code
 * v_i} makes the node fail low at or below {@code A_i} and high at or above {@code B_i}, and it is
 * searched with the window {@code (max(A_i, L - 1), min(B_i, U + 1))}. When it fails low, the
 * node's expectation with U for the rest is at most alpha and the node returns that upper bound;
 * when it fails high, the node returns its lower bound. In exact whole numbers (see {@link
 * ChanceSearch}):
 *
 * <pre>
 *   A_i = ceil(((alpha + 1) D - sum_{j != i} w_j hi_j) / w_i) - 1
 *   B_i = ceil((beta D - sum_{j != i} w_j lo_j) / w_i)
 * </pre>
 *
 * where {@code lo_j <= v_j <= hi_j} are what is known of each outcome: L and U before it is
 * searched, its value after. Searching the same moves in the same order, it visits a subset of
 * expectiminimax's nodes and returns the same value.
 */
public class Star1 extends ChanceSearch {

  /** What {@link #knownFirst} holds when nothing is known. */
  static final int UNKNOWN = Integer.MIN_VALUE;

  /** What {@link #failBound} and {@link #probe} return when the node has not failed. */
  static final int NO_BOUND = Integer.MIN_VALUE;

  /** What is known of each outcome of the chance node at each ply: lo[i] <= v_i <= hi[i]. */
  final int[][] lower = new int[MAX_PLY + 2][];

  final int[][] upper = new int[MAX_PLY + 2][];

  /** {@code sum w_i lo_i} and {@code sum w_i hi_i} of the chance node at each ply. */
  final long[] lowerSum = new long[MAX_PLY + 2];

  final long[] upperSum = new long[MAX_PLY + 2];

  /**
   * The exact value of the first move of the player node at each ply, for its mover, when the
   * search already knows it (Star2's probe found it), or {@link #UNKNOWN}.
   */
  final int[] knownFirst = new int[MAX_PLY + 2];

  public Star1() {
    Arrays.fill(knownFirst, UNKNOWN);
  }

  @Override
  void allocatePly(int ply, int width) {
    lower[ply] = new int[width];
    upper[ply] = new int[width];
  }

  /** Alpha-beta, fail-soft (Fishburn 1983), in negamax form. */
  @Override
  protected final int player(GameState state, int depth, int ply, int alpha, int beta) {
    assert alpha < beta : "alpha " + alpha + " < beta " + beta;
    int mover = state.playerToMove();
    int n = generate(state, ply);
    int[] m = moves[ply];
    int best = -Values.INFINITY;
    for (int i = 0; i < n; i++) {
      int value;
      if (i == 0 && knownFirst[ply] != UNKNOWN) {
        value = knownFirst[ply];
        knownFirst[ply] = UNKNOWN;
      } else {
        state.play(m[i]);
        try {
          value = search(state, depth - 1, ply + 1, Math.max(alpha, best), beta, mover);
        } finally {
          state.undo();
        }
      }
      if (value > best) {
        best = value;
        if (ply == 0) {
          rootBest(m[i], value);
        }
        if (best >= beta) {
          cutoffs++;
          break;
        }
      }
    }
    return best;
  }

  @Override
  protected final int chance(GameState state, int depth, int ply, int alpha, int beta, int seat) {
    // Step 1. The outcomes, their weights, and what is known of them: nothing but L and U.
    long denominator = weigh(state, ply);
    int n = outcomeCount[ply];
    int[] lo = lower[ply];
    int[] hi = upper[ply];
    Arrays.fill(lo, 0, n, lowest);
    Arrays.fill(hi, 0, n, highest);
    lowerSum[ply] = lowest * denominator;
    upperSum[ply] = highest * denominator;
    int bound = failBound(ply, denominator, alpha, beta);
    if (bound != NO_BOUND) {
      return bound;
    }
    // Step 2. Star2's probing phase (none here).
    bound = probe(state, depth, ply, alpha, beta, seat, denominator);
    if (bound != NO_BOUND) {
      chanceCutoffs++;
      return bound;
    }
    // Step 3. Each outcome not yet known exactly, in a window that cuts as soon as the node fails.
    int[] m = moves[ply];
    for (int i = 0; i < n; i++) {
      if (lo[i] == hi[i]) {
        continue;
      }
      int a = childAlpha(ply, i, denominator, alpha);
      int b = childBeta(ply, i, denominator, beta);
      state.play(m[i]);
      int v;
      try {
        v = searchOutcome(state, depth, ply, i, a, b, seat);
      } finally {
        state.undo();
      }
      if (v <= a) {
        setBounds(ply, i, lo[i], Math.min(v, hi[i]));
      } else if (v >= b) {
        setBounds(ply, i, Math.max(v, lo[i]), hi[i]);
      } else {
        setBounds(ply, i, v, v);
      }
      bound = failBound(ply, denominator, alpha, beta);
      if (bound != NO_BOUND) {
        if (i < n - 1) {
          chanceCutoffs++;
        }
        return bound;
      }
    }
    // Step 4. Every outcome known exactly: the expectation.
    return (int) Math.floorDiv(lowerSum[ply], denominator);
  }

  /**
   * Searches outcome {@code i} of the chance node at {@code ply}, already played, with the window
   * {@code (a, b)}.
   */
  int searchOutcome(GameState state, int depth, int ply, int i, int a, int b, int seat) {
    return search(state, depth, ply + 1, a, b, seat);
  }

  /**
   * Star2's probing phase: may tighten what is known of the outcomes ({@link #setBounds}) and
   * return a bound when that makes the node fail; {@link #NO_BOUND} otherwise. Star1 probes
   * nothing.
   */
  int probe(GameState state, int depth, int ply, int alpha, int beta, int seat, long denominator) {
    return NO_BOUND;
  }

  /** Sets what is known of outcome {@code i} at {@code ply}, keeping the sums. */
  final void setBounds(int ply, int i, int lo, int hi) {
    long w = weights[ply][i];
    lowerSum[ply] += w * ((long) lo - lower[ply][i]);
    upperSum[ply] += w * ((long) hi - upper[ply][i]);
    lower[ply][i] = lo;
    upper[ply][i] = hi;
  }

  /**
   * The chance node's upper bound if it is at most alpha, its lower bound if at least beta, else
   * {@link #NO_BOUND}.
   */
  final int failBound(int ply, long denominator, int alpha, int beta) {
    long high = Math.floorDiv(upperSum[ply], denominator);
    if (high <= alpha) {
      return (int) high;
    }
    long low = Math.floorDiv(lowerSum[ply], denominator);
    if (low >= beta) {
      return (int) low;
    }
    return NO_BOUND;
  }

  /** Ballard's A_i: outcome i at or below it makes the node fail low; at least L - 1. */
  final int childAlpha(int ply, int i, long denominator, int alpha) {
    long w = weights[ply][i];
    long rest = upperSum[ply] - w * upper[ply][i];
    long a = ceilDiv((alpha + 1L) * denominator - rest, w) - 1;
    return (int) Math.max(a, lower[ply][i] - 1L);
  }

  /** Ballard's B_i: outcome i at or above it makes the node fail high; at most U + 1. */
  final int childBeta(int ply, int i, long denominator, int beta) {
    long w = weights[ply][i];
    long rest = lowerSum[ply] - w * lower[ply][i];
    long b = ceilDiv(beta * denominator - rest, w);
    return (int) Math.min(b, upper[ply][i] + 1L);
  }

  private static long ceilDiv(long x, long y) {
    return -Math.floorDiv(-x, y);
  }
}
