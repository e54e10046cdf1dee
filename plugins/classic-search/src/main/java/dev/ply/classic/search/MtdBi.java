package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Tactics;
import dev.ply.api.Values;

/**
 * MTD-bi (Plaat, Schaeffer, Pijls and de Bruin 1996; Coplan's C*, 1982): like {@link MtdF} a
 * sequence of null-window fail-soft alpha-beta searches, but each one tests the middle of the
 * interval [lower, upper] known to hold the value, so the interval halves at least at every pass.
 * It is the driver of choice for solving, where values are proven results: MTD(f) there may creep
 * towards a quick win or loss one ply per pass, while bisection gets there in a logarithmic number
 * of passes. Pascal Pons' Connect Four solver (2019) searches the same way, and so does its test
 * order: the first test is halfway between a draw and the quickest loss (or win), since short lines
 * are cheap to settle.
 *
 * <p>Bisection runs over the ranks of proven results rather than the raw values: for a game whose
 * moves left are at most {@code L} (read from its {@link Tactics} at the root, or {@link
 * Values#PLY_SPAN} without), a result of utility {@code u != 0} reached {@code p} plies on has rank
 * {@code sign(u) * ((|u| - 1) * L + L + 1 - p)}, a draw rank 0, and the ranks are dense. A pass
 * that returns a heuristic value (a search cut at a depth, with an evaluator) leaves nothing to
 * bisect: the next tests step from the bound returned, as MTD(f) does.
 *
 * <p>In a parallel search the threads share the bounds they prove ({@link RootInterval}, {@link
 * SharedBounds}): each narrows its interval with the others' before a pass, and gives up a pass
 * another thread's bound has settled.
 */
public final class MtdBi implements DepthSearch {

  /** Built on {@link AlphaBetaSolver}, which defers the moves other threads are searching. */
  @Override
  public boolean defersBusyMoves() {
    return true;
  }

  private final AlphaBetaSolver alphaBeta = new AlphaBetaSolver();

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    Tactics tactics = GameTactics.of(context.tactics(), root);
    int span =
        tactics != null
            ? Math.max(1, Math.min(tactics.movesLeftAtMost(), Values.PLY_SPAN - 1))
            : Values.PLY_SPAN - 1;
    Ranks ranks = new Ranks(span);
    RootInterval interval = new RootInterval();
    int g = 0;
    boolean heuristic = false;
    while (interval.open()) {
      // In a parallel search: the bounds the other threads proved (RootInterval, SharedBounds).
      int moved = interval.adoptShared(depth, context);
      if ((moved & RootInterval.RAISED) != 0) {
        g = interval.lower();
      }
      if ((moved & RootInterval.LOWERED) != 0) {
        g = interval.upper();
      }
      if (!interval.open()) {
        break;
      }
      int lower = interval.lower();
      int upper = interval.upper();
      int beta = heuristic ? (g == lower ? g + 1 : g) : ranks.test(lower, upper, context);
      assert lower < beta && beta <= upper
          : "test " + beta + " outside (" + lower + ", " + upper + "]";
      if (!interval.pass(alphaBeta, root, depth, beta, context)) {
        continue; // another thread's bound settled this test: the next one, from the bounds
      }
      g = interval.value();
      heuristic |= g != 0 && !Values.isProven(g);
    }
    interval.finish(context);
    return g;
  }

  /** The dense ranks of proven values for a game of at most {@code span} plies left. */
  private static final class Ranks {

    private final int span;

    Ranks(int span) {
      this.span = span;
    }

    int rank(int value) {
      if (value == 0 || !Values.isProven(value)) {
        return 0;
      }
      int u = Math.abs(Values.utilityOf(value));
      int p = Math.min(Values.pliesToEnd(value), span);
      int r = (u - 1) * span + span + 1 - p;
      return value > 0 ? r : -r;
    }

    /** The value of the result of rank {@code r}: the inverse of {@link #rank(int)}. */
    int value(int r) {
      if (r == 0) {
        return 0;
      }
      int m = Math.abs(r);
      int u = (m - 1) / span + 1;
      int p = span + 1 - (m - (u - 1) * span);
      int v = Values.terminal(u, p);
      return r > 0 ? v : -v;
    }

    /**
     * The threshold of the next pass: the smallest value {@code beta} of the rank halfway between
     * the bounds, moved as Pons does to halfway between a draw and the end of the interval on the
     * side of the midpoint; always with {@code lower < beta <= upper}.
     */
    int test(int lower, int upper, SearchContext context) {
      GameTactics known = context.tactics();
      int maxRank = (known == null ? 1 : known.maxUtility()) * span;
      int lo = lower == -Values.INFINITY ? -maxRank : rank(lower);
      int hi = upper == Values.INFINITY ? maxRank : rank(upper);
      int mid = lo + (hi - lo) / 2;
      if (mid <= 0 && lo / 2 < mid) {
        mid = lo / 2;
      } else if (mid >= 0 && hi / 2 > mid) {
        mid = hi / 2;
      }
      // Test "value > the value of rank mid", kept inside (lower, upper].
      int beta = value(mid) + 1;
      return Math.max(lower + 1, Math.min(beta, upper));
    }
  }
}
