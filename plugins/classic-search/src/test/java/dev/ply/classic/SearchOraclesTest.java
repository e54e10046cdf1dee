package dev.ply.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import dev.ply.classic.search.AlphaBetaFailSoft;
import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.IterativeDeepening;
import dev.ply.classic.search.Minimax;
import dev.ply.tictactoe.TicTacToe;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SearchOraclesTest {

  private static final Game TIC_TAC_TOE = new TicTacToe();

  private static SearchReport fullSearch(DepthSearch search, GameState state) {
    return new IterativeDeepening(search, false).run(state, Limits.none(), Optional.empty());
  }

  private static GameState ticTacToe(String... moves) {
    GameState s = TIC_TAC_TOE.newGame(Options.empty());
    for (String m : moves) {
      s.play(s.textToMove(m));
    }
    return s;
  }

  @Test
  void minimaxAtFullDepthVisitsTheWholeTicTacToeTreeAndFindsTheDraw() {
    SearchReport report = fullSearch(new Minimax(), ticTacToe());
    assertEquals(549_946, report.nodes(), "nodes");
    assertEquals(255_168, report.counter(SearchReport.Counters.LEAVES), "terminal leaves");
    assertEquals(0, report.value(), "tic-tac-toe is a draw");
    assertEquals(9, report.depth(), "the longest game has nine plies");
  }

  @Test
  void alphaBetaReturnsMinimaxsValueOnEveryReachableTicTacToePositionWithFewerNodes() {
    Set<Long> seen = new HashSet<>();
    long[] totals = new long[3]; // minimax nodes, alpha-beta nodes, positions compared
    compareEverywhere(ticTacToe(), seen, totals);
    assertEquals(5_478, seen.size(), "reachable positions, the finished ones included");
    assertEquals(4_520, totals[2], "positions not yet finished, each searched by both");
    assertTrue(
        totals[1] < totals[0], "alpha-beta " + totals[1] + " nodes against minimax " + totals[0]);
  }

  private static void compareEverywhere(GameState s, Set<Long> seen, long[] totals) {
    if (!seen.add(s.hash()) || s.isTerminal()) {
      return;
    }
    SearchReport minimax = fullSearch(new Minimax(), s.copy());
    SearchReport alphaBeta = fullSearch(new AlphaBetaFailSoft(), s.copy());
    assertEquals(minimax.value(), alphaBeta.value(), "value of\n" + s.render());
    totals[0] += minimax.nodes();
    totals[1] += alphaBeta.nodes();
    totals[2]++;
    int[] moves = new int[9];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      compareEverywhere(s, seen, totals);
      s.undo();
    }
  }

  @Test
  void everySearchFindsTheForcedWinAndPlaysItsFirstMove() {
    // X: a1, c1; O: b2. X to move and wins by taking a3 (double threat) or... b1 wins at once.
    GameState s = ticTacToe("a1", "b2", "c1", "a2");
    for (DepthSearch search : new DepthSearch[] {new Minimax(), new AlphaBetaFailSoft()}) {
      SearchReport report = fullSearch(search, s.copy());
      assertEquals("b1", s.moveToText(report.move()), search.getClass().getSimpleName());
      assertEquals(Values.terminal(1, 1), report.value(), "a win in one ply");
      assertEquals("b1", s.moveToText(report.principalVariation()[0]));
    }
  }

  @Test
  void theWinningSideOfAForcedLinePrefersTheFastestWin() {
    // X to move with a1, c1 against O's b2 and a2: b1 wins now; every search must not delay it.
    GameState s = ticTacToe("a1", "b2", "c1", "a2");
    SearchReport report = fullSearch(new AlphaBetaFailSoft(), s);
    assertEquals(1, Values.pliesToEnd(report.value()));
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
  void alphaBetaEqualsMinimaxOnRandomTreesWhereTheSideToMoveDoesNotAlternate(long seed) {
    for (int b = 2; b <= 4; b++) {
      for (int d = 1; d <= 6; d++) {
        Game tree = new RandomTreeFixture(b, d, seed * 1000 + b * 10 + d);
        GameState root = tree.newGame(Options.empty());
        SearchReport minimax = fullSearch(new Minimax(), root.copy());
        SearchReport alphaBeta = fullSearch(new AlphaBetaFailSoft(), root.copy());
        assertEquals(minimax.value(), alphaBeta.value(), "b=" + b + " d=" + d);
        assertEquals(
            (long) ((Math.pow(b, d + 1) - 1) / (b - 1)),
            minimax.nodes(),
            "minimax sees every node");
        assertTrue(alphaBeta.nodes() <= minimax.nodes(), "alpha-beta never visits more");
        // The chosen move achieves the value: replaying it and searching on gives the same value.
        int value = SearchOracles.valueOfMove(root, alphaBeta.move());
        assertEquals(
            minimax.value(), value, "the chosen move achieves the value, b=" + b + " d=" + d);
      }
    }
  }

  @Test
  void iterativeDeepeningStopsOnceTheTreeIsExhaustedAndAgreesWithOneFullSearch() {
    GameState s = ticTacToe("b2");
    SearchReport once = fullSearch(new AlphaBetaFailSoft(), s.copy());
    SearchReport deepened =
        new IterativeDeepening(new AlphaBetaFailSoft(), true)
            .run(s.copy(), Limits.none(), Optional.empty());
    assertEquals(once.value(), deepened.value());
    assertEquals(8, deepened.depth(), "eight plies remain after the first move");
  }

  @Test
  void aDepthLimitedSearchReportsTheDepthItReached() {
    SearchReport report =
        new IterativeDeepening(new AlphaBetaFailSoft(), true)
            .run(ticTacToe(), Limits.depth(3), Optional.empty());
    assertEquals(3, report.depth());
    assertEquals(3, report.principalVariation().length);
  }
}
