package dev.ply.api;

/**
 * The one scale of search values shared by games, evaluators and searches.
 *
 * <p>Heuristic values (from an {@link Evaluator}) lie strictly inside {@code (-EVAL_LIMIT,
 * +EVAL_LIMIT)}. A finished game is scored outside that range by {@link #terminal(int, int)}, so a
 * search always knows a proven result from a guess, prefers a larger margin first, then a faster
 * win, and, when losing, a slower loss. A draw scores 0.
 *
 * <pre>
 *   value of a proven result with utility u != 0, reached at ply p from the search root:
 *     sign(u) * (EVAL_LIMIT + |u| * PLY_SPAN - min(p, PLY_SPAN - 1))
 * </pre>
 */
public final class Values {

  /** Heuristic values lie strictly inside {@code (-EVAL_LIMIT, +EVAL_LIMIT)}. */
  public static final int EVAL_LIMIT = 1_000_000;

  /** How many plies from the root a proven value can tell apart. */
  public static final int PLY_SPAN = 1_000;

  /** The largest utility a game may return, so that every value fits in an {@code int}. */
  public static final int MAX_UTILITY = 1_000_000;

  /** Larger than any value a search can return: a safe infinity for windows. */
  public static final int INFINITY = EVAL_LIMIT + (MAX_UTILITY + 1) * PLY_SPAN;

  private Values() {}

  /**
   * The search value of a finished game for a player whose utility is {@code utility}, reached
   * {@code ply} moves below the search root.
   */
  public static int terminal(int utility, int ply) {
    if (utility == 0) {
      return 0;
    }
    int magnitude = EVAL_LIMIT + Math.abs(utility) * PLY_SPAN - Math.min(ply, PLY_SPAN - 1);
    return utility > 0 ? magnitude : -magnitude;
  }

  /** Whether {@code value} is a proven win or loss rather than a heuristic guess. */
  public static boolean isProven(int value) {
    return value >= EVAL_LIMIT || value <= -EVAL_LIMIT;
  }

  /** The utility of a proven value ({@code 0} for a heuristic one). */
  public static int utilityOf(int value) {
    if (!isProven(value)) {
      return 0;
    }
    int magnitude = (Math.abs(value) - EVAL_LIMIT + PLY_SPAN - 1) / PLY_SPAN;
    return value > 0 ? magnitude : -magnitude;
  }

  /** The number of plies from the search root to the end of the game of a proven value. */
  public static int pliesToEnd(int value) {
    if (!isProven(value)) {
      throw new IllegalArgumentException("not a proven value: " + value);
    }
    int magnitude = Math.abs(value) - EVAL_LIMIT;
    return (PLY_SPAN - magnitude % PLY_SPAN) % PLY_SPAN;
  }

  /** A short text for people: {@code +12}, {@code win in 7}, {@code loss in 4 (by 3)}. */
  public static String describe(int value) {
    if (!isProven(value)) {
      return (value > 0 ? "+" : "") + value;
    }
    int utility = utilityOf(value);
    String margin = Math.abs(utility) == 1 ? "" : " (by " + Math.abs(utility) + ")";
    return (value > 0 ? "win in " : "loss in ") + pliesToEnd(value) + margin;
  }

  /** Checks that an evaluator's value is in range, and names the evaluator when it is not. */
  public static int checkHeuristic(int value, String evaluatorId) {
    if (value <= -EVAL_LIMIT || value >= EVAL_LIMIT) {
      throw new IllegalStateException(
          "evaluator "
              + evaluatorId
              + " returned "
              + value
              + ", outside the heuristic range ("
              + -EVAL_LIMIT
              + ", "
              + EVAL_LIMIT
              + ")");
    }
    return value;
  }
}
