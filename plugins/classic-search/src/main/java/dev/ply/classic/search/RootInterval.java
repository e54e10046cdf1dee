package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * What a driver of null-window passes ({@link MtdF}, {@link MtdBi}) knows of the root's value: the
 * interval [lower, upper] that holds it, the root move and line that proved its floor, and the
 * passes that narrow it. Each pass searches the root with the null window {@code (beta - 1, beta)}
 * and returns a floor (it failed high) or a ceiling (it failed low). The drivers differ only in the
 * value they test next.
 *
 * <p>In a parallel search the threads share the bounds their passes prove ({@link SharedBounds}):
 * before each pass a thread narrows its interval with the others' ({@link #adoptShared}), and a
 * pass whose test another thread's bound has settled meanwhile is given up ({@link #pass} returns
 * false), so that no thread finishes a pass whose answer is known.
 */
final class RootInterval {

  /** {@link #adoptShared} raised the floor. */
  static final int RAISED = 1;

  /** {@link #adoptShared} lowered the ceiling. */
  static final int LOWERED = 2;

  private int lower = -Values.INFINITY;
  private int upper = Values.INFINITY;
  private int bestMove = -1;
  private int bestValue;
  private int[] line = new int[0];
  private boolean lastFailedHigh;
  private int passes;
  private int value;

  int lower() {
    return lower;
  }

  int upper() {
    return upper;
  }

  /** Whether the value is still unknown: lower below upper. */
  boolean open() {
    return lower < upper;
  }

  /** The fail-soft value of the last pass completed. */
  int value() {
    return value;
  }

  /**
   * In a parallel search, once the helpers have started: narrows the interval with the bounds the
   * other threads proved at {@code depth}.
   *
   * @return {@link #RAISED} and {@link #LOWERED}, or'ed, for the bounds that moved; 0 for none
   */
  int adoptShared(int depth, SearchContext context) {
    Deferral deferral = context.deferral();
    SharedBounds shared = deferral == null ? null : deferral.sharedBounds();
    if (shared == null) {
      return 0;
    }
    SharedBounds.Known known = shared.now();
    if (known.depth() != depth) {
      return 0;
    }
    int moved = 0;
    if (known.lower() > lower) {
      moved |= RAISED;
      lower = known.lower();
      bestMove = known.move();
      bestValue = known.value();
      line = known.line();
      lastFailedHigh = false; // the context's root is this thread's own last pass
    }
    if (known.upper() < upper) {
      moved |= LOWERED;
      upper = known.upper();
    }
    if (moved != 0 && known.horizon()) {
      // Bounds proven at the horizon: this iteration did not exhaust the tree, even if this
      // thread ends it without a pass of its own (deepening would otherwise stop here).
      context.horizon().reach();
    }
    return moved;
  }

  /**
   * Searches {@code root} {@code depth} plies deep with the null window {@code (beta - 1, beta)}
   * and narrows the interval by its fail-soft value ({@link #value()}), which it publishes to the
   * other threads of a parallel search.
   *
   * @return true; false when another thread's bound settled the pass before it ended (given up: the
   *     interval is unchanged, and {@link #adoptShared} reads the bound that settled it)
   */
  boolean pass(
      AlphaBetaSolver alphaBeta, GameState root, int depth, int beta, SearchContext context) {
    if (passes++ > 0) {
      context.stats().reSearch();
    }
    Deferral deferral = context.deferral();
    SharedBounds shared = deferral == null ? null : deferral.sharedBounds();
    DuplicateWork duplicates = deferral == null ? null : deferral.duplicates();
    int g;
    try {
      if (shared != null) {
        shared.begin(deferral.watch(), depth, beta);
      }
      if (duplicates != null) {
        duplicates.passBegins(beta);
      }
      g = alphaBeta.search(root, depth, beta - 1, beta, context);
    } catch (PassSettled settled) {
      // The given-up pass may have left its moves at the context's root, so the last floor's are
      // restored at the end.
      lastFailedHigh = false;
      if (duplicates != null) {
        duplicates.passGivenUp();
      }
      return false;
    } catch (SearchAborted stopped) {
      Deferral now = context.deferral(); // the main thread's, when its helpers joined this pass
      if (now != null && now.duplicates() != null) {
        now.duplicates().passStopped();
      }
      throw stopped;
    } finally {
      if (shared != null) {
        shared.end(deferral.watch());
      }
    }
    value = g;
    lastFailedHigh = g >= beta;
    if (lastFailedHigh) {
      lower = g;
      bestMove = context.root().move();
      bestValue = context.root().value();
      line = context.pv().line();
    } else {
      upper = g;
    }
    if (shared != null) {
      shared.publish(depth, beta, g, bestMove, bestValue, line, context.horizon().reached());
    }
    return true;
  }

  /**
   * Leaves the root's move and line at the context: when the last pass failed low (it leaves only
   * ceilings at the root, which name no move), those of the pass that raised the floor.
   */
  void finish(SearchContext context) {
    if (!lastFailedHigh) {
      context.root().best(bestMove, bestValue);
      context.pv().restore(line);
    }
  }
}
