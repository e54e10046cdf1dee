package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.pig.Pig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Chance nodes in the tree: outcomes drawn by their probabilities, never chosen by UCT. */
class ChanceNodesTest {

  @Test
  void eachDieFaceIsVisitedInProportionToItsProbability() {
    GameState start = Fixtures.position(new Pig(), Map.of("goal", 20));
    SearchTree tree = new SearchTree(2, 1_000_000);
    tree.rootAt(start, false);
    UctSearch search = new UctSearch(new Uct(Math.sqrt(2)), new RandomPlayout(new Pig()), 2);
    search.run(
        tree,
        start,
        Limits.none(),
        new SearchBudget(Limits.none(), 60_000),
        new SplittableRandom(5));

    Node roll = tree.root().child(0); // at a turn total of 0 the only move is roll
    assertTrue(roll.isChance());
    assertEquals(6, roll.childCount());
    long visits = roll.visits() - 1; // the visit that made the chance node drew nothing
    for (int i = 0; i < 6; i++) {
      double share = (double) roll.child(i).visits() / visits;
      assertEquals(1.0 / 6, share, 0.01, "face " + roll.child(i).move());
    }
  }

  @Test
  void aPlayoutDrawsChanceOutcomesByTheirProbabilities() {
    GameState rolling = Fixtures.position(new Pig(), Map.of("goal", 20), "roll");
    int[] counts = new int[7];
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 60_000; i++) {
      counts[Playout.drawChance(rolling, random)]++;
    }
    for (int face = 1; face <= 6; face++) {
      assertEquals(10_000, counts[face], 400, "face " + face);
    }
  }

  /** A game of Pig at goal 20 between two seeded players, the dice drawn from {@code dice}. */
  private static List<String> selfPlay(long seed, Limits limits) {
    Pig game = new Pig();
    Map<String, Object> variant = Map.of("goal", 20);
    Player[] players = {
      Fixtures.player(game, variant, Map.of(), Optional.empty(), seed),
      Fixtures.player(game, variant, Map.of(), Optional.empty(), seed + 1)
    };
    SplittableRandom dice = new SplittableRandom(seed);
    GameState s = Fixtures.position(game, variant);
    List<String> record = new ArrayList<>();
    while (!s.isTerminal()) {
      if (s.playerToMove() == GameState.CHANCE) {
        int face = Playout.drawChance(s, dice);
        record.add(s.moveToText(face));
        s.play(face);
        continue;
      }
      SearchReport r = players[s.playerToMove()].chooseMove(s.copy(), limits);
      assertEquals(limits.maxNodes(), r.nodes(), "a node is an iteration");
      record.add(s.moveToText(r.move()) + " " + r.value() + " " + r.counters());
      s.play(r.move());
    }
    return record;
  }

  @Test
  void aSeededGameOfPigRepeatsItselfExactlyUnderANodeLimit() {
    List<String> first = selfPlay(9, Limits.nodes(800));
    assertEquals(first, selfPlay(9, Limits.nodes(800)));
    assertTrue(first.stream().anyMatch(m -> m.startsWith("hold")), "a game with holds: " + first);
  }

  @Test
  void aStoppedSearchAtPigStillReturnsALegalMove() {
    Limits stopped = Limits.none();
    stopped.stop();
    GameState s = MctsPlaysPigTest.position(20, 6, 4, 5);
    SearchReport report =
        Fixtures.player(new Pig(), Map.of("goal", 20), Map.of(), Optional.empty(), 1)
            .chooseMove(s.copy(), stopped);
    assertTrue(s.isLegal(report.move()));
    assertEquals(0, report.nodes());
  }
}
