package dev.ply.classic.search;

import dev.ply.api.GameState;

/**
 * MTD(f) (Plaat, Schaeffer, Pijls and de Bruin 1996): the value is found by a sequence of
 * null-window fail-soft alpha-beta searches, each of which only says whether the value is above or
 * below a guess, and returns a bound that narrows the interval [lower, upper] known to hold it.
 * When the bounds meet, the value is known.
 *
 * <p>The paper pairs it with a transposition table so that each pass re-uses the work of the one
 * before: the table of the {@link SearchContext}, when it has one, which {@link AlphaBetaSolver}
 * reads and writes. Without one it is still exact, but every pass searches the tree afresh.
 *
 * <p>The move reported is the one that failed high in the last pass that raised the lower bound:
 * its value is at least that bound, which is the value. (A pass that fails low leaves only upper
 * bounds at the root, which do not tell which move reaches them.) In a parallel search the threads
 * share the bounds they prove, as {@link MtdBi}'s do ({@link RootInterval}).
 */
public final class MtdF implements DepthSearch {

  /** Built on {@link AlphaBetaSolver}, which defers the moves other threads are searching. */
  @Override
  public boolean defersBusyMoves() {
    return true;
  }

  private final int firstGuess;
  private final AlphaBetaSolver alphaBeta = new AlphaBetaSolver();

  /** MTD(f) with the first guess 0. */
  public MtdF() {
    this(0);
  }

  /** MTD(f) starting from {@code firstGuess}, such as the value of a shallower search. */
  public MtdF(int firstGuess) {
    this.firstGuess = firstGuess;
  }

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    RootInterval interval = new RootInterval();
    int g = firstGuess;
    while (interval.open()) {
      // In a parallel search: the bounds the other threads proved (RootInterval, SharedBounds),
      // which move the guess into the interval when it lies outside.
      interval.adoptShared(depth, context);
      if (!interval.open()) {
        g = interval.lower();
        break;
      }
      g = Math.max(interval.lower(), Math.min(g, interval.upper()));
      // Plaat et al. (1996): test just above g when g is the lower bound, else at g itself.
      int beta = g == interval.lower() ? g + 1 : g;
      assert interval.lower() < beta && beta <= interval.upper()
          : "guess " + beta + " outside (" + interval.lower() + ", " + interval.upper() + "]";
      if (interval.pass(alphaBeta, root, depth, beta, context)) {
        g = interval.value();
      }
    }
    interval.finish(context);
    return g;
  }
}
