package dev.ply.mcts;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.poker.LeducPoker;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** ISMCTS and PIMC on Leduc hold'em, where a public card comes after the deal. */
class LeducPokerSearchesTest {

  private static final LeducPoker GAME = new LeducPoker();

  private static SearchReport choose(Strategy strategy, long seed, String... moves) {
    GameState s = Fixtures.position(GAME, moves);
    int seat = s.playerToMove();
    Player player =
        strategy.newPlayer(
            new PlayerContext(
                GAME,
                Options.resolve(GAME.variantOptions(), Map.of()),
                Options.resolve(strategy.options(), Map.of("iterations", 3_000L)),
                Optional.empty(),
                seed));
    player.newGame(seat, seed);
    return player.chooseMove(s.view(seat), Limits.none());
  }

  @Test
  void aPairWithTheBoardThatNothingBeatsNeverFoldsToABet() {
    // Seat 0's Kh pairs the board's Ks, and the last king is on the board: the best hand.
    String[] moves = {"deal:Kh", "deal:Js", "check", "check", "board:Ks", "check", "bet"};
    GameState s = Fixtures.position(GAME, moves);
    for (Strategy strategy : List.of(new IsmctsStrategy(), new PimcStrategy())) {
      for (long seed = 1; seed <= 3; seed++) {
        int move = choose(strategy, seed, moves).move();
        assertNotEquals("fold", s.moveToText(move), strategy.id() + ", seed " + seed);
      }
    }
  }

  @Test
  void aSearchBeforeTheBoardCardGrowsChanceOutcomesInItsTree() {
    SearchReport report = choose(new IsmctsStrategy(), 1, "deal:Qh", "deal:Js");
    assertTrue(report.depth() >= 4, "through a board card: " + report);
    assertTrue(report.counter("tree-nodes") > 100, report.toString());
  }
}
