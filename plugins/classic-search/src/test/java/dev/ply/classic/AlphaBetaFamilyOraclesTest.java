package dev.ply.classic;

import static dev.ply.classic.SearchOracles.depthSearch;
import static dev.ply.classic.SearchOracles.fullSearch;
import static dev.ply.classic.SearchOracles.ticTacToe;
import static dev.ply.classic.SearchOracles.valueOfMove;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Named.named;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.api.Values;
import dev.ply.classic.search.AlphaBetaF1;
import dev.ply.classic.search.AlphaBetaFailHard;
import dev.ply.classic.search.AlphaBetaFailSoft;
import dev.ply.classic.search.AlphaBetaSolver;
import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.Minimax;
import dev.ply.classic.search.MtdBi;
import dev.ply.classic.search.MtdF;
import dev.ply.classic.search.NegaScout;
import dev.ply.classic.search.Negamax;
import dev.ply.classic.search.Scout;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.ObjIntConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every exact search of the alpha-beta family against minimax, the oracle. */
class AlphaBetaFamilyOraclesTest {

  private static final int SEEDS = 42; // 42 seeds x 4 branchings x 6 depths = 1008 trees

  /** Every exact search, by name (each is stateless, so one instance serves every test). */
  private static final Map<String, DepthSearch> EXACT = exact();

  private static Map<String, DepthSearch> exact() {
    Map<String, DepthSearch> m = new LinkedHashMap<>();
    m.put("Negamax", new Negamax());
    m.put("AlphaBetaF1", new AlphaBetaF1());
    m.put("AlphaBetaFailHard", new AlphaBetaFailHard());
    m.put("AlphaBetaFailSoft", new AlphaBetaFailSoft());
    m.put("AlphaBetaSolver", new AlphaBetaSolver());
    m.put("Scout", new Scout());
    m.put("NegaScout", new NegaScout(false));
    m.put("NegaScout without shallow re-searches", new NegaScout(true));
    m.put("MtdF from 0", new MtdF());
    m.put("MtdF from a won guess", new MtdF(Values.terminal(2, 3)));
    m.put("MtdF from a lost guess", new MtdF(Values.terminal(-3, 1)));
    m.put("MtdBi", new MtdBi());
    return m;
  }

  static Stream<Arguments> exactSearches() {
    return EXACT.entrySet().stream().map(e -> Arguments.of(named(e.getKey(), e.getValue())));
  }

  /** Runs {@code check} on 1008 seeded random trees: b 2..5, d 1..6, movers not alternating. */
  private static void onRandomTrees(Consumer<GameState> check) {
    onRandomTrees((root, d) -> check.accept(root));
  }

  /** The same, with each tree's depth. */
  private static void onRandomTrees(ObjIntConsumer<GameState> check) {
    for (long seed = 1; seed <= SEEDS; seed++) {
      for (int b = 2; b <= 5; b++) {
        for (int d = 1; d <= 6; d++) {
          check.accept(
              new RandomTreeFixture(b, d, seed * 1000 + b * 10 + d).newGame(Options.empty()), d);
        }
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("exactSearches")
  void returnsMinimaxsValueAndAMoveThatAchievesItOnAThousandRandomTrees(DepthSearch search) {
    int[] trees = {0};
    onRandomTrees(
        root -> {
          SearchReport minimax = fullSearch(new Minimax(), root.copy());
          SearchReport report = fullSearch(search, root.copy());
          String where = "tree " + trees[0];
          assertEquals(minimax.value(), report.value(), "value, " + where);
          assertEquals(
              minimax.value(),
              valueOfMove(root, report.move()),
              "the chosen move achieves the value, " + where);
          assertEquals(
              report.move(), report.principalVariation()[0], "the line starts with the move");
          trees[0]++;
        });
    assertEquals(1008, trees[0]);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("exactSearches")
  void returnsMinimaxsValueWhenTheDepthLimitCutsTheTreeOrJustReachesItsLeaves(DepthSearch search) {
    int[] trees = {0};
    onRandomTrees(
        (root, d) -> {
          for (int depth = Math.max(1, d - 2); depth <= d; depth++) {
            int minimax = depthSearch(new Minimax(), root.copy(), depth).value();
            assertEquals(
                minimax,
                depthSearch(search, root.copy(), depth).value(),
                "tree " + trees[0] + " depth " + depth);
          }
          trees[0]++;
        });
  }

  @Test
  void negamaxVisitsExactlyTheNodesOfMinimaxAndChoosesTheSameLine() {
    onRandomTrees(
        root -> {
          SearchReport minimax = fullSearch(new Minimax(), root.copy());
          SearchReport negamax = fullSearch(new Negamax(), root.copy());
          assertEquals(minimax.nodes(), negamax.nodes());
          assertEquals(minimax.value(), negamax.value());
          assertArrayEquals(minimax.principalVariation(), negamax.principalVariation());
        });
  }

  @Test
  void negamaxVisitsTheWholeTicTacToeTreeAndFindsTheDraw() {
    SearchReport report = fullSearch(new Negamax(), ticTacToe());
    assertEquals(549_946, report.nodes(), "nodes");
    assertEquals(255_168, report.counter(SearchReport.Counters.LEAVES), "terminal leaves");
    assertEquals(0, report.value(), "tic-tac-toe is a draw");
  }

  @Test
  void theBoundReturningFormsPruneExactlyAsFailSoftAlphaBetaDoesAtTheFullWindow() {
    onRandomTrees(
        root -> {
          long failSoft = fullSearch(new AlphaBetaFailSoft(), root.copy()).nodes();
          assertEquals(failSoft, fullSearch(new AlphaBetaFailHard(), root.copy()).nodes(), "F2");
          assertEquals(failSoft, fullSearch(new AlphaBetaF1(), root.copy()).nodes(), "F1");
          // Without a table, tactics or threads the tuned solver is the textbook F3.
          assertEquals(failSoft, fullSearch(new AlphaBetaSolver(), root.copy()).nodes(), "solver");
        });
  }

  @Test
  void leavingOutShallowReSearchesChangesNoValueAndOnlySavesNodes() {
    long[] saved = {0};
    onRandomTrees(
        (root, d) -> {
          // Reinefeld's refinement counts plies to the horizon, so the depth limit must reach it.
          SearchReport every = depthSearch(new NegaScout(false), root.copy(), d);
          SearchReport skipping = depthSearch(new NegaScout(true), root.copy(), d);
          assertEquals(every.value(), skipping.value());
          assertEquals(every.move(), skipping.move());
          assertTrue(skipping.nodes() <= every.nodes(), skipping.nodes() + " > " + every.nodes());
          saved[0] += every.nodes() - skipping.nodes();
        });
    assertTrue(saved[0] > 0, "some re-search was left out");
  }

  @Test
  void reSearchesAreCountedByTheAlgorithmsThatDoThemAndByNoOther() {
    Map<String, DepthSearch> searches =
        Map.of(
            "Negamax", new Negamax(),
            "AlphaBetaF1", new AlphaBetaF1(),
            "AlphaBetaFailHard", new AlphaBetaFailHard(),
            "AlphaBetaFailSoft", new AlphaBetaFailSoft(),
            "Scout", new Scout(),
            "NegaScout", new NegaScout(false),
            "MtdF", new MtdF());
    Map<String, Long> reSearches = new HashMap<>();
    onRandomTrees(
        root ->
            searches.forEach(
                (name, search) ->
                    reSearches.merge(
                        name,
                        fullSearch(search, root.copy()).counter(SearchReport.Counters.RE_SEARCHES),
                        Long::sum)));
    for (String name :
        List.of("Negamax", "AlphaBetaF1", "AlphaBetaFailHard", "AlphaBetaFailSoft")) {
      assertEquals(0L, reSearches.get(name), name);
    }
    for (String name : List.of("Scout", "NegaScout", "MtdF")) {
      assertTrue(reSearches.get(name) > 0, name + " re-searched " + reSearches.get(name));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("exactSearches")
  void findsTheDrawOfTicTacToeFromTheEmptyBoard(DepthSearch search) {
    SearchReport report = fullSearch(search, ticTacToe());
    assertEquals(0, report.value(), "tic-tac-toe is a draw");
    assertEquals(0, valueOfMove(ticTacToe(), report.move()), "the move keeps the draw");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("exactSearches")
  void findsTheForcedWinAndPlaysItsFirstMove(DepthSearch search) {
    // X: a1, c1; O: b2, a2. X to move wins at once with b1.
    GameState s = ticTacToe("a1", "b2", "c1", "a2");
    SearchReport report = fullSearch(search, s.copy());
    assertEquals("b1", s.moveToText(report.move()));
    assertEquals(Values.terminal(1, 1), report.value(), "a win in one ply");
    assertEquals("b1", s.moveToText(report.principalVariation()[0]));
  }

  @Test
  void everySearchAgreesWithMinimaxOnEveryReachableTicTacToePosition() {
    Map<Long, Integer> minimax = new HashMap<>();
    collect(ticTacToe(), minimax);
    assertEquals(4_520, minimax.size(), "positions not yet finished");
    EXACT.forEach(
        (name, search) -> agreeEverywhere(name, search, ticTacToe(), minimax, new HashSet<>()));
  }

  private static void collect(GameState s, Map<Long, Integer> values) {
    if (s.isTerminal() || values.containsKey(s.hash())) {
      return;
    }
    values.put(s.hash(), fullSearch(new Minimax(), s.copy()).value());
    forEachChild(s, child -> collect(child, values));
  }

  private static void agreeEverywhere(
      String name, DepthSearch search, GameState s, Map<Long, Integer> values, Set<Long> seen) {
    if (s.isTerminal() || !seen.add(s.hash())) {
      return;
    }
    SearchReport report = fullSearch(search, s.copy());
    assertEquals(values.get(s.hash()), report.value(), name + " on\n" + s.render());
    forEachChild(s, child -> agreeEverywhere(name, search, child, values, seen));
  }

  private static void forEachChild(GameState s, Consumer<GameState> visit) {
    int[] moves = new int[s.maxMoves()];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      visit.accept(s);
      s.undo();
    }
  }
}
