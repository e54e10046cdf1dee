package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.tictactoe.TicTacToe;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Under the same seed, a search limited by iterations or nodes repeats itself exactly. */
class DeterminismTest {

  private static final TicTacToe GAME = new TicTacToe();

  /** One self-play game of two players seeded {@code seed}, every report as text. */
  private static List<String> selfPlay(long seed, Map<String, ?> options, Supplier<Limits> limits) {
    Player x = Fixtures.player(GAME, options, seed);
    Player o = Fixtures.player(GAME, options, seed + 1);
    GameState s = Fixtures.position(GAME);
    List<String> reports = new ArrayList<>();
    while (!s.isTerminal()) {
      SearchReport r = (s.playerToMove() == 0 ? x : o).chooseMove(s.copy(), limits.get());
      reports.add(
          s.moveToText(r.move())
              + " "
              + r.value()
              + " "
              + r.depth()
              + " "
              + r.nodes()
              + " "
              + java.util.Arrays.toString(r.principalVariation())
              + " "
              + r.counters());
      s.play(r.move());
    }
    return reports;
  }

  @Test
  void theSameSeedGivesTheSameMovesValuesAndCountersUnderAnIterationLimit() {
    Map<String, Object> options = Map.of("iterations", 3_000L);
    assertEquals(selfPlay(42, options, Limits::none), selfPlay(42, options, Limits::none));
  }

  @Test
  void theSameSeedGivesTheSameMovesValuesAndCountersUnderANodeLimit() {
    List<String> first = selfPlay(7, Map.of(), () -> Limits.nodes(3_000));
    assertEquals(first, selfPlay(7, Map.of(), () -> Limits.nodes(3_000)));
    assertEquals(true, first.get(0).contains(" 3000 "), "a node is an iteration: " + first.get(0));
  }

  @Test
  void theSeedOfTheNewGameDecidesNotTheSeedOfThePlayer() {
    GameState start = Fixtures.position(GAME);
    Player a = Fixtures.player(GAME, Map.of("iterations", 300L), 1);
    Player b = Fixtures.player(GAME, Map.of("iterations", 300L), 2);
    a.newGame(0, 99);
    b.newGame(0, 99);
    assertEquals(
        a.chooseMove(start.copy(), Limits.none()).toString(),
        b.chooseMove(start.copy(), Limits.none()).toString());
  }

  /**
   * A signature of the search on a game without chance: the moves, values and counters of a seeded
   * self-play, pinned when chance nodes came in, must not change by accident.
   */
  @Test
  void aSeededSelfPlayOfTicTacToeIsTheOneOfBeforeChanceNodes() {
    List<String> reports = selfPlay(42, Map.of("iterations", 3_000L), Limits::none);
    assertEquals(
        "b2 504249 6 3000 [4, 0, 2, 6, 5, 8] {iterations=3000, playout-plies=10531, new-nodes=2993,"
            + " tree-nodes=2994, reused-visits=0}",
        reports.get(0));
    assertEquals(-803266018, reports.hashCode(), "every move's report, as text: " + reports);
  }
}
