package dev.ply.classic;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.IterativeDeepening;
import dev.ply.classic.search.Minimax;
import dev.ply.classic.search.SearchContext;
import dev.ply.classic.time.SearchClock;
import dev.ply.tictactoe.TicTacToe;
import java.util.Optional;

/** What the search tests share: full searches, fresh contexts, and the value a move achieves. */
final class SearchOracles {

  private SearchOracles() {}

  /** One search of {@code state} to the end of the game (no depth limit, no evaluator). */
  static SearchReport fullSearch(DepthSearch search, GameState state) {
    return new IterativeDeepening(search, false).run(state, Limits.none(), Optional.empty());
  }

  /** One search of {@code state} to {@code depth} plies (no evaluator: the horizon scores 0). */
  static SearchReport depthSearch(DepthSearch search, GameState state, int depth) {
    return new IterativeDeepening(search, false).run(state, Limits.depth(depth), Optional.empty());
  }

  /** A context without limits or evaluator, for calling a search directly. */
  static SearchContext freshContext(GameState state) {
    return new SearchContext(
        new SearchClock(Limits.none()), Optional.empty(), state.maxMoves(), null);
  }

  /** Tic-tac-toe after the given moves. */
  static GameState ticTacToe(String... moves) {
    GameState s = new TicTacToe().newGame(Options.empty());
    for (String m : moves) {
      s.play(s.textToMove(m));
    }
    return s;
  }

  /**
   * The value of playing {@code move} at {@code root}, seen from the root's mover, searched to the
   * end with minimax: a search's chosen move must achieve the value it reports.
   */
  static int valueOfMove(GameState root, int move) {
    GameState after = root.copy();
    int mover = after.playerToMove();
    after.play(move);
    if (after.isTerminal()) {
      return Values.terminal(after.utility(mover), 1);
    }
    int child = fullSearch(new Minimax(), after.copy()).value();
    return after.playerToMove() == mover ? shift(child) : -shift(child);
  }

  /** A proven value one ply deeper, seen from the parent (one ply further from its root). */
  private static int shift(int value) {
    if (!Values.isProven(value)) {
      return value;
    }
    return value > 0 ? value - 1 : value + 1;
  }
}
