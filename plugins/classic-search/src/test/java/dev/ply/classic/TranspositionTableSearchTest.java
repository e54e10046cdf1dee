package dev.ply.classic;

import static dev.ply.classic.SearchOracles.depthSearch;
import static dev.ply.classic.SearchOracles.fullSearch;
import static dev.ply.classic.SearchOracles.ticTacToe;
import static dev.ply.classic.SearchOracles.valueOfMove;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Named.named;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.Values;
import dev.ply.classic.search.AlphaBetaSolver;
import dev.ply.classic.search.DepthSearch;
import dev.ply.classic.search.IterativeDeepening;
import dev.ply.classic.search.Minimax;
import dev.ply.classic.search.MtdBi;
import dev.ply.classic.search.MtdF;
import dev.ply.classic.search.NegaScout;
import dev.ply.classic.tt.TranspositionTable;
import dev.ply.tictactoe.TicTacToe;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The searches that use a transposition table, with one, against minimax, the oracle. */
class TranspositionTableSearchTest {

  private static final int SEEDS = 42; // 42 seeds x 4 branchings x 6 depths = 1008 trees

  private static final Map<String, DepthSearch> WITH_TABLE = withTable();

  private static Map<String, DepthSearch> withTable() {
    Map<String, DepthSearch> m = new LinkedHashMap<>();
    m.put("AlphaBetaSolver", new AlphaBetaSolver());
    m.put("NegaScout", new NegaScout(false));
    m.put("NegaScout without shallow re-searches", new NegaScout(true));
    m.put("MtdF from 0", new MtdF());
    m.put("MtdF from a won guess", new MtdF(Values.terminal(2, 3)));
    m.put("MtdBi", new MtdBi());
    return m;
  }

  static Stream<Arguments> searchesWithTable() {
    return WITH_TABLE.entrySet().stream().map(e -> Arguments.of(named(e.getKey(), e.getValue())));
  }

  private static SearchReport fullSearchWith(
      DepthSearch search, GameState state, TranspositionTable table) {
    table.newSearch();
    return new IterativeDeepening(search, false, table).run(state, Limits.none(), Optional.empty());
  }

  private static SearchReport depthSearchWith(
      DepthSearch search, GameState state, int depth, TranspositionTable table) {
    table.newSearch();
    return new IterativeDeepening(search, false, table)
        .run(state, Limits.depth(depth), Optional.empty());
  }

  private static void onRandomTrees(Consumer<GameState> check) {
    for (long seed = 1; seed <= SEEDS; seed++) {
      for (int b = 2; b <= 5; b++) {
        for (int d = 1; d <= 6; d++) {
          check.accept(
              new RandomTreeFixture(b, d, seed * 1000 + b * 10 + d).newGame(Options.empty()));
        }
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("searchesWithTable")
  void returnsMinimaxsValueAndAMoveThatAchievesItOnAThousandRandomTrees(DepthSearch search) {
    // A small table, so that slots are fought over and entries replaced.
    TranspositionTable table = TranspositionTable.ofEntries(256);
    int[] trees = {0};
    onRandomTrees(
        root -> {
          table.clear();
          SearchReport minimax = fullSearch(new Minimax(), root.copy());
          SearchReport report = fullSearchWith(search, root.copy(), table);
          assertEquals(minimax.value(), report.value(), "value, tree " + trees[0]);
          assertEquals(minimax.value(), valueOfMove(root, report.move()), "move, tree " + trees[0]);
          assertEquals(
              report.move(), report.principalVariation()[0], "the line starts with the move");
          trees[0]++;
        });
    assertEquals(1008, trees[0]);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("searchesWithTable")
  void returnsMinimaxsValueWhenTheDepthLimitCutsRandomTrees(DepthSearch search) {
    TranspositionTable table = TranspositionTable.ofEntries(1024);
    int[] trees = {0};
    onRandomTrees(
        root -> {
          for (int depth = 1; depth <= 4; depth++) {
            table.clear();
            int minimax = depthSearch(new Minimax(), root.copy(), depth).value();
            assertEquals(
                minimax,
                depthSearchWith(search, root.copy(), depth, table).value(),
                "tree " + trees[0] + " depth " + depth);
          }
          trees[0]++;
        });
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("searchesWithTable")
  void agreesWithMinimaxOnEveryReachableTicTacToePositionWithOneTableForAll(DepthSearch search) {
    // One table for all 4520 searches: entries of one root answer the next, at other plies from
    // their roots, so "win in N" must be moved between roots correctly.
    TranspositionTable table = TranspositionTable.ofEntries(1 << 14);
    Map<Long, Integer> minimax = TicTacToeValues.MINIMAX;
    Set<Long> seen = new HashSet<>();
    forEachPosition(
        ticTacToe(),
        seen,
        s -> {
          SearchReport report = fullSearchWith(search, s.copy(), table);
          assertEquals(minimax.get(s.hash()), report.value(), "on\n" + s.render());
          assertEquals(report.value(), valueOfMove(s, report.move()), "move on\n" + s.render());
        });
    assertEquals(4_520, seen.size());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("searchesWithTable")
  void agreesWithDepthLimitedMinimaxOnEveryReachableTicTacToePosition(DepthSearch search) {
    TranspositionTable table = TranspositionTable.ofEntries(1 << 12);
    forEachPosition(
        ticTacToe(),
        new HashSet<>(),
        s -> {
          table.clear();
          int minimax = depthSearch(new Minimax(), s.copy(), 3).value();
          assertEquals(
              minimax, depthSearchWith(search, s.copy(), 3, table).value(), "on\n" + s.render());
        });
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("searchesWithTable")
  void visitsFewerTicTacToeNodesWithATableAndReportsItsHits(DepthSearch search) {
    SearchReport without = fullSearch(search, ticTacToe());
    SearchReport with = fullSearchWith(search, ticTacToe(), new TranspositionTable(1));
    assertEquals(0, with.value(), "tic-tac-toe is a draw");
    assertTrue(with.nodes() < without.nodes(), with.nodes() + " >= " + without.nodes());
    long probes = with.counter(SearchReport.Counters.TT_PROBES);
    long hits = with.counter(SearchReport.Counters.TT_HITS);
    assertTrue(hits > 0, "hits");
    assertTrue(probes >= hits, probes + " probes, " + hits + " hits");
    assertFalse(
        without.counters().containsKey(SearchReport.Counters.TT_PROBES),
        "no table, no table counters");
  }

  @Test
  void onlyTheFailSoftFamilyOffersATableOfAtMostAGibibyte() {
    List<Strategy> with =
        List.of(
            new AlphaBetaStrategy(),
            new NegaScoutStrategy(),
            new MtdFStrategy(),
            new MtdBiStrategy());
    for (Strategy s : with) {
      OptionSpec spec =
          s.options().stream()
              .filter(o -> o.name().equals("tt-mb"))
              .findFirst()
              .orElseThrow(() -> new AssertionError(s.id() + " has tt-mb"));
      assertEquals(0L, spec.defaultValue(), s.id());
      assertEquals(1024, (long) spec.max(), s.id());
    }
    for (Strategy s :
        List.of(
            new MinimaxStrategy(),
            new NegamaxStrategy(),
            new AlphaBetaFailHardStrategy(),
            new AlphaBetaF1Strategy(),
            new ScoutStrategy())) {
      assertTrue(s.options().stream().noneMatch(o -> o.name().equals("tt-mb")), s.id());
    }
  }

  @Test
  void aPlayerWithATableDrawsTicTacToeAgainstItselfSearchingEveryMoveToTheEnd() {
    for (Strategy strategy :
        List.of(
            new AlphaBetaStrategy(),
            new NegaScoutStrategy(),
            new MtdFStrategy(),
            new MtdBiStrategy())) {
      Player[] players = {player(strategy, 1), player(strategy, 1)};
      GameState s = ticTacToe();
      players[0].newGame(0, 1);
      players[1].newGame(1, 1);
      long hits = 0;
      while (!s.isTerminal()) {
        SearchReport report = players[s.playerToMove()].chooseMove(s.copy(), Limits.none());
        assertEquals(0, report.value(), strategy.id() + " at ply " + s.plies());
        assertTrue(report.depth() <= 9 - s.plies(), "deepening stops at the end of the game");
        hits += report.counter(SearchReport.Counters.TT_HITS);
        s.play(report.move());
      }
      assertEquals(0, s.utility(0), strategy.id() + " draws");
      assertTrue(hits > 0, strategy.id() + " found positions in its table");
    }
  }

  @Test
  void aPlayerWithoutATableReportsNoTableCounters() {
    SearchReport report =
        player(new AlphaBetaStrategy(), 0).chooseMove(ticTacToe(), Limits.depth(2));
    assertFalse(report.counters().containsKey(SearchReport.Counters.TT_HITS));
  }

  private static Player player(Strategy strategy, int mib) {
    PlayerContext context =
        new PlayerContext(
            new TicTacToe(),
            Options.empty(),
            Options.resolve(strategy.options(), Map.of("tt-mb", mib)),
            Optional.empty(),
            1);
    return strategy.newPlayer(context);
  }

  private static void forEachPosition(GameState s, Set<Long> seen, Consumer<GameState> visit) {
    if (s.isTerminal() || !seen.add(s.hash())) {
      return;
    }
    visit.accept(s);
    int[] moves = new int[s.maxMoves()];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      forEachPosition(s, seen, visit);
      s.undo();
    }
  }

  /** Minimax values of every unfinished tic-tac-toe position, computed once for all tests. */
  private static final class TicTacToeValues {
    static final Map<Long, Integer> MINIMAX = collect();

    private static Map<Long, Integer> collect() {
      Map<Long, Integer> values = new HashMap<>();
      forEachPosition(
          ticTacToe(),
          new HashSet<>(),
          s -> values.put(s.hash(), fullSearch(new Minimax(), s.copy()).value()));
      return values;
    }
  }
}
