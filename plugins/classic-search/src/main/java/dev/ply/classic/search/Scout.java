package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Values;

/**
 * SCOUT (Pearl 1980), in negamax form. The first move of a position is searched for its value;
 * every later move is first only tested, by the Boolean procedure TEST, for whether it beats the
 * best value so far, and searched for its value (a re-search) only when it does. TEST needs no
 * window: it answers a yes-no question and stops at the first move that settles it.
 *
 * <p>Values are from the point of view of the side to move. A child whose side to move is the same
 * player (an extra turn) is tested with the same threshold and sense, and not negated.
 */
public final class Scout implements DepthSearch {

  @Override
  public int search(GameState root, int depth, SearchContext context) {
    return scout(root, depth, 0, context);
  }

  /**
   * Pearl's TEST(p, v, &gt;) when {@code greater}, TEST(p, v, &lt;) otherwise: whether the value of
   * the non-terminal {@code state}, searched {@code depth} plies deep from the side to move's point
   * of view, is greater (less) than {@code v}.
   */
  public boolean test(GameState state, int depth, int v, boolean greater, SearchContext context) {
    return test(state, depth, v, greater, 0, context);
  }

  private int scout(GameState state, int depth, int ply, SearchContext context) {
    context.events().visit(state, ply, -Values.INFINITY, Values.INFINITY);
    if (depth == 0) {
      return context.events().evaluate(state);
    }
    int mover = state.playerToMove();
    int best = -Values.INFINITY;
    int n = context.picker().generate(state, ply);
    int[] moves = context.picker().moves(ply);
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      state.play(move);
      int value;
      try {
        if (state.isTerminal()) {
          context.events().visit(ply + 1);
          value = context.events().terminal(state, mover, ply + 1);
        } else if (best == -Values.INFINITY) {
          value = childScout(state, depth - 1, mover, ply + 1, context);
        } else if (childTest(state, depth - 1, best, true, mover, ply + 1, context)) {
          // Pearl (1980): TEST says this move is better; only now is its value worth computing.
          context.stats().reSearch();
          value = childScout(state, depth - 1, mover, ply + 1, context);
        } else {
          value = -Values.INFINITY; // TEST says the move cannot beat best: its value is not needed
        }
      } finally {
        state.undo();
      }
      if (value > best) {
        best = value;
        context.pv().update(ply, move);
        if (ply == 0) {
          context.root().best(move, value);
        }
      }
    }
    return context.events().leave(best);
  }

  /** The SCOUT value of a child (already played), seen from its parent's {@code mover}. */
  private int childScout(GameState child, int depth, int mover, int ply, SearchContext context) {
    int value = scout(child, depth, ply, context);
    return child.playerToMove() == mover ? value : -value;
  }

  /** TEST of a child (already played) against {@code v} as seen from its parent's {@code mover}. */
  private boolean childTest(
      GameState child,
      int depth,
      int v,
      boolean greater,
      int mover,
      int ply,
      SearchContext context) {
    if (child.playerToMove() == mover) {
      return test(child, depth, v, greater, ply, context);
    }
    // -F(child) > v exactly when F(child) < -v, and likewise for <.
    return test(child, depth, -v, !greater, ply, context);
  }

  private boolean test(
      GameState state, int depth, int v, boolean greater, int ply, SearchContext context) {
    enterTest(state, ply, v, greater, context);
    if (depth == 0) {
      int value = context.events().evaluate(state);
      return greater ? value > v : value < v;
    }
    // F(p) is the max over the moves (Pearl 1980): "F(p) > v" holds as soon as one move is above v,
    // and "F(p) < v" fails as soon as one move is not below v. So the first move whose answer
    // equals
    // `greater` settles the question, and the other moves need not be looked at.
    int mover = state.playerToMove();
    int n = context.picker().generate(state, ply);
    int[] moves = context.picker().moves(ply);
    for (int i = 0; i < n; i++) {
      state.play(moves[i]);
      boolean answer;
      try {
        if (state.isTerminal()) {
          context.events().visit(ply + 1);
          int value = context.events().terminal(state, mover, ply + 1);
          answer = greater ? value > v : value < v;
        } else {
          answer = childTest(state, depth - 1, v, greater, mover, ply + 1, context);
        }
      } finally {
        state.undo();
      }
      if (answer == greater) {
        context.events().cutoff(ply, mover, moves[i], depth); // this move settles the question
        return answered(answer, v, greater, context);
      }
    }
    return answered(!greater, v, greater, context);
  }

  /**
   * Enters {@code state} for TEST against {@code v}, above it when {@code greater}: a node, which a
   * trace sees as the null window around {@code v}.
   */
  private static void enterTest(
      GameState state, int ply, int v, boolean greater, SearchContext context) {
    context.events().visitTest(state, ply, greater ? v : v - 1);
  }

  /**
   * Ends a TEST for a trace, which sees it as the null window around {@code v} (see {@link
   * #enterTest}): "above v" true is {@code (v, v + 1)} failing high, false failing low; "below v"
   * true is {@code (v - 1, v)} failing low, false failing high.
   */
  private static boolean answered(boolean answer, int v, boolean greater, SearchContext context) {
    context.events().leave(greater ? (answer ? v + 1 : v) : (answer ? v - 1 : v));
    return answer;
  }
}
