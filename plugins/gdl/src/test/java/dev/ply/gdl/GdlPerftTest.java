package dev.ply.gdl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Perft;
import dev.ply.connectfour.ConnectFour;
import dev.ply.matrixgames.RockPaperScissors;
import dev.ply.nim.Nim;
import dev.ply.tictactoe.TicTacToe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Perft counts of the bundled GDL games equal those of Ply's own Java plugins of the same games, in
 * the same variants: two programs written independently, one from GDL rules, agree on every count.
 */
class GdlPerftTest {

  private static GameState gdl(String name) {
    return GdlLibrary.bundled(name).newGame(Options.resolve(java.util.List.of(), Map.of()));
  }

  private static GameState java(Game g, Map<String, ?> variant) {
    return g.newGame(Options.resolve(g.variantOptions(), variant));
  }

  @Test
  void ticTacToePerftEqualsTheJavaPluginsToTheEndOfTheGame() {
    for (int depth = 0; depth <= 9; depth++) {
      assertEquals(
          Perft.count(java(new TicTacToe(), Map.of()), depth),
          Perft.count(gdl("tic-tac-toe"), depth),
          "perft(" + depth + ")");
    }
    // Games that last all nine plies: 81,792 won by the last mark and 46,080 drawn.
    assertEquals(127_872, Perft.count(gdl("tic-tac-toe"), 9));
  }

  @Test
  void connectFourPerftEqualsTheJavaPluginsToDepthSix() {
    for (int depth = 0; depth <= 6; depth++) {
      assertEquals(
          Perft.count(java(new ConnectFour(), Map.of()), depth),
          Perft.count(gdl("connect-four"), depth),
          "perft(" + depth + ")");
    }
  }

  @Test
  void nimPerftOfHeapsThreeFourFiveEqualsTheJavaPluginsToDepthEight() {
    for (int depth = 0; depth <= 8; depth++) {
      assertEquals(
          Perft.count(java(new Nim(), Map.of("heaps", "3,4,5")), depth),
          Perft.count(gdl("nim"), depth),
          "perft(" + depth + ")");
    }
  }

  @Test
  void rockPaperScissorsOfThreeRoundsCountsNineJointMovesARoundAsTheJavaPlugin() {
    for (int depth = 0; depth <= 3; depth++) {
      assertEquals(
          Perft.count(java(new RockPaperScissors(), Map.of("rounds", 3)), depth),
          Perft.count(gdl("rock-paper-scissors"), depth),
          "perft(" + depth + ")");
    }
    assertEquals(729, Perft.count(gdl("rock-paper-scissors"), 3));
  }
}
