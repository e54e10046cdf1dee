package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * Aspiration windows (Brudno 1963; Gillogly's TECH, 1972; as in most chess programs since): in a
 * deepening search the value of the next iteration is seldom far from the last one's, so the
 * iteration is searched with the narrow window {@code (v - delta, v + delta)} around the previous
 * value {@code v}, which prunes more than the full window. If the value falls outside, the
 * fail-soft bound returned says on which side, and the iteration is searched again with the window
 * open on that side (a re-search, counted as such).
 *
 * <p>The first iteration, and a search with no previous value, use the full window. The result is
 * always the exact value: the re-search is a fail-soft search whose window contains it.
 */
public final class AspirationWindows implements DepthSearch {

  /** Built on {@link AlphaBetaSolver}, which defers the moves other threads are searching. */
  @Override
  public boolean defersBusyMoves() {
    return true;
  }

  private final int delta;
  private final AlphaBetaSolver alphaBeta = new AlphaBetaSolver();

  /**
   * @param delta the half-width of the window around the previous value, at least 1
   */
  public AspirationWindows(int delta) {
    if (delta < 1) {
      throw new IllegalArgumentException("the aspiration window needs a half-width of at least 1");
    }
    this.delta = delta;
  }

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    if (!context.root().hasPreviousValue()) {
      return alphaBeta.search(root, depth, context);
    }
    int guess = context.root().previousValue();
    int alpha = Math.max(-Values.INFINITY, guess - delta);
    int beta = Math.min(Values.INFINITY, guess + delta);
    int value = alphaBeta.search(root, depth, alpha, beta, context);
    if (value <= alpha) {
      // Fail low: the value is at most `value`; search again below it, open downwards.
      context.stats().reSearch();
      value = alphaBeta.search(root, depth, -Values.INFINITY, value + 1, context);
    } else if (value >= beta) {
      // Fail high: the value is at least `value`; search again above it, open upwards.
      context.stats().reSearch();
      value = alphaBeta.search(root, depth, value - 1, Values.INFINITY, context);
    }
    return value;
  }
}
