package dev.ply.connectfour;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConnectFourRulesTest {

  /** Three lines of Pascal Pons' set Test_L3_R1 ("End-Easy"): open games, no immediate win. */
  private static final String[] BENCHMARK = {
    "2252576253462244111563365343671351441",
    "7422341735647741166133573473242566",
    "65214673556155731566316327373221417",
  };

  /** A 7 × 6 game that fills the board without four in a row (checked by a separate program). */
  private static final String DRAWN_GAME = "455714637617614767242476316455122212535333";

  private static void assertWinAtLastMove(String moves, int winner) {
    String before = moves.substring(0, moves.length() - 1);
    assertFalse(ConnectFourState.fromMoves(before).isTerminal(), "open before the last move");
    ConnectFourState s = ConnectFourState.fromMoves(moves);
    assertTrue(s.isTerminal(), moves + " ends the game");
    assertEquals(1, s.utility(winner), "winner of " + moves);
    assertEquals(-1, s.utility(1 - winner), "loser of " + moves);
    assertEquals(0, s.legalMoves(new int[7]), "no moves after a win");
    assertTrue(s.render().endsWith(winner == 0 ? "X wins" : "O wins"), s.render());
  }

  @Test
  void fourInAColumnWins() {
    assertWinAtLastMove("1212121", 0);
    assertWinAtLastMove("12121232", 1);
  }

  @Test
  void fourInARowWins() {
    assertWinAtLastMove("1122334", 0);
    assertWinAtLastMove("4455667", 0);
  }

  @Test
  void fourOnARisingDiagonalWins() {
    assertWinAtLastMove("12233434474", 0);
  }

  @Test
  void fourOnAFallingDiagonalWins() {
    assertWinAtLastMove("76655454414", 0);
  }

  @Test
  void aFullBoardWithoutFourInARowIsADraw() {
    ConnectFourState s = ConnectFourState.fromMoves(DRAWN_GAME);
    assertEquals(42, s.plies());
    assertTrue(s.isTerminal());
    assertEquals(0, s.utility(0));
    assertEquals(0, s.utility(1));
    assertEquals(0, s.legalMoves(new int[7]));
    assertTrue(s.render().endsWith("draw"), s.render());
  }

  @Test
  void utilityOfAGameNotOverThrows() {
    assertThrows(IllegalStateException.class, () -> ConnectFourState.fromMoves("4455").utility(0));
  }

  @Test
  void legalMovesAreListedCentreFirst() {
    int[] buffer = new int[9];
    int n = ConnectFourState.empty(7, 6).legalMoves(buffer);
    assertArrayEquals(new int[] {3, 2, 4, 1, 5, 0, 6}, Arrays.copyOf(buffer, n));
    n = ConnectFourState.empty(4, 4).legalMoves(buffer);
    assertArrayEquals(new int[] {1, 2, 0, 3}, Arrays.copyOf(buffer, n));
    n = ConnectFourState.fromMoves("444444").legalMoves(buffer);
    assertArrayEquals(
        new int[] {2, 4, 1, 5, 0, 6}, Arrays.copyOf(buffer, n), "full column left out");
  }

  @Test
  void benchmarkStringsAreReadOneColumnDigitPerMove() {
    for (String moves : BENCHMARK) {
      ConnectFourState s = ConnectFourState.fromMoves(moves);
      assertEquals(moves.length(), s.plies(), moves);
      assertFalse(s.isTerminal(), moves);
      assertEquals(moves, s.moves(), "moves written back");
      // The benchmark promises that the side to move has no immediate win.
      int[] buffer = new int[s.maxMoves()];
      int n = s.legalMoves(buffer);
      for (int i = 0; i < n; i++) {
        s.play(buffer[i]);
        assertFalse(
            s.isTerminal() && s.utility(1 - s.playerToMove()) > 0,
            "no immediate win in " + moves + " by " + s.moveToText(buffer[i]));
        s.undo();
      }
    }
  }

  @Test
  void fromMovesRejectsAFullColumnABadCharacterAndAMoveAfterTheEnd() {
    IllegalArgumentException full =
        assertThrows(IllegalArgumentException.class, () -> ConnectFourState.fromMoves("1111111"));
    assertTrue(full.getMessage().contains("full"), full.getMessage());
    IllegalArgumentException bad =
        assertThrows(IllegalArgumentException.class, () -> ConnectFourState.fromMoves("44x5"));
    assertTrue(bad.getMessage().contains("from 1 to 7"), bad.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ConnectFourState.fromMoves("408"));
    assertThrows(IllegalArgumentException.class, () -> ConnectFourState.fromMoves("448"));
    IllegalArgumentException over =
        assertThrows(IllegalArgumentException.class, () -> ConnectFourState.fromMoves("12121213"));
    assertTrue(over.getMessage().contains("over"), over.getMessage());
  }

  @Test
  void transposedMoveOrdersGiveEqualPositionsAndHashes() {
    ConnectFourState a = ConnectFourState.fromMoves("1234");
    ConnectFourState b = ConnectFourState.fromMoves("3214");
    assertEquals(a.hash(), b.hash());
    assertEquals(a.render(), b.render());
    assertEquals(a.hash(), ConnectFourState.fromMoves("3412").hash());
    assertNotEquals(a.hash(), ConnectFourState.fromMoves("2143").hash(), "colours swapped");
    assertNotEquals(a.hash(), ConnectFourState.fromMoves("123").hash(), "fewer discs");
  }

  @Test
  void movesAreWrittenAsColumnNumbersFromOne() {
    ConnectFourState s = ConnectFourState.empty(7, 6);
    assertEquals("4", s.moveToText(3));
    assertEquals(3, s.textToMove(" 4 "));
    assertEquals(0, s.textToMove("1"));
    for (String bad : new String[] {"x", "0", "8", "", "44", "-1"}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> s.textToMove(bad), bad);
      assertEquals("a move is a column number from 1 to 7; got '" + bad + "'", e.getMessage());
    }
    assertFalse(ConnectFourState.fromMoves("444444").isLegal(3), "full column");
    assertFalse(s.isLegal(7));
    assertFalse(s.isLegal(-1));
  }

  @Test
  void renderDrawsTheBoardTopRowFirstWithColumnNumbersAndTheSideToMove() {
    assertEquals(
        """
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . O . . .
        . . X X . . .
        1 2 3 4 5 6 7
        O to move""",
        ConnectFourState.fromMoves("443").render());
  }

  @Test
  void theGameReadsWidthAndHeightAndRejectsBoardsBeyondSixtyFourBits() {
    ConnectFour game = new ConnectFour();
    GameState standard = game.newGame(Options.resolve(game.variantOptions(), Map.of()));
    assertEquals(7, standard.maxMoves());
    GameState wide =
        game.newGame(Options.resolve(game.variantOptions(), Map.of("width", 9, "height", 6)));
    assertEquals(9, wide.maxMoves());
    assertTrue(wide.isLegal(8));
    assertEquals(8, wide.textToMove("9"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                game.newGame(
                    Options.resolve(game.variantOptions(), Map.of("width", 9, "height", 7))));
    assertTrue(e.getMessage().contains("at most 64"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> Options.resolve(game.variantOptions(), Map.of("width", 10)),
        "width beyond 9");
  }
}
