package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.poker.KuhnPokerThree;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * ISMCTS and PIMC on Kuhn poker, seeing only their views: a king never folds to a bet, and both
 * beat a uniformly random opponent in expectation, computed exactly over every deal.
 */
class KuhnPokerSearchesTest {

  private static final Map<String, Object> OPTIONS = Map.of("iterations", 3_000L);

  private static List<Strategy> strategies() {
    return List.of(new IsmctsStrategy(), new PimcStrategy());
  }

  @Test
  void aKingFacingABetCallsAndNeverFolds() {
    for (Strategy strategy : strategies()) {
      for (long seed = 1; seed <= 3; seed++) {
        for (String other : List.of("J", "Q")) {
          String why = strategy.id() + ", seed " + seed + ", against " + other;
          assertEquals(
              "call",
              KuhnPlay.move(strategy, OPTIONS, seed, "deal:" + other, "deal:K", "bet"),
              "second to act: " + why);
          assertEquals(
              "call",
              KuhnPlay.move(strategy, OPTIONS, seed, "deal:K", "deal:" + other, "check", "bet"),
              "first to act, after checking: " + why);
        }
      }
    }
  }

  /**
   * A best response to the random opponent, worked out by hand over the information sets, wins 1/2
   * as the first player and 5/12 as the second; at 3,000 iterations ISMCTS wins 1/3 and 1/4, PIMC
   * 1/6 and 1/4 (each deterministic for the seed).
   */
  @Test
  void bothSeatsWinInExpectationAgainstAUniformlyRandomOpponent() {
    for (Strategy strategy : strategies()) {
      double first = KuhnPlay.valueAgainstRandom(strategy, OPTIONS, 0, 11);
      double second = KuhnPlay.valueAgainstRandom(strategy, OPTIONS, 1, 11);
      assertTrue(first > 0, strategy.id() + " as the first player: " + first);
      assertTrue(second > 0, strategy.id() + " as the second player: " + second);
    }
  }

  @Test
  void theSameSeedGivesTheSameReportFromAView() {
    for (Strategy strategy : strategies()) {
      for (String[] moves :
          List.of(new String[] {"deal:Q", "deal:J"}, new String[] {"deal:J", "deal:Q", "bet"})) {
        assertEquals(
            KuhnPlay.choose(strategy, OPTIONS, 5, moves).toString(),
            KuhnPlay.choose(strategy, OPTIONS, 5, moves).toString(),
            strategy.id());
      }
    }
  }

  @Test
  void aNodeLimitIsTheNumberOfIterations() {
    for (Strategy strategy : strategies()) {
      GameState s = Fixtures.position(KuhnPlay.GAME, "deal:Q", "deal:J");
      SearchReport report =
          KuhnPlay.player(strategy, Map.of(), 0, 1).chooseMove(s.view(0), Limits.nodes(1_234));
      assertEquals(1_234, report.nodes(), strategy.id());
      assertEquals(1_234, report.counter("iterations"), strategy.id());
    }
  }

  @Test
  void atThreePlayersTheAceFacingABetCalls() {
    KuhnPokerThree game = new KuhnPokerThree();
    GameState s = Fixtures.position(game, "deal:J", "deal:Q", "deal:A", "bet", "fold");
    for (Strategy strategy : strategies()) {
      for (long seed = 1; seed <= 3; seed++) {
        Player player =
            strategy.newPlayer(
                new PlayerContext(
                    game,
                    Options.resolve(game.variantOptions(), Map.of()),
                    Options.resolve(strategy.options(), OPTIONS),
                    Optional.empty(),
                    seed));
        player.newGame(2, seed);
        int move = player.chooseMove(s.view(2), Limits.none()).move();
        assertEquals("call", s.moveToText(move), strategy.id() + ", seed " + seed);
      }
    }
  }
}
