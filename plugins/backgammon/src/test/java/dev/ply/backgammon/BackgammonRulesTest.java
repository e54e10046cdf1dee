package dev.ply.backgammon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class BackgammonRulesTest {

  static Options defaults() {
    return Options.resolve(new Backgammon().variantOptions(), Map.of());
  }

  /** A board of one side from "point:count" pairs, 25 the bar, 0 borne off (the rest). */
  static int[] side(int... pointCount) {
    int[] b = new int[26];
    int on = 0;
    for (int i = 0; i < pointCount.length; i += 2) {
      b[pointCount[i]] = pointCount[i + 1];
      on += pointCount[i + 1];
    }
    b[0] += 15 - on;
    return b;
  }

  static List<String> moves(GameState s) {
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      texts.add(s.moveToText(buffer[i]));
    }
    return texts;
  }

  static BackgammonState start(int high, int low) {
    int[] start = new BackgammonState(true).board(0);
    return new BackgammonState(true, start, start, 0, high, low);
  }

  /**
   * The number of distinct moves (distinct positions reached) of each roll at the start position,
   * as GNU Backgammon 1.07's hint lists them (BackgammonGnubgIT checks the same against gnubg
   * itself). 6-6 can be counted by hand: 24/18 at most twice, 13/7 and 8/2, with 18/12 and 7/1
   * blocked: the 11 ways to share four sixes among them.
   */
  @Test
  void theOpeningPositionHasTheMoveCountsGnuBackgammonListsForEachRoll() {
    String expected =
        "21:15 31:16 41:14 51:8 61:10 32:17 42:18 52:8 62:14 43:17 53:9 63:14 54:9 64:14 65:7"
            + " 11:42 22:75 33:73 44:52 55:4 66:11";
    StringBuilder got = new StringBuilder();
    for (String roll : expected.split(" ")) {
      int high = roll.charAt(0) - '0';
      int low = roll.charAt(1) - '0';
      got.append(got.length() == 0 ? "" : " ")
          .append(high)
          .append(low)
          .append(':')
          .append(moves(start(high, low)).size());
    }
    assertEquals(expected, got.toString());
  }

  @Test
  void theStartPositionHasThePositionIdOfGnuBackgammonsManual() {
    assertEquals("4HPwATDgc/ABMA", new BackgammonState(true).notation());
  }

  @Test
  void theOpeningRollIsThirtyUnequalPairsAndLaterRollsAreTheTwentyOneWithExactOdds() {
    GameState s = new Backgammon().newGame(defaults());
    assertEquals(GameState.CHANCE, s.playerToMove());
    List<ChanceOutcome> opening = s.chanceOutcomes();
    assertEquals(30, opening.size());
    assertTrue(opening.stream().allMatch(o -> o.numerator() * 30 == o.denominator()));
    s.play(s.textToMove("open:2-5"));
    assertEquals(1, s.playerToMove(), "seat 1 rolled the higher die and moves first");
    assertEquals(8, moves(s).size(), "seat 1 plays 5-2, which has 8 moves at the start");
  }

  @Test
  void aCheckerOnTheBarEntersBeforeAnyOtherMoves() {
    BackgammonState s = new BackgammonState(true, side(25, 1, 13, 14), side(6, 2, 2, 13), 0, 6, 1);
    // X enters on 24 with the 1 (its 19 is O's 6 point, closed), then plays the 6
    assertEquals(List.of("bar/24,24/18", "bar/24,13/7"), moves(s));
  }

  @Test
  void whenOnlyOneDieCanBePlayedTheLargerOneMustBe() {
    // X's checker on 13 can move 6 (to 7) or 5 (to 8) but then no further: its 2 point is O's
    // 23, closed; its checkers on the 1 point cannot bear off. The 6 must be played.
    BackgammonState s = new BackgammonState(true, side(13, 1, 1, 14), side(23, 2, 1, 13), 0, 6, 5);
    assertEquals(List.of("13/7"), moves(s));
  }

  @Test
  void aLargerDieBearsOffOnlyFromTheHighestPoint() {
    BackgammonState s = new BackgammonState(true, side(4, 1, 2, 1), side(1, 15), 0, 6, 5);
    assertEquals(List.of("4/off,2/off"), moves(s));
    // the 4 cannot bear off from 3 while 5 is occupied: 5/1 3/off or 5/off 3/off
    BackgammonState t = new BackgammonState(true, side(5, 1, 3, 1), side(1, 15), 0, 6, 4);
    assertEquals(new TreeSet<>(List.of("5/off,3/off", "5/1,3/off")), new TreeSet<>(moves(t)));
  }

  @Test
  void aBlockedRollIsAPass() {
    BackgammonState s =
        new BackgammonState(
            true, side(25, 2, 13, 13), side(6, 2, 5, 2, 4, 2, 3, 2, 2, 2, 1, 5), 0, 3, 3);
    assertEquals(List.of("pass"), moves(s));
  }

  @Test
  void gammonsCountTwoBackgammonsThreeAndOneWithGammonsOff() {
    int[] loserHome = side(13, 15);
    int[] loserInWinnersHome = side(20, 1, 13, 14);
    int[] loserOff = side(13, 14);
    int[] winner = side(1, 1);
    for (Object[] c :
        new Object[][] {
          {loserHome, 2, "a gammon (2 points)"},
          {loserInWinnersHome, 3, "a backgammon (3 points)"},
          {loserOff, 1, "a single game (1 point)"}
        }) {
      BackgammonState s = new BackgammonState(true, winner, (int[]) c[0], 0, 2, 1);
      s.play(s.textToMove("1/off"));
      assertEquals(c[1], s.utility(0));
      assertEquals(-(int) c[1], s.utility(1));
      assertEquals(c[2], s.endReason());
      BackgammonState single = new BackgammonState(false, winner, (int[]) c[0], 0, 2, 1);
      single.play(single.textToMove("1/off"));
      assertEquals(1, single.utility(0));
      assertTrue(single.endReason().endsWith("(1 point)"), single.endReason());
    }
  }

  @Test
  void movesAreReadInGnuBackgammonsNotationAsTheMoveThatReachesTheSamePosition() {
    BackgammonState s = start(6, 1);
    assertEquals(s.textToMove("13/7 8/7"), s.textToMove("8/7 13/7"));
    BackgammonState t = start(3, 1);
    assertEquals("8/5,6/5", t.moveToText(t.textToMove("8/5 6/5")));
    assertEquals("8/5,6/5", t.moveToText(t.textToMove("8/5,6/5")));
    assertEquals(t.textToMove("24/23 24/21"), t.textToMove("24/21 24/23"));
    assertEquals(t.textToMove("24/21 21/20"), t.textToMove("24/20"));
    assertTrue(t.isLegal(t.textToMove("24/20")));
    BackgammonState d = start(5, 5);
    assertTrue(d.isLegal(d.textToMove("13/3(2)")));
    assertTrue(d.isLegal(d.textToMove("13/8(2) 8/3(2)")));
    assertThrows(IllegalArgumentException.class, () -> d.textToMove("13-3"));
  }
}
