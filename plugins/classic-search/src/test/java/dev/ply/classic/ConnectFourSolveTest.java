package dev.ply.classic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.classic.search.IterativeDeepening;
import dev.ply.classic.search.MtdBi;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.tt.TranspositionTable;
import dev.ply.connectfour.ConnectFour;
import dev.ply.connectfour.ConnectFourState;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Connect Four positions of Pascal Pons' public benchmark sets (every 83rd line of Test_L3_R1 and
 * Test_L2_R1, every 97th of Test_L1_R1; benchmarks/connect4 of this repository), solved by the
 * generic searches through the api: each must give the published score, with and without the game's
 * tactics, and MTD-bi with the tactics must need fewer nodes than alpha-beta without them.
 */
class ConnectFourSolveTest {

  private static final Game GAME = new ConnectFour();

  private static SearchReport solve(Strategy strategy, boolean tactics, String moves) {
    Player player = solver(strategy, tactics, false);
    player.newGame(0, 1);
    return player.chooseMove(ConnectFourState.fromMoves(moves), Limits.none());
  }

  private static Player solver(Strategy strategy, boolean tactics, boolean wipe) {
    return solver(strategy, tactics, wipe, 4L, false);
  }

  private static Player solver(
      Strategy strategy, boolean tactics, boolean wipe, long mib, boolean deepen) {
    Options variant = Options.resolve(GAME.variantOptions(), Map.of());
    Map<String, Object> opts = new LinkedHashMap<>();
    opts.put("tt-mb", mib);
    opts.put("iterative-deepening", deepen);
    opts.put("tactics", tactics);
    opts.put("tt-wipe", wipe);
    return strategy.newPlayer(
        new PlayerContext(
            GAME, variant, Options.resolve(strategy.options(), opts), Optional.empty(), 1));
  }

  /**
   * Emptying the table between games by writing zeros over it ({@code tt-wipe}, what {@code ply
   * bench solve} does) or by marking its entries stale (the default) is the same to the search: one
   * player of each, given the same positions one game each, search exactly the same nodes and give
   * the same moves and values, position after position.
   */
  @Test
  void aTableWipedBetweenGamesSearchesExactlyAsATableMarkedStale() {
    String[] positions = {
      "714345541261521311",
      "32164625",
      "13116246361136",
      "54243616127",
      "6454214344",
      "132364267316",
      "5554224333234511764415115"
    };
    Player stale = solver(new MtdBiStrategy(), true, false);
    Player wiped = solver(new MtdBiStrategy(), true, true);
    for (String moves : positions) {
      stale.newGame(0, 1);
      wiped.newGame(0, 1);
      SearchReport a = stale.chooseMove(ConnectFourState.fromMoves(moves), Limits.none());
      SearchReport b = wiped.chooseMove(ConnectFourState.fromMoves(moves), Limits.none());
      assertEquals(a.value(), b.value(), moves);
      assertEquals(a.move(), b.move(), moves);
      assertEquals(a.nodes(), b.nodes(), moves);
    }
  }

  /**
   * A player keeps its move buffers and principal variation table from one search to the next:
   * given positions one after another (a 2 MiB table, wiped between them, so that no local table
   * carries anything over), it searches each exactly as a new player does, with the same nodes,
   * move, value and line, with iterative deepening (which asks for a first root move) and without.
   */
  @Test
  void aPlayerThatSearchedBeforeSearchesEachPositionAsANewPlayerDoes() {
    String[] positions = {
      "714345541261521311",
      "32164625",
      "13116246361136",
      "54243616127",
      "6454214344",
      "132364267316",
      "5554224333234511764415115"
    };
    for (boolean deepen : new boolean[] {false, true}) {
      Player reused = solver(new MtdBiStrategy(), true, true, 2L, deepen);
      for (String moves : positions) {
        Player fresh = solver(new MtdBiStrategy(), true, true, 2L, deepen);
        fresh.newGame(0, 1);
        reused.newGame(0, 1);
        SearchReport a = fresh.chooseMove(ConnectFourState.fromMoves(moves), Limits.none());
        SearchReport b = reused.chooseMove(ConnectFourState.fromMoves(moves), Limits.none());
        String what = moves + (deepen ? ", deepening" : "");
        assertEquals(a.nodes(), b.nodes(), what);
        assertEquals(a.move(), b.move(), what);
        assertEquals(a.value(), b.value(), what);
        assertArrayEquals(a.principalVariation(), b.principalVariation(), what);
      }
    }
  }

  /**
   * A table far smaller than the search (1,024 entries; lines 1, 201, 301, 401, 601 and 701 of
   * Test_L2_R2), where every entry carries the greatest depth and a full bucket keeps the result
   * that took more nodes: entries are replaced all the time, and the scores stay the published
   * ones, on one thread and on two sharing the table.
   */
  @ParameterizedTest(name = "{0} scores {1}")
  @CsvSource(
      delimiter = ' ',
      value = {
        "274552224131661 0",
        "5216564114654566 -3",
        "512757754423454 -2",
        "4115276666674442357 0",
        "47137243632764143 2",
        "72347723255677763 0"
      })
  void aTableFarSmallerThanTheSearchStillGivesThePublishedScore(String moves, int score) {
    for (int threads = 1; threads <= 2; threads++) {
      TranspositionTable table = TranspositionTable.ofEntries(1 << 10);
      table.newSearch();
      SearchReport report =
          new IterativeDeepening(new MtdBi(), false, table)
              .usingTactics(GAME.maxUtility())
              .threads(threads)
              .run(ConnectFourState.fromMoves(moves), Limits.none(), Optional.empty());
      assertEquals(score, PonsScore.of(moves.length(), report.value()), threads + " thread(s)");
      assertTrue(
          report.nodes() > 20 * table.capacity(),
          "the search outgrows the table: " + report.nodes() + " nodes");
    }
  }

  /**
   * A table of two levels (4 MiB: each thread also keeps the results of small subtrees in a local
   * table of its own, see {@code LocalTable}), given the positions above one after another as a
   * benchmark gives them, so that the boundary learnt on one carries to the next: the scores stay
   * the published ones on one thread and on two, the searching threads did send results to their
   * local tables, and positions were settled, and moves skipped, by their children's entries
   * (enhanced transposition cutoffs, which the boundary's learning turns on).
   */
  @Test
  void solvesThroughTablesOfTwoLevelsGiveThePublishedScoresOnOneAndTwoThreads() {
    String[] lines = {
      "274552224131661 0",
      "5216564114654566 -3",
      "512757754423454 -2",
      "4115276666674442357 0",
      "47137243632764143 2",
      "72347723255677763 0"
    };
    for (int threads = 1; threads <= 2; threads++) {
      TranspositionTable table = new TranspositionTable(TranspositionTable.LOCAL_MIN_MIB);
      IterativeDeepening driver =
          new IterativeDeepening(new MtdBi(), false, table)
              .usingTactics(GAME.maxUtility())
              .threads(threads);
      long cuts = 0;
      long skips = 0;
      for (String line : lines) {
        String moves = line.split(" ")[0];
        table.wipe();
        table.newSearch();
        SearchReport report =
            driver.run(ConnectFourState.fromMoves(moves), Limits.none(), Optional.empty());
        assertEquals(
            Integer.parseInt(line.split(" ")[1]),
            PonsScore.of(moves.length(), report.value()),
            moves + ", " + threads + " thread(s)");
        cuts += report.counter(SearchStats.AHEAD_CUTS);
        skips += report.counter(SearchStats.AHEAD_SKIPS);
      }
      assertTrue(table.local(0).boundary() > 0, "the main thread learnt a boundary");
      assertTrue(
          cuts > 0 && skips > 0,
          threads
              + " thread(s): "
              + cuts
              + " positions settled and "
              + skips
              + " moves skipped by their children's entries");
    }
  }

  @ParameterizedTest(name = "{0} scores {1}")
  @CsvSource(
      delimiter = ' ',
      value = {
        "2252576253462244111563365343671351441 -1",
        "7674571355564732621771632445541312664 2",
        "66333444714334751354116675176 2",
        "2317341651666134413473525715426477 0",
        "1531435732333212612244546142577545167 0",
        "14467733764556622557111337563 -5",
        "2365475341225412352557772771431 1",
        "737566121544715632664464321351271 4",
        "5554224333234511764415115 4",
        "7646171641443471716532164 -2",
        "1441417214663341566431667 -4",
        "1672663733642175625624 5",
        "12151643562152353534775 -8",
        "4226116661757364136155573733 3",
        "714345541261521311 10",
        "4545145444217321376122 -9",
        "731417655527417472454227 -6",
        "32164625 11",
        "13116246361136 10",
        "54243616127 15",
        "6454214344 10",
        "132364267316 -11"
      })
  void everySearchGivesThePublishedScoreAndTheTacticsSaveNodes(String moves, int score) {
    int stones = moves.length();
    SearchReport bisection = solve(new MtdBiStrategy(), true, moves);
    assertEquals(score, PonsScore.of(stones, bisection.value()), "mtd-bi with tactics");
    SearchReport mtdf = solve(new MtdFStrategy(), true, moves);
    assertEquals(score, PonsScore.of(stones, mtdf.value()), "mtdf with tactics");
    if (stones >= 15) { // the opening positions take seconds without tactics
      SearchReport plain = solve(new AlphaBetaStrategy(), false, moves);
      assertEquals(score, PonsScore.of(stones, plain.value()), "alphabeta without tactics");
      assertTrue(
          bisection.nodes() < plain.nodes(),
          bisection.nodes() + " nodes with tactics, " + plain.nodes() + " without");
    }
    GameState after = ConnectFourState.fromMoves(moves);
    after.play(bisection.move());
    SearchReport reply = solve(new MtdBiStrategy(), true, moves + (bisection.move() + 1));
    int expected = after.isTerminal() ? 0 : -score;
    if (!after.isTerminal()) {
      assertEquals(
          expected,
          PonsScore.of(stones + 1, reply.value()),
          "the best move keeps the score: the opponent's score after it is its negation");
    }
  }
}
