package dev.ply.classic;

import static dev.ply.classic.SearchOracles.fullSearch;
import static dev.ply.classic.SearchOracles.valueOfMove;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Named.named;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.classic.search.Minimax;
import dev.ply.connectfour.ConnectFour;
import dev.ply.connectfour.ConnectFourState;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code threads} option (Lazy SMP): with two threads every exact search with a table gives the
 * value it gives on one, on random trees (against minimax) and on Pascal Pons' public Connect Four
 * positions (against the published scores), and the move it plays achieves that value.
 */
class LazySmpTest {

  static Stream<Arguments> parallelSearches() {
    return Stream.of(
            new AlphaBetaStrategy(),
            new NegaScoutStrategy(),
            new MtdFStrategy(),
            new MtdBiStrategy())
        .map(s -> Arguments.of(named(s.id(), s)));
  }

  private static Player player(
      Strategy strategy, Game game, int threads, int ttMb, boolean deepen) {
    return player(strategy, game, threads, ttMb, deepen, 0);
  }

  private static Player player(
      Strategy strategy, Game game, int threads, int ttMb, boolean deepen, long helpersAfter) {
    Map<String, Object> opts = new LinkedHashMap<>();
    opts.put("tt-mb", (long) ttMb);
    opts.put("iterative-deepening", deepen);
    opts.put("threads", (long) threads);
    opts.put("helpers-after", helpersAfter); // 0: the helpers search even the smallest trees
    return strategy.newPlayer(
        new PlayerContext(
            game, Options.empty(), Options.resolve(strategy.options(), opts), Optional.empty(), 1));
  }

  /**
   * The options of a search on {@code threads} threads sharing 16 MiB, whose helpers join at once,
   * with {@code option} set to {@code value}.
   */
  private static Map<String, Object> parallel(int threads, String option, Object value) {
    Map<String, Object> opts = new LinkedHashMap<>();
    opts.put("tt-mb", 16L);
    opts.put("threads", (long) threads);
    opts.put("helpers-after", 0L);
    opts.put(option, value);
    return opts;
  }

  /**
   * {@code player}'s search of the Connect Four position of the test line {@code c} ({@code <moves>
   * <score>}) in a new game, after checking that its value is Pons' published score ({@code where}
   * is added to the message).
   */
  private static SearchReport solvedAsPublished(Player player, String[] c, String where) {
    player.newGame(c[0].length() % 2, 1);
    SearchReport report = player.chooseMove(ConnectFourState.fromMoves(c[0]), Limits.none());
    assertEquals(Integer.parseInt(c[1]), PonsScore.of(c[0].length(), report.value()), c[0] + where);
    return report;
  }

  /** A player of {@code strategy} for {@code game} with the option values {@code opts}. */
  private static Player configured(Strategy strategy, Game game, Map<String, Object> opts) {
    return strategy.newPlayer(
        new PlayerContext(
            game, Options.empty(), Options.resolve(strategy.options(), opts), Optional.empty(), 1));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("parallelSearches")
  void twoThreadsGiveMinimaxsValueAndAMoveThatAchievesItOnRandomTrees(Strategy strategy) {
    int trees = 0;
    for (boolean deepen : new boolean[] {false, true}) {
      for (long seed = 1; seed <= 12; seed++) {
        for (int b = 2; b <= 5; b++) {
          for (int d = 1; d <= 6; d++) {
            Game game = new RandomTreeFixture(b, d, seed * 1000 + b * 10 + d);
            GameState root = game.newGame(Options.empty());
            int minimax = fullSearch(new Minimax(), root.copy()).value();
            Player parallel = player(strategy, game, 2, 1, deepen);
            parallel.newGame(root.playerToMove(), 1);
            SearchReport report = parallel.chooseMove(root.copy(), Limits.none());
            String where = "tree " + seed + "/" + b + "/" + d + (deepen ? ", deepening" : "");
            assertEquals(minimax, report.value(), "value, " + where);
            assertEquals(minimax, valueOfMove(root, report.move()), "the move, " + where);
            trees++;
          }
        }
      }
    }
    assertEquals(576, trees);
  }

  /** Every {@code step}-th line of a benchmark file of this repository, {@code count} at most. */
  private static List<String[]> lines(String file, int step, int count) throws IOException {
    List<String> all = Files.readAllLines(Path.of("..", "..", "benchmarks", "connect4", file));
    List<String[]> picked = new ArrayList<>();
    for (int i = 0; i < all.size() && picked.size() < count; i += step) {
      picked.add(all.get(i).trim().split("\\s+"));
    }
    return picked;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("parallelSearches")
  void twoThreadsGiveThePublishedScoreOfPonsPositionsAndTheValueOfOneThread(Strategy strategy)
      throws IOException {
    Game game = new ConnectFour();
    Player one = player(strategy, game, 1, 16, false);
    Player two = player(strategy, game, 2, 16, false);
    // NegaScout has no tactics: the end games of Test_L2_R1 cost it a hundred times more nodes.
    boolean tactics = !strategy.id().equals("negascout");
    List<String[]> cases = new ArrayList<>(lines("Test_L3_R1", 10, 100));
    cases.addAll(tactics ? lines("Test_L2_R1", 10, 100) : lines("Test_L2_R1", 50, 20));
    if (tactics) {
      cases.addAll(lines("Test_L1_R1", 200, 5));
    }
    for (String[] c : cases) {
      String moves = c[0];
      int score = Integer.parseInt(c[1]);
      one.newGame(moves.length() % 2, 1);
      two.newGame(moves.length() % 2, 1);
      int single = one.chooseMove(ConnectFourState.fromMoves(moves), Limits.none()).value();
      SearchReport parallel = two.chooseMove(ConnectFourState.fromMoves(moves), Limits.none());
      assertEquals(single, parallel.value(), moves + ": the value of one thread");
      assertEquals(score, PonsScore.of(moves.length(), parallel.value()), moves + ": Pons' score");
      GameState after = ConnectFourState.fromMoves(moves);
      after.play(parallel.move());
      if (!after.isTerminal()) {
        one.newGame(after.playerToMove(), 1);
        int reply = one.chooseMove(after, Limits.none()).value();
        assertEquals(
            -score, PonsScore.of(moves.length() + 1, reply), moves + ": the move keeps it");
      }
    }
    assertTrue(cases.size() >= 120);
  }

  /**
   * {@code helpers-after}: a search smaller than that many nodes runs on its own thread (no helper
   * node is counted), a bigger one gets its helpers, and the value is the same either way.
   */
  @Test
  void theHelpersJoinOnlyASearchThatOutgrowsHelpersAfter() throws IOException {
    Game game = new ConnectFour();
    String[] position = lines("Test_L2_R2", 1, 1).get(0);
    long alone = 0;
    long helped = 0;
    int value = 0;
    for (long after : new long[] {1_000_000_000L, 1000}) {
      // taking turns: a helper launched searches its turn however busy the machine is
      Map<String, Object> opts = parallel(2, "helpers-after", after);
      opts.put("lockstep", 64L);
      opts.put("iterative-deepening", false);
      Player two = configured(new MtdBiStrategy(), game, opts);
      two.newGame(position[0].length() % 2, 1);
      SearchReport report = two.chooseMove(ConnectFourState.fromMoves(position[0]), Limits.none());
      assertTrue(report.nodes() > 2000, report.nodes() + " nodes: too small a search to tell");
      assertEquals(
          Integer.parseInt(position[1]),
          PonsScore.of(position[0].length(), report.value()),
          "Pons' score");
      if (after > 1000) {
        alone = report.counter("helper-nodes");
        value = report.value();
      } else {
        helped = report.counter("helper-nodes");
        assertEquals(value, report.value());
      }
    }
    assertEquals(0, alone, "no helper started before the search outgrew helpers-after");
    assertTrue(helped > 0, "the helpers joined after 1000 nodes");
  }

  /**
   * A parallel search's report explains itself: each thread's nodes, which add up to the search's,
   * each thread's busy time, at most the search's, and the table's stores, of which the rewrites
   * and evictions are a part.
   */
  @Test
  void eachThreadsNodesAddUpToTheSearchsAndItsBusyTimeIsWithinTheSearchs() throws IOException {
    Game game = new ConnectFour();
    Player two = player(new MtdBiStrategy(), game, 2, 16, false, 0);
    for (String[] c : lines("Test_L2_R2", 1, 5)) {
      two.newGame(c[0].length() % 2, 1);
      SearchReport report = two.chooseMove(ConnectFourState.fromMoves(c[0]), Limits.none());
      long main = report.counter("thread-0-nodes");
      long helper = report.counter("thread-1-nodes");
      assertTrue(main > 0, "the main thread searched");
      assertEquals(report.nodes(), main + helper, c[0]);
      assertEquals(report.counter("helper-nodes"), helper, c[0]);
      assertFalse(report.counters().containsKey("thread-2-nodes"), "two threads, not three");
      for (int t = 0; t < 2; t++) {
        long busy = report.counter("thread-" + t + "-busy-ns");
        assertTrue(busy <= report.timeNanos(), "thread " + t + " busy " + busy + " ns");
      }
      long stores = report.counter("tt-stores");
      assertTrue(stores > 0, "results were stored in the shared table");
      assertTrue(
          report.counter("tt-rewrites") + report.counter("tt-evictions") <= stores,
          "rewrites and evictions are stores");
    }
  }

  /**
   * {@code defer-plies}: however deep the threads defer each other's moves, the value is the
   * published one; with room to defer, they do; NegaScout, which does not defer, has no such
   * option.
   */
  @Test
  void anyDeferPliesGivesThePublishedScoresAndDeepEnoughOnesDefer() throws IOException {
    Game game = new ConnectFour();
    Strategy mtdBi = new MtdBiStrategy();
    for (long plies : new long[] {1, 12, 64}) {
      Map<String, Object> opts = parallel(2, "defer-plies", plies);
      opts.put("lockstep", 64L); // both threads inside the tree at once, however busy the machine
      Player two = configured(mtdBi, game, opts);
      long deferred = 0;
      for (String[] c : lines("Test_L2_R2", 100, 10)) {
        SearchReport report = solvedAsPublished(two, c, " with defer-plies " + plies);
        deferred += report.counter("deferred-moves");
      }
      if (plies > 1) {
        assertTrue(deferred > 0, "defer-plies " + plies + ": no move was deferred");
      }
    }
    assertTrue(
        new NegaScoutStrategy().options().stream().noneMatch(o -> o.name().equals("defer-plies")));
  }

  /**
   * {@code count-duplicates}: counting where two threads repeat each other's work changes no score;
   * the positions the threads completed are sorted into three kinds, which add up to at most the
   * threads' nodes, and the passes given up or stopped are at most all of them.
   */
  @Test
  void countingTheDuplicatedWorkChangesNoScoreAndAccountsForAtMostEveryNode() throws IOException {
    Game game = new ConnectFour();
    Strategy mtdBi = new MtdBiStrategy();
    Map<String, Object> opts = parallel(2, "count-duplicates", true);
    Player two = configured(mtdBi, game, opts);
    long nodes = 0;
    long sorted = 0;
    long passes = 0;
    long lost = 0;
    for (String[] c : lines("Test_L2_R2", 100, 10)) {
      SearchReport report = solvedAsPublished(two, c, "");
      nodes += report.nodes();
      passes += report.counter("dup-passes");
      lost += report.counter("dup-given-up-nodes") + report.counter("dup-stopped-nodes");
      for (Map.Entry<String, Long> e : report.counters().entrySet()) {
        if (e.getKey().matches("dup-(own|joined|finished)-ply-\\d+")) {
          sorted += e.getValue();
        }
      }
    }
    assertTrue(passes > 0, "passes counted");
    assertTrue(sorted > 0 && sorted <= nodes, sorted + " sorted of " + nodes);
    assertTrue(lost <= nodes, lost + " lost of " + nodes);
  }

  /**
   * Both drivers of null-window passes, MTD(f) and MTD-bi, share the bounds their threads prove:
   * two threads taking turns give up passes another thread has settled (nodes counted in passes
   * given up), and return to positions above them on their line that another thread's result
   * settled, and every score is still the published one.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("nullWindowDrivers")
  void theThreadsOfEitherMtdGiveUpPassesAnotherThreadSettledAndKeepThePublishedScores(
      Strategy driver) throws IOException {
    Game game = new ConnectFour();
    Map<String, Object> opts = parallel(2, "count-duplicates", true);
    opts.put("lockstep", 64L);
    Player two = configured(driver, game, opts);
    long givenUp = 0;
    long returnedTo = 0;
    for (String[] c : lines("Test_L2_R2", 100, 10)) {
      SearchReport report = solvedAsPublished(two, c, "");
      givenUp += report.counter("dup-given-up-nodes");
      returnedTo += report.counter("dup-settled-above");
    }
    assertTrue(givenUp > 0, "nodes in passes given up: " + givenUp);
    assertTrue(returnedTo > 0, "positions settled above, returned to: " + returnedTo);
  }

  static Stream<Arguments> nullWindowDrivers() {
    return Stream.of(new MtdFStrategy(), new MtdBiStrategy())
        .map(s -> Arguments.of(named(s.id(), s)));
  }

  /**
   * {@code lockstep}: four threads taking turns of 64 nodes give the published scores, hand the
   * turn on, and every helper searches, since each gets its turns before the main thread goes on;
   * and since only one thread runs at a time, in an order fixed by the node counts, a second player
   * searches exactly the same nodes, however the machine schedules the threads.
   */
  @Test
  void fourThreadsTakingTurnsGiveThePublishedScoresAndSearchTheSameNodesEveryTime()
      throws IOException {
    Game game = new ConnectFour();
    Strategy mtdBi = new MtdBiStrategy();
    Map<String, Object> opts = parallel(4, "lockstep", 64L);
    List<Long> first = new ArrayList<>();
    for (int run = 0; run < 2; run++) {
      Player four = configured(mtdBi, game, opts);
      List<String[]> cases = lines("Test_L2_R2", 100, 10);
      for (int i = 0; i < cases.size(); i++) {
        String[] c = cases.get(i);
        SearchReport report = solvedAsPublished(four, c, "");
        assertTrue(report.nodes() > 4 * 64, c[0] + ": too small a search to tell");
        assertTrue(report.counter("lockstep-turns") >= 3, c[0] + ": turns handed on");
        for (int t = 0; t < 4; t++) {
          assertTrue(report.counter("thread-" + t + "-nodes") > 0, c[0] + ": thread " + t);
        }
        if (run == 0) {
          first.add(report.nodes());
        } else {
          assertEquals(first.get(i), report.nodes(), c[0] + ": the same nodes as the first run");
        }
      }
    }
  }

  /**
   * {@code shared-work}: 0 leaves the threshold to the thread count (64 on one or two threads, 4 on
   * more), any other value sets it, and the search reports the one it used; no threshold changes a
   * score. Four threads taking turns search fewer nodes when they share the results of smaller
   * subtrees, the reason more than two threads share from 4.
   */
  @Test
  void sharedWorkSetsTheThresholdReportedAndFourThreadsSharingMoreSearchFewerNodes()
      throws IOException {
    Game game = new ConnectFour();
    Strategy mtdBi = new MtdBiStrategy();
    long[][] cases = {{1, 0, 64}, {2, 0, 64}, {4, 0, 4}, {1, 16, 16}, {4, 16, 16}, {4, 64, 64}};
    Map<Long, Long> fourTakingTurns = new LinkedHashMap<>();
    for (long[] k : cases) {
      Map<String, Object> opts = parallel((int) k[0], "shared-work", k[1]);
      opts.put("lockstep", 64L);
      Player player = configured(mtdBi, game, opts);
      long nodes = 0;
      for (String[] c : lines("Test_L1_R2", 100, 3)) {
        String where = " on " + k[0] + " threads, shared-work " + k[1];
        SearchReport report = solvedAsPublished(player, c, where);
        assertEquals(k[2], report.counter("tt-shared-work"), c[0] + where);
        nodes += report.nodes();
      }
      if (k[0] == 4) {
        fourTakingTurns.put(k[2], nodes);
      }
    }
    assertTrue(
        fourTakingTurns.get(4L) < fourTakingTurns.get(16L)
            && fourTakingTurns.get(16L) < fourTakingTurns.get(64L),
        "nodes of four threads taking turns by threshold: " + fourTakingTurns);
  }

  /**
   * Each thread logs the slots it fills, so a wipe after a parallel search that wrote little writes
   * zeros over those alone, not over the whole table, and still leaves nothing behind: two threads
   * taking turns (the same nodes every time) search each position after the wipe exactly as a fresh
   * player does.
   */
  @Test
  void aWipeAfterTwoThreadsWritesOverTheirSlotsAloneAndLeavesTheTableAsNew() throws IOException {
    Game game = new ConnectFour();
    Strategy mtdBi = new MtdBiStrategy();
    Map<String, Object> opts = parallel(2, "lockstep", 64L);
    opts.put("tt-wipe", true);
    Player reused = configured(mtdBi, game, opts);
    int afterHelped = 0;
    boolean helped = false;
    for (String[] c : lines("Test_L2_R1", 50, 12)) {
      reused.newGame(c[0].length() % 2, 1);
      SearchReport after = reused.chooseMove(ConnectFourState.fromMoves(c[0]), Limits.none());
      Player fresh = configured(mtdBi, game, opts);
      fresh.newGame(c[0].length() % 2, 1);
      SearchReport first = fresh.chooseMove(ConnectFourState.fromMoves(c[0]), Limits.none());
      assertEquals(Integer.parseInt(c[1]), PonsScore.of(c[0].length(), after.value()), c[0]);
      assertEquals(first.nodes(), after.nodes(), c[0] + ": the same nodes as a fresh player");
      if (helped) { // the wipe before this search came after one the helper searched in
        long wiped = after.counter("tt-wiped-bytes");
        assertTrue(wiped > 0 && wiped < 1 << 20, c[0] + ": wiped " + wiped + " bytes");
        afterHelped++;
      }
      helped = after.counter("thread-1-nodes") > 0;
    }
    assertTrue(afterHelped >= 3, afterHelped + " wipes after searches the helper searched in");
  }

  @Test
  void moreThanOneThreadWithoutATableIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> player(new MtdBiStrategy(), new ConnectFour(), 2, 0, false));
    assertTrue(e.getMessage().contains("tt-mb"), e.getMessage());
  }
}
