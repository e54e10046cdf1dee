package dev.ply.connectfour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The {@link dev.ply.api.Tactics} of Connect Four against brute force: playing each legal move and
 * looking at the result, on positions of random games of several board sizes.
 */
class ConnectFourTacticsTest {

  private static final int[][] BOARDS = {{7, 6}, {4, 4}, {5, 4}, {6, 5}, {8, 7}, {9, 6}};
  private static final int GAMES = 400;

  /** Calls {@code check} on every open position of {@code GAMES} random games on each board. */
  private static int onRandomPositions(java.util.function.Consumer<ConnectFourState> check) {
    SplittableRandom random = new SplittableRandom(2019);
    int positions = 0;
    for (int[] board : BOARDS) {
      int[] moves = new int[board[0]];
      for (int g = 0; g < GAMES; g++) {
        ConnectFourState s = ConnectFourState.empty(board[0], board[1]);
        while (!s.isTerminal()) {
          check.accept(s);
          positions++;
          int n = s.legalMoves(moves);
          s.play(moves[random.nextInt(n)]);
        }
      }
    }
    return positions;
  }

  /** The moves after which the player to move can win at once, by playing them all. */
  private static TreeSet<Integer> winningMoves(ConnectFourState s) {
    TreeSet<Integer> wins = new TreeSet<>();
    int[] moves = new int[s.maxMoves()];
    int mover = s.playerToMove();
    for (int i = 0, n = s.legalMoves(moves); i < n; i++) {
      s.play(moves[i]);
      if (s.isTerminal() && s.utility(mover) > 0) {
        wins.add(moves[i]);
      }
      s.undo();
    }
    return wins;
  }

  @Test
  void theWinningMoveIsALegalMoveThatWinsAndThereIsNoneExactlyWhenNoMoveWins() {
    int positions =
        onRandomPositions(
            s -> {
              TreeSet<Integer> wins = winningMoves(s);
              int move = s.winningMove();
              if (wins.isEmpty()) {
                assertEquals(-1, move, s.moves());
              } else {
                assertTrue(wins.contains(move), s.moves() + ": " + move + " not in " + wins);
              }
            });
    assertTrue(positions > 20_000, positions + " positions");
  }

  @Test
  void theNonLosingMovesAreExactlyTheMovesThatLeaveTheOpponentNoImmediateWin() {
    int[] checked = {0};
    onRandomPositions(
        s -> {
          if (s.winningMove() >= 0) {
            return; // only asked when the side to move cannot win at once
          }
          TreeSet<Integer> expected = new TreeSet<>();
          int[] moves = new int[s.maxMoves()];
          for (int i = 0, n = s.legalMoves(moves); i < n; i++) {
            s.play(moves[i]);
            if (s.isTerminal() || winningMoves(s).isEmpty()) {
              expected.add(moves[i]);
            }
            s.undo();
          }
          int[] buffer = new int[s.maxMoves()];
          int n = s.nonLosingMoves(buffer);
          TreeSet<Integer> actual = new TreeSet<>();
          for (int i = 0; i < n; i++) {
            actual.add(buffer[i]);
          }
          assertEquals(n, actual.size(), "no move twice: " + s.moves());
          assertEquals(expected, actual, s.moves());
          checked[0]++;
        });
    assertTrue(checked[0] > 20_000, checked[0] + " positions");
  }

  @Test
  void everyMoveLosesExactlyWhenNoMoveLeavesTheOpponentWithoutAnImmediateWin() {
    int[] lost = {0};
    int positions =
        onRandomPositions(
            s -> {
              if (s.winningMove() >= 0) {
                return; // only asked when the side to move cannot win at once
              }
              boolean expected = true;
              int[] moves = new int[s.maxMoves()];
              for (int i = 0, n = s.legalMoves(moves); i < n; i++) {
                s.play(moves[i]);
                expected &= !s.isTerminal() && !winningMoves(s).isEmpty();
                s.undo();
              }
              assertEquals(expected, s.everyMoveLoses(), s.moves());
              lost[0] += expected ? 1 : 0;
            });
    assertTrue(lost[0] > 500 && lost[0] < positions / 4, lost[0] + " of " + positions);
  }

  @Test
  void theNonLosingMovesAreTheSameWhetherEveryMoveLosesWasAskedOrNotAndAMoveForgetsTheAnswer() {
    onRandomPositions(
        s -> {
          if (s.winningMove() >= 0) {
            return;
          }
          ConnectFourState asked = s.copy();
          asked.everyMoveLoses();
          assertEquals(list(s), list(asked), s.moves());
          // What was found for one position must not be used for the next, after a move or an undo.
          int[] moves = new int[s.maxMoves()];
          for (int i = 0, n = s.legalMoves(moves); i < n; i++) {
            asked.everyMoveLoses();
            asked.play(moves[i]);
            s.play(moves[i]);
            if (!s.isTerminal() && s.winningMove() < 0) {
              assertEquals(list(s), list(asked), s.moves());
              asked.everyMoveLoses();
            }
            asked.undo();
            s.undo();
            assertEquals(list(s), list(asked), s.moves());
          }
        });
  }

  /** The non-losing moves of {@code s} in its order, as text. */
  private static String list(ConnectFourState s) {
    int[] buffer = new int[s.maxMoves()];
    return Arrays.toString(Arrays.copyOf(buffer, s.nonLosingMoves(buffer)));
  }

  @Test
  void theMovesLeftAreTheEmptyCells() {
    onRandomPositions(
        s -> assertEquals(s.width() * s.height() - s.plies(), s.movesLeftAtMost(), s.moves()));
  }

  @Test
  void nonLosingMovesComeThreatsFirstThenCentreFirst() {
    // After 4 4 3 3, X to move has c1 and d1: columns 2 and 5 each make an open three on the
    // bottom row (two threats); every other column makes fewer.
    ConnectFourState s = ConnectFourState.fromMoves("4433");
    int[] buffer = new int[7];
    int n = s.nonLosingMoves(buffer);
    assertEquals(7, n);
    assertEquals(4, buffer[0], "column 5 (index 4): the centre-most of the two-threat moves");
    assertEquals(1, buffer[1], "then column 2");
  }
}
