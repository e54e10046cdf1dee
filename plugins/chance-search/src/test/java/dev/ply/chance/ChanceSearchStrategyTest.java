package dev.ply.chance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.pig.Pig;
import dev.ply.pig.RaceEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ChanceSearchStrategyTest {

  private static final List<Strategy> STRATEGIES =
      List.of(new ExpectiminimaxStrategy(), new Star1Strategy(), new Star2Strategy());

  /** A game of three seats, for the refusal. */
  private static Game threeSeats(boolean zeroSum) {
    return new Game() {
      @Override
      public String id() {
        return "three";
      }

      @Override
      public String displayName() {
        return "Three";
      }

      @Override
      public int players() {
        return zeroSum ? 3 : 2;
      }

      @Override
      public boolean zeroSum() {
        return zeroSum;
      }

      @Override
      public List<OptionSpec> variantOptions() {
        return List.of();
      }

      @Override
      public GameState newGame(Options variant) {
        throw new UnsupportedOperationException();
      }
    };
  }

  @Test
  void eachHandlesChanceAndRefusesAGameOfThreePlayersOrNotZeroSumNamingWhy() {
    for (Strategy s : STRATEGIES) {
      assertEquals(Set.of(GameFeature.CHANCE), s.handles());
      assertTrue(s.supports(new Pig()));
      assertEquals(Optional.empty(), s.whyNot(new Pig()));
      assertFalse(s.supports(threeSeats(true)));
      assertEquals(
          "its game has 3 players; " + s.id() + " searches two-player zero-sum games",
          s.whyNot(threeSeats(true)).orElseThrow());
      assertFalse(s.supports(threeSeats(false)));
      assertTrue(s.whyNot(threeSeats(false)).orElseThrow().contains("not zero-sum"));
      assertTrue(s.usesEvaluator());
    }
  }

  /** Whole games of Pig to 30 through the api, the dice drawn from a seeded stream. */
  private static List<Integer> playPig(Strategy first, Strategy second, long seed, Limits limits) {
    Pig pig = new Pig();
    Options variant = Options.resolve(pig.variantOptions(), Map.of("goal", 30L));
    Player[] players = new Player[2];
    Strategy[] strategies = {first, second};
    for (int p = 0; p < 2; p++) {
      players[p] =
          strategies[p].newPlayer(
              new PlayerContext(
                  pig,
                  variant,
                  Options.resolve(strategies[p].options(), Map.of()),
                  Optional.of(new RaceEvaluator()),
                  seed));
      players[p].newGame(p, seed);
    }
    GameState s = pig.newGame(variant);
    SplittableRandom dice = new SplittableRandom(seed);
    List<Integer> moves = new ArrayList<>();
    while (!s.isTerminal()) {
      if (s.playerToMove() == GameState.CHANCE) {
        s.play(s.chanceOutcomes().get(dice.nextInt(6)).move());
        continue;
      }
      SearchReport report = players[s.playerToMove()].chooseMove(s.copy(), limits);
      assertTrue(s.isLegal(report.move()), s.render());
      assertTrue(report.depth() <= limits.maxDepth());
      assertTrue(report.nodes() <= limits.maxNodes());
      moves.add(report.move());
      s.play(report.move());
    }
    return moves;
  }

  @Test
  void playsWholeGamesOfPigWithinTheLimitsAndTheSameMovesUnderTheSameSeed() {
    for (Strategy s : STRATEGIES) {
      List<Integer> once = playPig(s, new Star2Strategy(), 5, Limits.depth(3));
      assertEquals(once, playPig(s, new Star2Strategy(), 5, Limits.depth(3)));
      playPig(s, s, 6, Limits.nodes(500));
      playPig(s, s, 7, Limits.nodes(1));
    }
  }

  @Test
  void theThreeStrategiesChooseTheSameMovesAtTheSameDepth() {
    List<Integer> emm = playPig(STRATEGIES.get(0), STRATEGIES.get(0), 9, Limits.depth(4));
    assertEquals(emm, playPig(STRATEGIES.get(1), STRATEGIES.get(1), 9, Limits.depth(4)));
    assertEquals(emm, playPig(STRATEGIES.get(2), STRATEGIES.get(2), 9, Limits.depth(4)));
  }

  @Test
  void aReportCountsLeavesCutoffsAndStarTwosProbes() {
    Pig pig = new Pig();
    Options variant = Options.resolve(pig.variantOptions(), Map.of("goal", 100L));
    Strategy star2 = new Star2Strategy();
    Player player =
        star2.newPlayer(
            new PlayerContext(
                pig,
                variant,
                Options.resolve(star2.options(), Map.of()),
                Optional.of(new RaceEvaluator()),
                1));
    player.newGame(0, 1);
    SearchReport r = player.chooseMove(pig.newGame(variant), Limits.depth(5));
    assertEquals(5, r.depth());
    assertTrue(r.counter("leaves") > 0 && r.counter("leaves") < r.nodes());
    assertTrue(r.counter("probes") > 0);
    assertTrue(r.counter("chance-cutoffs") >= r.counter("probe-cutoffs"));
  }

  /**
   * Pig has no end a search can reach (a 1 hands the turn over and nothing changes), so without a
   * depth limit the search deepens until it is told to stop; it then plays its deepest completed
   * iteration's move (a legal one whenever the stop comes), and at a deadline already passed the
   * first legal move, having completed no iteration.
   */
  @Test
  void aSearchOfPigWithoutADepthLimitStopsWhenToldAndWhenTheDeadlineHasPassed() {
    Pig pig = new Pig();
    Options variant = Options.resolve(pig.variantOptions(), Map.of("goal", 100L));
    for (Strategy strategy : STRATEGIES) {
      Player player =
          strategy.newPlayer(
              new PlayerContext(
                  pig,
                  variant,
                  Options.resolve(strategy.options(), Map.of()),
                  Optional.of(new RaceEvaluator()),
                  3));
      player.newGame(0, 3);
      GameState start = pig.newGame(variant);
      start.play(start.textToMove("roll"));
      start.play(start.textToMove("roll:5"));
      Limits limits = Limits.none();
      Thread stopper =
          new Thread(
              () -> {
                try {
                  Thread.sleep(100);
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
                limits.stop();
              });
      stopper.start();
      SearchReport report =
          org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
              java.time.Duration.ofSeconds(30), () -> player.chooseMove(start.copy(), limits));
      assertTrue(start.isLegal(report.move()));
      SearchReport late =
          player.chooseMove(
              start.copy(),
              new Limits(Limits.NO_DEPTH_LIMIT, Limits.NO_NODE_LIMIT, System.nanoTime() - 1));
      assertTrue(start.isLegal(late.move()));
      assertEquals(0, late.depth());
    }
  }
}
