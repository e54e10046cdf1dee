package dev.ply.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchListener;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.Values;
import dev.ply.classic.RecordedTrace.Node;
import dev.ply.connectfour.ConnectFour;
import dev.ply.randomtree.RandomTree;
import dev.ply.tictactoe.TicTacToe;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The trace a search gives through {@link Player#trace}: the theorems of Knuth and Moore (1975)
 * read off it, and the bookkeeping every trace must get right (one event per position counted,
 * moves that are legal, re-searches, look-aheads and table hits marked).
 */
class SearchTraceTest {

  private static final List<Strategy> ALL =
      List.of(
          new MinimaxStrategy(),
          new NegamaxStrategy(),
          new AlphaBetaF1Strategy(),
          new AlphaBetaFailHardStrategy(),
          new AlphaBetaStrategy(),
          new ScoutStrategy(),
          new NegaScoutStrategy(),
          new MtdFStrategy(),
          new MtdBiStrategy());

  /** A search and what it reported. */
  private record Traced(RecordedTrace trace, SearchReport report) {}

  /** One search of {@code strategy} from {@code root}, deepening off, traced. */
  private static Traced trace(
      Strategy strategy,
      Game game,
      Options variant,
      GameState root,
      int depth,
      Map<String, Object> options) {
    Map<String, Object> opts = new LinkedHashMap<>(options);
    opts.putIfAbsent("iterative-deepening", false);
    opts.keySet().retainAll(strategy.options().stream().map(OptionSpec::name).toList());
    Player player =
        strategy.newPlayer(
            new PlayerContext(
                game, variant, Options.resolve(strategy.options(), opts), Optional.empty(), 1));
    RecordedTrace trace = new RecordedTrace();
    assertTrue(player.trace(trace), strategy.id() + " traces");
    player.newGame(root.playerToMove(), 1);
    SearchReport report = player.chooseMove(root, Limits.depth(depth));
    return new Traced(trace, report);
  }

  private static Options randomTree(int b, int d, String ordering, long seed) {
    Game game = new RandomTree();
    return Options.resolve(
        game.variantOptions(),
        Map.of("branching", (long) b, "depth", (long) d, "ordering", ordering, "seed", seed));
  }

  private static Traced traceRandomTree(
      Strategy strategy, int b, int d, String ordering, long seed) {
    Game game = new RandomTree();
    Options variant = randomTree(b, d, ordering, seed);
    return trace(strategy, game, variant, game.newGame(variant), d, Map.of());
  }

  /** Knuth and Moore's critical positions: a_i = 1 for every even i, or for every odd i. */
  private static Set<String> criticalPaths(int b, int d) {
    Set<String> paths = new HashSet<>();
    addCritical(new ArrayList<>(), b, d, paths);
    return paths;
  }

  private static void addCritical(List<Integer> path, int b, int d, Set<String> paths) {
    boolean evensAreOne = true;
    boolean oddsAreOne = true;
    for (int i = 1; i <= path.size(); i++) {
      if (path.get(i - 1) != 1) {
        if (i % 2 == 0) {
          evensAreOne = false;
        } else {
          oddsAreOne = false;
        }
      }
    }
    if (!evensAreOne && !oddsAreOne) {
      return; // no extension of a non-critical path is critical
    }
    paths.add(String.join(".", path.stream().map(String::valueOf).toList()));
    if (path.size() < d) {
      for (int a = 1; a <= b; a++) {
        path.add(a);
        addCritical(path, b, d, paths);
        path.remove(path.size() - 1);
      }
    }
  }

  @Test
  void f1VisitsExactlyTheCriticalPositionsOfAPerfectlyOrderedTree() {
    for (int b = 2; b <= 4; b++) {
      for (int d = 1; d <= 4; d++) {
        Traced t = traceRandomTree(new AlphaBetaF1Strategy(), b, d, "perfect", 7L * b + d);
        List<String> visited = t.trace().paths();
        assertEquals(criticalPaths(b, d), new HashSet<>(visited), "b=" + b + " d=" + d);
        assertEquals(visited.size(), new HashSet<>(visited).size(), "each position once");
        int depth = d;
        long leaves = t.trace().nodes.stream().filter(n -> n.ply == depth).count();
        assertEquals(
            Math.round(Math.pow(b, (d + 1) / 2) + Math.pow(b, d / 2) - 1),
            leaves,
            "b^ceil(d/2) + b^floor(d/2) - 1 leaves, b=" + b + " d=" + d);
      }
    }
  }

  @Test
  void failHardAndFailSoftVisitWhatF1VisitsAndDifferOnlyInTheBoundsTheTheoryAllows() {
    int f2DiffersFromF1 = 0;
    int f3DiffersFromF2 = 0;
    for (String ordering : List.of("random", "perfect", "worst")) {
      for (int b = 2; b <= 4; b++) {
        for (int d = 1; d <= 4; d++) {
          for (long seed = 1; seed <= 6; seed++) {
            Map<String, Integer> exact = new HashMap<>();
            for (Node n :
                traceRandomTree(new NegamaxStrategy(), b, d, ordering, seed).trace().nodes) {
              exact.put(n.path, n.value);
            }
            List<Node> f1 =
                traceRandomTree(new AlphaBetaF1Strategy(), b, d, ordering, seed).trace().nodes;
            List<Node> f2 =
                traceRandomTree(new AlphaBetaFailHardStrategy(), b, d, ordering, seed)
                    .trace()
                    .nodes;
            List<Node> f3 =
                traceRandomTree(new AlphaBetaStrategy(), b, d, ordering, seed).trace().nodes;
            String tree = ordering + " b=" + b + " d=" + d + " seed=" + seed;
            assertEquals(f1.size(), f2.size(), tree);
            assertEquals(f1.size(), f3.size(), tree);
            for (int i = 0; i < f1.size(); i++) {
              Node n1 = f1.get(i);
              Node n2 = f2.get(i);
              Node n3 = f3.get(i);
              String where = tree + " at " + n1.path;
              assertEquals(n1.path, n2.path, where);
              assertEquals(n1.path, n3.path, where);
              assertEquals(List.of(n1.alpha, n1.beta), List.of(n2.alpha, n2.beta), where);
              assertEquals(List.of(n1.alpha, n1.beta), List.of(n3.alpha, n3.beta), where);
              int f = exact.get(n1.path);
              int alpha = n1.alpha;
              int beta = n1.beta;
              if (f <= alpha) {
                assertEquals(alpha, n1.value, "F1 returns alpha, " + where);
                assertEquals(alpha, n2.value, "F2 returns alpha, " + where);
                assertTrue(f <= n3.value && n3.value <= alpha, "F <= F3 <= alpha, " + where);
              } else if (f >= beta) {
                assertEquals(beta, n1.value, "F1 returns beta, " + where);
                assertTrue(beta <= n2.value && n2.value <= f, "beta <= F2 <= F, " + where);
                assertTrue(beta <= n3.value && n3.value <= f, "beta <= F3 <= F, " + where);
              } else {
                assertEquals(
                    List.of(f, f, f),
                    List.of(n1.value, n2.value, n3.value),
                    "inside the window all three return F, " + where);
              }
              f2DiffersFromF1 += n2.value != n1.value ? 1 : 0;
              f3DiffersFromF2 += n3.value != n2.value ? 1 : 0;
            }
          }
        }
      }
    }
    assertTrue(
        f2DiffersFromF1 > 0 && f3DiffersFromF2 > 0,
        "the trees tell the three forms apart: " + f2DiffersFromF1 + ", " + f3DiffersFromF2);
  }

  @Test
  void theTraceHearsExactlyThePositionsEachSearchCounts() {
    Game ttt = new TicTacToe();
    Options tttVariant = Options.resolve(ttt.variantOptions(), Map.of());
    for (Strategy strategy : ALL) {
      for (String ordering : List.of("random", "perfect", "worst")) {
        Traced t = traceRandomTree(strategy, 3, 4, ordering, 5);
        assertCounted(t, strategy.id() + " on a " + ordering + " tree");
        for (Node n : t.trace().nodes) {
          if (n.ply < 4) {
            assertEquals(
                3,
                n.children + n.pruned.size(),
                strategy.id()
                    + " "
                    + ordering
                    + ": every move of "
                    + n.path
                    + " is searched or pruned");
          }
        }
      }
      GameState position = ttt.newGame(tttVariant);
      position.play(position.textToMove("a1"));
      position.play(position.textToMove("b2"));
      assertCounted(
          trace(strategy, ttt, tttVariant, position, 9, Map.of()),
          strategy.id() + " on tic-tac-toe");
      assertCounted(
          trace(strategy, ttt, tttVariant, ttt.newGame(tttVariant), 3, Map.of("tt-mb", 1L)),
          strategy.id() + " on tic-tac-toe with a table");
    }
  }

  /** One event per position counted, each position left, values and windows in range. */
  private static void assertCounted(Traced t, String what) {
    assertEquals(t.report().nodes(), t.trace().nodes.size(), what);
    assertTrue(t.trace().closed(), what + ": every position is left");
    for (Node n : t.trace().nodes) {
      assertTrue(
          n.left && n.alpha < n.beta && Math.abs(n.value) <= Values.INFINITY, what + ": " + n);
    }
  }

  @Test
  void reSearchesAreMarkedWhereTheSearchCountsThem() {
    for (Strategy strategy :
        List.of(
            new ScoutStrategy(),
            new NegaScoutStrategy(),
            new MtdFStrategy(),
            new MtdBiStrategy())) {
      long marked = 0;
      long counted = 0;
      for (long seed = 1; seed <= 10; seed++) {
        Traced t = traceRandomTree(strategy, 4, 4, "random", seed);
        marked += t.trace().nodes.stream().filter(n -> n.is(SearchListener.RE_SEARCH)).count();
        counted += t.report().counter(SearchReport.Counters.RE_SEARCHES);
        if (strategy instanceof MtdFStrategy || strategy instanceof MtdBiStrategy) {
          List<Node> roots = t.trace().nodes.stream().filter(n -> n.ply == 0).toList();
          assertEquals(
              t.report().counter(SearchReport.Counters.RE_SEARCHES) + 1,
              roots.size(),
              "one root per pass");
          assertTrue(
              roots.stream().skip(1).allMatch(n -> n.is(SearchListener.RE_SEARCH)),
              "every pass after the first is a re-search");
          assertTrue(roots.stream().allMatch(n -> n.beta == n.alpha + 1), "null windows");
        }
      }
      assertEquals(counted, marked, strategy.id());
      assertTrue(marked > 0, strategy.id() + " re-searched something");
    }
    Traced scout = traceRandomTree(new ScoutStrategy(), 4, 4, "random", 3);
    assertTrue(
        scout.trace().nodes.stream()
            .anyMatch(n -> n.is(SearchListener.TEST) && n.beta == n.alpha + 1),
        "SCOUT's TESTs are marked, as null windows");
  }

  @Test
  void gameTacticsAndTableHitsAreMarked() {
    Game c4 = new ConnectFour();
    Options variant = Options.resolve(c4.variantOptions(), Map.of());
    // Three in a row on the bottom row for the side to move: it wins at once.
    Traced win =
        trace(new AlphaBetaStrategy(), c4, variant, position(c4, variant, "445566"), 6, Map.of());
    assertEquals(2, win.trace().nodes.size(), "the root and the winning move");
    Node lookAhead = win.trace().nodes.get(1);
    assertTrue(lookAhead.is(SearchListener.LOOK_AHEAD), "marked as a look-ahead");
    assertEquals(win.report().move(), lookAhead.move);
    // The opponent has three in a row open at both ends: every move loses at once.
    Traced loss =
        trace(new AlphaBetaStrategy(), c4, variant, position(c4, variant, "44556"), 6, Map.of());
    assertEquals(2, loss.trace().nodes.size(), "the root and the move it reads the loss from");
    assertTrue(loss.trace().nodes.get(1).is(SearchListener.LOOK_AHEAD));
    assertTrue(loss.trace().nodes.get(0).value < 0, "lost");
    // A middle-game search with a table: positions settled by it are marked.
    Traced table =
        trace(
            new AlphaBetaStrategy(),
            c4,
            variant,
            position(c4, variant, "4453"),
            6,
            Map.of("tt-mb", 1L));
    assertCounted(table, "Connect Four with tactics and a table");
    long hits =
        table.trace().nodes.stream()
            .filter(n -> (n.leaveFlags & SearchListener.TABLE) != 0)
            .count();
    assertTrue(
        hits > 0 && hits <= table.report().counter(SearchReport.Counters.TT_HITS),
        hits + " table hits");
  }

  private static GameState position(Game game, Options variant, String moves) {
    GameState state = game.newGame(variant);
    for (char c : moves.toCharArray()) {
      state.play(state.textToMove(String.valueOf(c)));
    }
    return state;
  }
}
