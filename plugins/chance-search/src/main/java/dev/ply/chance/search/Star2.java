package dev.ply.chance.search;

import dev.ply.api.GameState;
import java.util.Arrays;
import java.util.function.ObjLongConsumer;

/**
 * Star2 (Ballard 1983), with the probing of Hauk, Buro and Schaeffer ("Rediscovering *-minimax
 * search", Computers and Games 2004): {@link Star1}, preceded at every chance node by a probing
 * phase that searches only the first move of each outcome's position.
 *
 * <p>The first move's value bounds its position's value: from below where the outcome hands the
 * move to the chance node's own seat (that player can do at least as well), from above where it
 * hands it to the other (who can hold the seat to at most that). Each probe is searched in the
 * outcome's Star1 window; a probe that reaches past it can make the whole chance node fail at once,
 * at the cost of one move per outcome. Otherwise the search phase of Star1 follows, with the probed
 * bounds in place of L and U, so its windows are narrower. An outcome that is a finished game, a
 * horizon, or a position with one move only (whose probe bounds it on both sides) is known exactly
 * after the probe and not searched again; a probe whose value came out exact is handed to the
 * search phase as that first move's value, not searched again.
 *
 * <p>Ballard defined it for regular trees, whose chance nodes' outcomes all lead to the same
 * player; here each outcome is probed for the bound its own player gives (in Pig a 1 hands the die
 * to the opponent, the other faces do not), and an outcome that is itself a chance node is not
 * probed. Unlike Star1 it may visit a node twice (the probed position, and probes that failed), so
 * it can visit more nodes than expectiminimax where little is cut (Pig, whose positions have one or
 * two moves and whose values lie far inside the bounds: a few per cent more); it returns the same
 * value.
 */
public final class Star2 extends Star1 {

  /** The exact value of each outcome's first move for that outcome's mover, or {@link #UNKNOWN}. */
  private final int[][] firstValue = new int[MAX_PLY + 2][];

  private long probes;
  private long probeCutoffs;

  @Override
  void allocatePly(int ply, int width) {
    super.allocatePly(ply, width);
    firstValue[ply] = new int[width];
  }

  @Override
  void resetCounters() {
    probes = 0;
    probeCutoffs = 0;
  }

  @Override
  public void addCounters(ObjLongConsumer<String> sink) {
    sink.accept("probes", probes);
    sink.accept("probe-cutoffs", probeCutoffs);
  }

  @Override
  int probe(GameState state, int depth, int ply, int alpha, int beta, int seat, long denominator) {
    int n = outcomeCount[ply];
    int[] m = moves[ply];
    int[] first = firstValue[ply];
    Arrays.fill(first, 0, n, UNKNOWN);
    for (int i = 0; i < n; i++) {
      state.play(m[i]);
      try {
        probeOutcome(state, depth, ply, i, alpha, beta, seat, denominator);
      } finally {
        state.undo();
      }
      int bound = failBound(ply, denominator, alpha, beta);
      if (bound != NO_BOUND) {
        probeCutoffs++;
        return bound;
      }
    }
    return NO_BOUND;
  }

  /** Probes outcome {@code i}, already played: learns a bound, or its value when it is a leaf. */
  private void probeOutcome(
      GameState state, int depth, int ply, int i, int alpha, int beta, int seat, long denominator) {
    visit(ply + 1);
    if (state.isTerminal()) {
      int v = terminal(state, ply + 1, seat);
      setBounds(ply, i, v, v);
      return;
    }
    int mover = state.playerToMove();
    if (mover == GameState.CHANCE) {
      return; // a chance node after a chance node: nothing to probe
    }
    if (depth <= 0 || ply + 1 >= MAX_PLY) {
      int v = horizon(state);
      v = mover == seat ? v : -v;
      setBounds(ply, i, v, v);
      return;
    }
    int a = childAlpha(ply, i, denominator, alpha);
    int b = childBeta(ply, i, denominator, beta);
    boolean onlyMove = generate(state, ply + 1) == 1;
    state.play(moves[ply + 1][0]);
    // Searched for the outcome's mover, as its own search will: a chance node's rounded-down
    // expectation for one seat is not exactly minus the other's.
    int v;
    try {
      probes++;
      v =
          mover == seat
              ? search(state, depth - 1, ply + 2, a, b, mover)
              : -search(state, depth - 1, ply + 2, -b, -a, mover);
    } finally {
      state.undo();
    }
    if (onlyMove) { // its one move's value is its value: bounded on the side the probe says
      setBounds(
          ply,
          i,
          v > a ? Math.max(v, lower[ply][i]) : lower[ply][i],
          v < b ? Math.min(v, upper[ply][i]) : upper[ply][i]);
      return;
    }
    if (v > a && v < b) {
      firstValue[ply][i] = mover == seat ? v : -v;
    }
    if (mover == seat && v > a) { // the seat moves there: at least its first move's value
      setBounds(ply, i, Math.max(v, lower[ply][i]), upper[ply][i]);
    } else if (mover != seat && v < b) { // the other moves there: at most the first move's value
      setBounds(ply, i, lower[ply][i], Math.min(v, upper[ply][i]));
    }
  }

  /** Hands the probed first move's exact value to the outcome's search. */
  @Override
  int searchOutcome(GameState state, int depth, int ply, int i, int a, int b, int seat) {
    knownFirst[ply + 1] = firstValue[ply][i];
    try {
      return search(state, depth, ply + 1, a, b, seat);
    } finally {
      knownFirst[ply + 1] = UNKNOWN;
    }
  }
}
