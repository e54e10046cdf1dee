package dev.ply.matrixgames;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RockPaperScissorsRulesTest {

  private static final RockPaperScissors GAME = new RockPaperScissors();

  private static GameState start(int rounds) {
    return GAME.newGame(Options.resolve(GAME.variantOptions(), Map.of("rounds", rounds)));
  }

  /** The first seat's utility when the seats choose {@code a} and {@code b}, from the plugin. */
  private static int payoff(int a, int b) {
    GameState s = start(1);
    s.playJoint(new int[] {a, b});
    assertTrue(s.isTerminal(), "one round ends the game");
    return s.utility(0);
  }

  private static int[][] payoffMatrix() {
    GameState s = start(1);
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMovesOf(0, buffer);
    assertEquals(3, n, "the first seat has three choices");
    assertEquals(3, s.legalMovesOf(1, new int[s.maxMoves()]), "the second seat has three");
    int[][] m = new int[3][3];
    for (int a = 0; a < 3; a++) {
      for (int b = 0; b < 3; b++) {
        m[a][b] = payoff(buffer[a], buffer[b]);
      }
    }
    return m;
  }

  @Test
  void bothSeatsChooseAtOnceFromThreeMovesEach() {
    assertEquals(java.util.Set.of(GameFeature.SIMULTANEOUS_MOVES), GAME.features());
    GameState s = start(1);
    assertEquals(GameState.SIMULTANEOUS, s.playerToMove());
    int[] buffer = new int[s.maxMoves()];
    for (int seat = 0; seat < 2; seat++) {
      int n = s.legalMovesOf(seat, buffer);
      String[] texts = new String[n];
      for (int i = 0; i < n; i++) {
        texts[i] = s.moveToText(buffer[i]);
      }
      assertArrayEquals(new String[] {"rock", "paper", "scissors"}, texts, "seat " + seat);
    }
    assertEquals(9, s.legalMoves(buffer), "legalMoves lists the nine joint moves");
    assertEquals("rock/rock", s.moveToText(buffer[0]));
    assertEquals("scissors/scissors", s.moveToText(buffer[8]));
    assertEquals(s.textToMove("paper/rock"), s.textToMove(" P / r "));
  }

  @Test
  void paperBeatsRockScissorsBeatPaperAndRockBeatsScissors() {
    int[][] m = payoffMatrix();
    int rock = 0;
    int paper = 1;
    int scissors = 2;
    assertEquals(1, m[paper][rock]);
    assertEquals(1, m[scissors][paper]);
    assertEquals(1, m[rock][scissors]);
    for (int c = 0; c < 3; c++) {
      assertEquals(0, m[c][c], "equal choices draw");
    }
  }

  /**
   * The payoff matrix is antisymmetric (the game is symmetric and zero-sum), so its value is 0; the
   * uniform strategy is an equilibrium: every reply to it earns exactly 0, so neither seat gains by
   * deviating and its exploitability, the average of the two best responses' gains, is 0. Computed
   * in integers (three times the expectations) from the plugin's own utilities.
   */
  @Test
  void theUniformStrategyHasExploitabilityZeroAndThePayoffMatrixIsAntisymmetric() {
    int[][] m = payoffMatrix();
    for (int a = 0; a < 3; a++) {
      for (int b = 0; b < 3; b++) {
        assertEquals(-m[b][a], m[a][b], "M[" + a + "][" + b + "] = -M[" + b + "][" + a + "]");
      }
    }
    int bestFirst = Integer.MIN_VALUE; // the first seat's best reply to a uniform second seat
    int bestSecond = Integer.MIN_VALUE;
    for (int pure = 0; pure < 3; pure++) {
      int first = 0;
      int second = 0;
      for (int other = 0; other < 3; other++) {
        first += m[pure][other];
        second += -m[other][pure];
      }
      bestFirst = Math.max(bestFirst, first);
      bestSecond = Math.max(bestSecond, second);
    }
    // Both players' uniform strategies are worth 0 to each; the best replies gain nothing.
    assertEquals(0, bestFirst, "three times the first seat's best response value to uniform");
    assertEquals(0, bestSecond, "three times the second seat's best response value to uniform");
    assertEquals(0, (bestFirst + bestSecond), "exploitability of the uniform profile, times 6");
  }

  /**
   * The referee collects the two choices in whatever order the players answer and fills one array
   * by seat: the state after the joint move must not depend on that order, must mirror when the
   * seats' choices are swapped, must equal playing the listed joint move, and must not keep the
   * array it was given.
   */
  @Test
  void aJointMoveDoesNotDependOnWhichSeatsChoiceIsConsideredFirst() {
    for (int a = 0; a < 3; a++) {
      for (int b = 0; b < 3; b++) {
        GameState firstSeatFirst = start(3);
        GameState secondSeatFirst = start(3);
        GameState listed = start(3);
        int[] joint = new int[2];
        Arrays.fill(joint, GameState.NO_MOVE);
        joint[0] = a;
        joint[1] = b;
        firstSeatFirst.playJoint(joint);
        joint[0] = b; // the array is the caller's: changing it afterwards changes nothing
        int[] other = new int[2];
        Arrays.fill(other, GameState.NO_MOVE);
        other[1] = b;
        other[0] = a;
        secondSeatFirst.playJoint(other);
        listed.play(listed.textToMove(listed.moveToText(a) + "/" + listed.moveToText(b)));
        for (GameState s : new GameState[] {secondSeatFirst, listed}) {
          assertEquals(firstSeatFirst.hash(), s.hash(), a + "/" + b);
          assertEquals(firstSeatFirst.render(), s.render(), a + "/" + b);
        }
        GameState mirrored = start(1);
        mirrored.playJoint(new int[] {b, a});
        GameState straight = start(1);
        straight.playJoint(new int[] {a, b});
        assertEquals(straight.utility(0), mirrored.utility(1), "swapped choices: " + a + "/" + b);
        assertEquals(straight.utility(1), mirrored.utility(0), "swapped choices: " + a + "/" + b);
      }
    }
  }

  @Test
  void whoeverWinsMoreRoundsWinsTheGame() {
    GameState s = start(3);
    s.play(s.textToMove("rock/scissors")); // the first player wins a round
    s.play(s.textToMove("paper/paper"));
    assertEquals(GameState.SIMULTANEOUS, s.playerToMove());
    s.play(s.textToMove("scissors/rock")); // the second wins one
    assertTrue(s.isTerminal());
    assertEquals(0, s.utility(0), "one round each is a draw");
    s.undo();
    s.play(s.textToMove("scissors/paper"));
    assertEquals(1, s.utility(0));
    assertEquals(-1, s.utility(1));
    assertEquals(3, s.plies(), "a joint move is one ply");
  }

  @Test
  void aSingleSeatsMoveIsNoMoveOfThePositionAndNoChoiceIsRefused() {
    GameState s = start(1);
    assertThrows(IllegalArgumentException.class, () -> s.play(0));
    assertThrows(IllegalArgumentException.class, () -> s.playJoint(new int[] {0, 3}));
    assertThrows(
        IllegalArgumentException.class, () -> s.playJoint(new int[] {0, GameState.NO_MOVE}));
    assertEquals(false, s.isLegal(0), "a seat's own move is not a move of the position");
    assertThrows(IllegalArgumentException.class, () -> s.textToMove("lizard"));
  }
}
