package dev.ply.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Perft;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TicTacToeRulesTest {

  private static GameState play(String... moves) {
    GameState s = new TicTacToe().newGame(Options.empty());
    for (String m : moves) {
      s.play(s.textToMove(m));
    }
    return s;
  }

  @Test
  void theFullGameTreeHas549946NodesOf255168AreFinishedGames() {
    long[] counts = new long[2];
    walk(play(), counts);
    assertEquals(549_946, counts[0], "nodes");
    assertEquals(255_168, counts[1], "terminal nodes");
  }

  private static void walk(GameState s, long[] counts) {
    counts[0]++;
    if (s.isTerminal()) {
      counts[1]++;
      return;
    }
    int[] moves = new int[9];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      walk(s, counts);
      s.undo();
    }
  }

  @Test
  void fiveThousandFourHundredSeventyEightPositionsAreReachable() {
    Set<Long> seen = new HashSet<>();
    reach(play(), seen);
    assertEquals(5_478, seen.size());
  }

  private static void reach(GameState s, Set<Long> seen) {
    if (!seen.add(s.hash()) || s.isTerminal()) {
      return;
    }
    int[] moves = new int[9];
    int n = s.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      s.play(moves[i]);
      reach(s, seen);
      s.undo();
    }
  }

  @Test
  void perftCountsPathsOfExactlyTheGivenLength() {
    // 9, 9*8, 9*8*7 ... until wins appear at ply 5.
    GameState s = play();
    assertEquals(9, Perft.count(s, 1));
    assertEquals(72, Perft.count(s, 2));
    assertEquals(504, Perft.count(s, 3));
    assertEquals(3024, Perft.count(s, 4));
    assertEquals(15120, Perft.count(s, 5));
  }

  @Test
  void threeInARowWinsForTheRowColumnOrDiagonal() {
    GameState row = play("a1", "a2", "b1", "b2", "c1");
    assertTrue(row.isTerminal());
    assertEquals(1, row.utility(0));
    assertEquals(-1, row.utility(1));
    GameState column = play("a1", "b1", "a2", "b2", "c3", "b3");
    assertTrue(column.isTerminal());
    assertEquals(1, column.utility(1));
    GameState diagonal = play("a1", "b1", "b2", "c1", "c3");
    assertTrue(diagonal.isTerminal());
    assertEquals(1, diagonal.utility(0));
  }

  @Test
  void aFullBoardWithoutALineIsADraw() {
    GameState s = play("b2", "a1", "c3", "a3", "a2", "c2", "b1", "b3", "c1");
    assertTrue(s.isTerminal());
    assertEquals(0, s.utility(0));
    assertTrue(s.render().endsWith("draw"));
  }

  @Test
  void movesAreWrittenAsSquaresFromA1ToC3() {
    GameState s = play();
    assertEquals("a1", s.moveToText(0));
    assertEquals("c3", s.moveToText(8));
    assertEquals(5, s.textToMove(" C2 "));
    assertFalse(play("b2").isLegal(4));
  }
}
