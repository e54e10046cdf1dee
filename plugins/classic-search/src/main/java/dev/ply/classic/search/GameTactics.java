package dev.ply.classic.search;

import dev.ply.api.GameState;
import dev.ply.api.Tactics;
import dev.ply.api.Values;

/**
 * What a search knows of a game from its {@link Tactics} (Pons 2019), beyond the moves: the bounds
 * a position's value must lie within when its side to move cannot win at once and has a move that
 * gives the opponent no immediate win, and the values of the positions decided at once, which
 * tactics read without a search. {@link AlphaBetaSolver} uses it; a search sees it through {@link
 * SearchContext#tactics()}, null when the search does not use the game's tactics.
 */
final class GameTactics {

  private final int maxUtility;

  /**
   * @param maxUtility the game's largest utility, for the bounds
   */
  GameTactics(int maxUtility) {
    this.maxUtility = maxUtility;
  }

  /** The game's largest utility. */
  int maxUtility() {
    return maxUtility;
  }

  /** The tactics of {@code state} if its game offers them, else null. */
  static Tactics of(GameTactics known, GameState state) {
    return known != null && state instanceof Tactics t ? t : null;
  }

  /**
   * The plies left below a position searched {@code depth} plies deep: the depth, or the moves left
   * in the game when its {@code tactics} (null for none) tell that they are fewer.
   */
  static int remaining(int depth, Tactics tactics) {
    return tactics == null ? depth : Math.min(depth, tactics.movesLeftAtMost());
  }

  /**
   * The least value a position {@code ply} plies down can have when it has a move that gives the
   * opponent no immediate win: a loss four plies on at the earliest.
   */
  int floor(int ply) {
    return Values.terminal(-maxUtility, ply + 4);
  }

  /**
   * The greatest value a position {@code ply} plies down can have when its side to move cannot win
   * at once: a win three plies on at the earliest.
   */
  int ceiling(int ply) {
    return Values.terminal(maxUtility, ply + 3);
  }

  /**
   * The value of a position {@code ply} plies down whose side to move wins at once with {@code
   * move}: the move is played to read the result. At the root it becomes the best move.
   */
  int immediateWin(GameState state, int move, int ply, SearchContext context) {
    int mover = state.playerToMove();
    state.play(move);
    int value;
    try {
      context.events().lookAhead(move);
      value = context.events().terminal(state, mover, ply + 1);
    } finally {
      state.undo();
    }
    return settle(ply, move, value, context);
  }

  /**
   * The value of a position {@code ply} plies down where every move gives the opponent an immediate
   * win: a loss two plies on, under the first legal move. In a game decided by win, draw or loss
   * (largest utility 1; the family's games are zero-sum), that loss is worth -1, and the value is
   * known without playing anything; else, and for a trace, which reports the game's end, the move
   * and the opponent's winning answer are played to read the result.
   */
  int forcedLoss(GameState state, int ply, SearchContext context) {
    int mover = state.playerToMove();
    int[] buffer = context.picker().moves(ply);
    if (state.legalMoves(buffer) == 0) {
      throw new IllegalStateException("a non-terminal position without legal moves");
    }
    int move = buffer[0];
    if (maxUtility == 1 && context.trace() == null) {
      assert answeredByAWin(state, move)
          : "the game's Tactics said every move loses at once, but "
              + state.moveToText(move)
              + " gives the opponent no immediate win";
      context.events().lookAhead(move);
      context.stats().leaf();
      return settle(ply, move, Values.terminal(-1, ply + 2), context);
    }
    state.play(move);
    try {
      int answer = state instanceof Tactics t && !state.isTerminal() ? t.winningMove() : -1;
      if (answer < 0) {
        throw new IllegalStateException(
            "the game's Tactics said every move loses at once, but "
                + state.moveToText(move)
                + " gives the opponent no immediate win");
      }
      state.play(answer);
      try {
        // One position two plies on, reported under the first move.
        context.events().lookAhead(move);
        return settle(ply, move, context.events().terminal(state, mover, ply + 2), context);
      } finally {
        state.undo();
      }
    } finally {
      state.undo();
    }
  }

  /**
   * Ends a position {@code ply} down that {@code move} alone settles with {@code value}: the move
   * is its whole line, and at the root the best move.
   */
  private static int settle(int ply, int move, int value, SearchContext context) {
    context.pv().single(ply, move);
    if (ply == 0) {
      context.root().best(move, value);
    }
    return context.events().leave(value);
  }

  /** Whether the opponent has an immediate win after {@code move} (for an assertion). */
  private static boolean answeredByAWin(GameState state, int move) {
    state.play(move);
    try {
      return !state.isTerminal() && ((Tactics) state).winningMove() >= 0;
    } finally {
      state.undo();
    }
  }
}
