package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.SearchReport;
import dev.ply.pig.Pig;
import dev.ply.tictactoe.TicTacToe;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The tree a search grew, as a {@link TreeListener} hears it after the search. */
class TreeTraceTest {

  record Heard(int id, int parent, int move, int player, long visits, double value, double bound) {}

  /** Every node heard, checked for order and for visits that add up. */
  private static List<Heard> check(List<Heard> heard, SearchReport report) {
    assertEquals(report.counter("tree-nodes"), heard.size(), "every node once");
    assertEquals(report.nodes(), heard.get(0).visits(), "the root counts every iteration");
    long[] childVisits = new long[heard.size()];
    long bestVisits = -1;
    int bestMove = -1;
    for (int i = 0; i < heard.size(); i++) {
      Heard h = heard.get(i);
      assertEquals(i, h.id(), "ids in the order heard");
      assertTrue(h.parent() < h.id(), "the parent first: " + h);
      if (h.parent() >= 0) {
        childVisits[h.parent()] += h.visits();
      }
      if (h.parent() == 0 && h.visits() > bestVisits) {
        bestVisits = h.visits();
        bestMove = h.move();
      }
    }
    for (int i = 0; i < heard.size(); i++) {
      assertTrue(childVisits[i] <= heard.get(i).visits(), "no more visits below: " + heard.get(i));
    }
    assertEquals(report.move(), bestMove, "the move played is the root's most visited child");
    return heard;
  }

  @Test
  void uctReportsEachNodesVisitsValueAndTheBoundItWasChosenBy() {
    TicTacToe game = new TicTacToe();
    MctsPlayer player = (MctsPlayer) Fixtures.player(game, Map.of("iterations", 500L), 3);
    List<Heard> heard = new ArrayList<>();
    assertTrue(
        player.traceTree((a, b, c, d, e, f, g) -> heard.add(new Heard(a, b, c, d, e, f, g))));
    SearchReport report = player.chooseMove(Fixtures.position(game), Limits.none());
    check(heard, report);
    for (Heard h : heard.subList(1, heard.size())) {
      Heard parent = heard.get(h.parent());
      double expected =
          h.value() + Math.sqrt(2) * Math.sqrt(Math.log(parent.visits()) / h.visits());
      assertEquals(expected, h.bound(), 1e-12, h.toString());
      assertEquals(parent.parent() < 0 ? 0 : 1 - parent.player(), h.player(), "X, O, X, ...");
    }
  }

  @Test
  void theOutcomesOfAChanceNodeAreHeardAsChanceWithNoBound() {
    Pig game = new Pig();
    MctsPlayer player =
        (MctsPlayer)
            Fixtures.player(
                game, Map.of("goal", 20), Map.of("iterations", 2_000L), Optional.empty(), 1);
    List<Heard> heard = new ArrayList<>();
    player.traceTree((a, b, c, d, e, f, g) -> heard.add(new Heard(a, b, c, d, e, f, g)));
    SearchReport report = player.chooseMove(MctsPlaysPigTest.position(20, 6, 4, 5), Limits.none());
    check(heard, report);
    long outcomes =
        heard.stream()
            .filter(h -> h.player() == GameState.CHANCE && Double.isNaN(h.bound()))
            .count();
    long roll = heard.stream().filter(h -> h.parent() == 0 && h.move() == 0).count();
    assertEquals(1, roll);
    assertTrue(outcomes >= 6, "at least the faces of the first roll: " + outcomes);
  }

  @Test
  void ismctsReportsItsInformationSetTreeWithAvailabilityBounds() {
    var strategy = new IsmctsStrategy();
    var player =
        (IsmctsStrategy.IsmctsPlayer) KuhnPlay.player(strategy, Map.of("iterations", 400L), 1, 2);
    List<Heard> heard = new ArrayList<>();
    assertTrue(
        player.traceTree((a, b, c, d, e, f, g) -> heard.add(new Heard(a, b, c, d, e, f, g))));
    GameState s = Fixtures.position(KuhnPlay.GAME, "deal:Q", "deal:K", "check");
    SearchReport report = player.chooseMove(s.view(1), Limits.none());
    check(heard, report);
    for (Heard h : heard.subList(1, heard.size())) {
      assertTrue(h.bound() >= h.value(), "an upper bound: " + h);
    }
  }
}
